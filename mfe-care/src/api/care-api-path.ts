/** Every page's id comes in the query string (`/carealert?id=12`), so a reload or a shared link opens the same row. */
export function idFromQuery(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (!raw || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  return Number(raw);
}

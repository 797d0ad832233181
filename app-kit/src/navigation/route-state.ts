import { useLocation } from 'react-router-dom';

/** An id carried in route state or a query: a positive whole number (a number or its digits), else null. */
export function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The id a page was opened with in its route state (`navigate(path, { state: { matchId } })`), else null. */
export function useRouteStateId(key: string): number | null {
  const state = useLocation().state as Record<string, unknown> | null;
  return positiveId(state?.[key]);
}

/** The pages where the watcher polls: the two homes and the elderly help centre. */
export const WATCHED_PATHS = ['/volunteermain', '/usermain', '/helpcenter'] as const;

export function isWatchedPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return (WATCHED_PATHS as readonly string[]).includes(path);
}

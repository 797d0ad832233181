/** The pages where the watcher polls: the two homes and the elderly help centre. */
export const WATCHED_PATHS = ['/volunteermain', '/usermain', '/helpcenter'] as const;

const normalised = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/** `homes`: every role's home from the remote map, so a role added later is watched on its home too. */
export function isWatchedPath(pathname: string, homes: Record<string, string> = {}): boolean {
  const path = normalised(pathname);
  return (WATCHED_PATHS as readonly string[]).includes(path) || Object.values(homes).some((home) => normalised(home) === path);
}

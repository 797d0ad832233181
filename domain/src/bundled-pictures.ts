// Pictures that ship inside the apps themselves rather than being uploaded: the reference client
// (온기) shows `/profile.svg` where a person has no picture and `/ai-icon.svg` for the companion,
// and sends these paths back as they are. The API accepts them (api/README.md "Accounts" and
// "AI companion"); an app that does not have the file shows its own default picture instead.

export const BUNDLED_PICTURE_PATHS = ['/profile.svg', '/ai-icon.svg'] as const;
export type BundledPicturePath = (typeof BUNDLED_PICTURE_PATHS)[number];

const BASE = 'http://relative.invalid';

/**
 * The bundled picture a value names, as its path: the path itself, or the same path on any http(s)
 * origin (an `<img>`'s resolved `src`), without a query or fragment. null for anything else.
 */
export function bundledPicturePath(value: string): BundledPicturePath | null {
  let url: URL;
  try {
    url = new URL(value.trim(), BASE);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) return null;
  return (BUNDLED_PICTURE_PATHS as readonly string[]).includes(url.pathname) ? (url.pathname as BundledPicturePath) : null;
}

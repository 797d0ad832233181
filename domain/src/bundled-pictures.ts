// Pictures that ship inside the apps themselves rather than being uploaded: the reference client
// (온기) shows `/profile.svg` where a person has no picture and `/ai-icon.svg` for the companion,
// and sends these paths back as they are. The API accepts them (api/README.md "Accounts" and
// "AI companion"); an app that does not have the file shows its own default picture instead.

export const BUNDLED_PICTURE_PATHS = ['/profile.svg', '/ai-icon.svg'] as const;
export type BundledPicturePath = (typeof BUNDLED_PICTURE_PATHS)[number];

/** A path, or an http(s) address of a path (no user, query or fragment): the path is group 1. */
const PICTURE_ADDRESS = /^(?:https?:\/\/[^/?#@\s]+)?(\/[^?#\s]*)$/i;

/**
 * The bundled picture a value names, as its path: the path itself, or the same path on any http(s)
 * origin (an `<img>`'s resolved `src`), without a query or fragment. null for anything else.
 */
export function bundledPicturePath(value: string): BundledPicturePath | null {
  const path = PICTURE_ADDRESS.exec(value.trim())?.[1];
  return path !== undefined && (BUNDLED_PICTURE_PATHS as readonly string[]).includes(path) ? (path as BundledPicturePath) : null;
}

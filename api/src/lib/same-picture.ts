const BASE = 'http://relative.invalid';

function parse(url: string): { host: string; path: string; relative: boolean } | null {
  try {
    const parsed = new URL(url, BASE);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return { host: parsed.host, path: `${parsed.pathname}${parsed.search}`, relative: parsed.host === 'relative.invalid' };
  } catch {
    return null;
  }
}

/**
 * Whether a client sent back the picture the profile already has: the same text, or the same
 * path on whatever origin the client saw it (an `<img>`'s resolved `src`, the LAN address of
 * the server) when the stored one is a path on our own origin. Only ever used to leave the stored
 * value as it is, never to store the sent form.
 */
export function isSamePicture(sent: string, stored: string | null): boolean {
  if (stored === null) return false;
  if (sent === stored) return true;
  const a = parse(sent);
  const b = parse(stored);
  return a !== null && b !== null && a.path === b.path && (b.relative || a.host === b.host);
}

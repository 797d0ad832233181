const BASE = 'http://relative.invalid';

/** A cache-buster a client appends to a picture it just read (`?v=1712345678901`) so the browser fetches it again. */
const CACHE_BUSTER_PARAM = 'v';
const CACHE_BUSTER_VALUE = /^[\w.:-]{1,40}$/;

function parse(url: string, { dropCacheBuster = false } = {}): { host: string; path: string; relative: boolean } | null {
  try {
    const parsed = new URL(url, BASE);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    const buster = parsed.searchParams.getAll(CACHE_BUSTER_PARAM);
    if (dropCacheBuster && buster.length === 1 && CACHE_BUSTER_VALUE.test(buster[0])) parsed.searchParams.delete(CACHE_BUSTER_PARAM);
    return { host: parsed.host, path: `${parsed.pathname}${parsed.search}`, relative: parsed.host === 'relative.invalid' };
  } catch {
    return null;
  }
}

/**
 * Whether a client sent back the picture the profile already has: the same text, or the same
 * path on whatever origin the client saw it (an `<img>`'s resolved `src`, the LAN address of
 * the server) when the stored one is a path on our own origin, with or without a `?v=<time>`
 * cache-buster appended. Only ever used to leave the stored value as it is, never to store the
 * sent form.
 */
export function isSamePicture(sent: string, stored: string | null): boolean {
  if (stored === null) return false;
  if (sent === stored) return true;
  const a = parse(sent, { dropCacheBuster: true });
  const b = parse(stored);
  return a !== null && b !== null && a.path === b.path && (b.relative || a.host === b.host);
}

// The API's few cookies (Kakao state, phone verification, device id) without a cookie plugin.

/** The value of the named cookie in a Cookie header, if present. */
export function readCookie(headers: { cookie?: string }, name: string): string | undefined {
  for (const part of (headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Lax' | 'Strict';
  secure: boolean;
}

/** A Set-Cookie value; always HttpOnly: no page script needs these. */
export function serializeCookie(name: string, value: string, { path, maxAgeSeconds, sameSite, secure }: CookieOptions): string {
  return `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=${sameSite}${secure ? '; Secure' : ''}`;
}

/** Adds a Set-Cookie header without dropping others set on the same reply. */
export function appendSetCookie(reply: { getHeader(name: string): unknown; header(name: string, value: unknown): unknown }, cookie: string): void {
  const existing = reply.getHeader('set-cookie');
  if (existing === undefined) reply.header('set-cookie', cookie);
  else reply.header('set-cookie', [...(Array.isArray(existing) ? existing : [String(existing)]), cookie]);
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// AWS Signature Version 4, checked the way AWS checks it: both the Authorization-header form
// (SDK calls) and the query-string form (presigned URLs). Written from the public spec so the
// fakes prove that our signing is right, which s3rver and friends never check.

export interface SigV4Options {
  /** accessKeyId -> secretAccessKey */
  credentials: Record<string, string>;
  service: string;
  region: string;
  now?: () => number;
}

export interface SigV4Request {
  method: string;
  /** The request target as received: path and raw query. */
  rawUrl: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type SigV4Result =
  | { ok: true; accessKeyId: string; presigned: boolean; signedHeaders: string[] }
  | { ok: false; status: number; code: string; message: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60 * 1000;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export function uriEncode(text: string, encodeSlash = true): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(char) || (!encodeSlash && char === '/')) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parseQuery(rawQuery: string): [string, string][] {
  if (!rawQuery) return [];
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf('=');
      return separator === -1 ? [safeDecode(pair), ''] : [safeDecode(pair.slice(0, separator)), safeDecode(pair.slice(separator + 1))];
    });
}

function canonicalQuery(pairs: [string, string][]): string {
  return pairs
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(',') : value).trim().replace(/\s+/g, ' ');
}

/** 20250102T030405Z -> ms */
function parseAmzDate(text: string | undefined): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

function fail(status: number, code: string, message: string): SigV4Result {
  return { ok: false, status, code, message };
}

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

export function verifySigV4(request: SigV4Request, options: SigV4Options): SigV4Result {
  const now = (options.now ?? Date.now)();
  const queryStart = request.rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? request.rawUrl : request.rawUrl.slice(0, queryStart);
  const query = parseQuery(queryStart === -1 ? '' : request.rawUrl.slice(queryStart + 1));
  const param = (name: string) => query.find(([key]) => key === name)?.[1];
  const presigned = param('X-Amz-Algorithm') !== undefined;

  let credential: string;
  let signedHeaders: string[];
  let signature: string;
  let amzDate: string | undefined;
  let payloadHash: string;
  let expiresSeconds: number | undefined;

  if (presigned) {
    if (param('X-Amz-Algorithm') !== ALGORITHM) return fail(400, 'AuthorizationQueryParametersError', 'Unsupported algorithm');
    credential = param('X-Amz-Credential') ?? '';
    signedHeaders = (param('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
    signature = param('X-Amz-Signature') ?? '';
    amzDate = param('X-Amz-Date');
    expiresSeconds = Number(param('X-Amz-Expires'));
    if (!Number.isInteger(expiresSeconds) || expiresSeconds < 1 || expiresSeconds > 604800) {
      return fail(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds');
    }
    payloadHash = options.service === 's3' ? (headerValue(request.headers, 'x-amz-content-sha256') ?? UNSIGNED_PAYLOAD) : sha256Hex(request.body);
  } else {
    const authorization = headerValue(request.headers, 'authorization');
    if (!authorization) return fail(403, 'AccessDenied', 'Missing Authentication Token');
    const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!match) return fail(400, 'IncompleteSignature', 'Malformed Authorization header');
    [, credential, , signature] = match;
    signedHeaders = match[2].split(';');
    amzDate = headerValue(request.headers, 'x-amz-date');
    if (options.service === 's3') {
      const declared = headerValue(request.headers, 'x-amz-content-sha256');
      if (!declared) return fail(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
      if (declared !== UNSIGNED_PAYLOAD && declared !== sha256Hex(request.body)) {
        return fail(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
      }
      payloadHash = declared;
    } else {
      payloadHash = sha256Hex(request.body);
    }
  }

  const [accessKeyId, scopeDate, scopeRegion, scopeService, terminator, ...rest] = credential.split('/');
  const secret = options.credentials[accessKeyId];
  if (!secret) return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (rest.length > 0 || terminator !== 'aws4_request' || scopeService !== options.service || scopeRegion !== options.region) {
    return fail(403, 'SignatureDoesNotMatch', `Credential scope must be <date>/${options.region}/${options.service}/aws4_request`);
  }
  const signedAt = parseAmzDate(amzDate);
  if (signedAt === null || amzDate!.slice(0, 8) !== scopeDate) return fail(403, 'SignatureDoesNotMatch', 'X-Amz-Date missing or not matching the scope');
  if (presigned) {
    if (now > signedAt + expiresSeconds! * 1000) return fail(403, 'AccessDenied', 'Request has expired');
    if (signedAt - now > MAX_SKEW_MS) return fail(403, 'AccessDenied', 'Request is not valid yet');
  } else if (Math.abs(now - signedAt) > MAX_SKEW_MS) {
    return fail(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  if (!signedHeaders.includes('host')) return fail(403, 'SignatureDoesNotMatch', 'host must be a signed header');
  // AWS refuses requests whose x-amz-* headers were left out of the signature.
  for (const name of Object.keys(request.headers)) {
    if (name.startsWith('x-amz-') && name !== 'x-amz-content-sha256' && !signedHeaders.includes(name) && !presigned) {
      return fail(403, 'AccessDenied', `There were headers present in the request which were not signed: ${name}`);
    }
  }

  const canonicalUri =
    // S3 signs the path as sent; other services encode each (already encoded) segment once more.
    options.service === 's3' ? rawPath || '/' : rawPath.split('/').map((segment) => uriEncode(segment)).join('/') || '/';
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${headerValue(request.headers, name) ?? ''}\n`).join('');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalUri,
    canonicalQuery(query.filter(([name]) => name !== 'X-Amz-Signature')),
    canonicalHeaders,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${scopeDate}/${scopeRegion}/${scopeService}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const expected = createHmac('sha256', signingKey(secret, scopeDate, scopeRegion, scopeService)).update(stringToSign).digest('hex');
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return fail(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }
  return { ok: true, accessKeyId, presigned, signedHeaders };
}

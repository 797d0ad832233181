import { createHash, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type http from 'node:http';
import { escapeXml, listen, readBody, runFromCommandLine, type RunningFake, sendXml } from './http-server';
import { verifySigV4 } from './aws-sigv4';

// A local S3 (path-style: /<bucket>/<key>) that checks what real S3 checks on the calls the app
// makes: SigV4 signatures in headers (SDK) and in presigned query strings, expiry, signed
// Content-Type, flexible checksums, Content-Length. Objects live in memory. GET and HEAD are
// public, like a bucket whose images are read by browsers.

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3Options {
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  port?: number;
  now?: () => number;
}

export interface FakeS3 extends RunningFake {
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  readonly objects: Map<string, StoredObject>;
  /** Every request's method, path and outcome status, newest last. */
  readonly requests: { method: string; path: string; status: number; presigned: boolean }[];
  /** The API's settings that point its image store at this fake. */
  readonly apiEnv: Record<string, string>;
}

function errorXml(code: string, message: string, resource = ''): string {
  return `<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message><Resource>${escapeXml(resource)}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, PUT',
  'access-control-allow-headers': 'content-type, x-amz-*',
  'access-control-expose-headers': 'etag',
};

/** Checks x-amz-checksum-<algorithm> (header or presigned query) against the body, as S3 does. */
function checksumProblem(algorithmValues: Record<string, string | undefined>, body: Buffer): string | null {
  const crc = algorithmValues.crc32;
  if (crc !== undefined) {
    const computed = Buffer.alloc(4);
    computed.writeUInt32BE(crc32(body) >>> 0);
    if (computed.toString('base64') !== crc) return 'The CRC32 you specified did not match the calculated checksum.';
  }
  const sha = algorithmValues.sha256;
  if (sha !== undefined && createHash('sha256').update(body).digest('base64') !== sha) {
    return 'The SHA256 you specified did not match the calculated checksum.';
  }
  for (const name of Object.keys(algorithmValues)) {
    if (!['crc32', 'sha256'].includes(name) && algorithmValues[name] !== undefined) return `Checksum algorithm ${name} is not supported by this fake.`;
  }
  return null;
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'ieum-test-images';
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKES30000000000';
  const secretAccessKey = options.secretAccessKey ?? 'fake-s3-secret-key-00000000000000000000';
  const region = options.region ?? 'ap-northeast-2';
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3['requests'] = [];

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<{ status: number; presigned: boolean }> {
    const rawUrl = request.url ?? '/';
    const path = rawUrl.split('?')[0];
    const [, bucketName, ...keyParts] = path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const reply = (status: number, code: string, message: string) => {
      sendXml(response, status, request.method === 'HEAD' ? '' : errorXml(code, message, path), CORS);
      return { status, presigned: false };
    };

    if (request.method === 'OPTIONS') {
      response.writeHead(200, CORS);
      response.end();
      return { status: 200, presigned: false };
    }
    const body = await readBody(request);
    if (bucketName !== bucket) return reply(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key && request.method === 'GET' && rawUrl.includes('list-type=2')) {
      // ListObjectsV2, signed: one page of every key under the prefix (enough for tests).
      const auth = verifySigV4({ method: request.method, rawUrl, headers: request.headers, body }, { credentials: { [accessKeyId]: secretAccessKey }, service: 's3', region, now: options.now });
      if (!auth.ok) return reply(auth.status, auth.code, auth.message);
      const prefix = new URLSearchParams(rawUrl.slice(rawUrl.indexOf('?') + 1)).get('prefix') ?? '';
      const contents = [...objects]
        .filter(([name]) => name.startsWith(prefix))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, object]) => `<Contents><Key>${escapeXml(name)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${escapeXml(object.etag)}</ETag><Size>${object.body.length}</Size></Contents>`);
      sendXml(
        response,
        200,
        `<ListBucketResult><Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${contents.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
        CORS,
      );
      return { status: 200, presigned: auth.presigned };
    }
    if (!key) return reply(400, 'InvalidRequest', 'This fake serves objects and lists only');

    if (request.method === 'GET' || request.method === 'HEAD') {
      if (request.headers.authorization || rawUrl.includes('X-Amz-Signature=')) {
        const auth = verifySigV4({ method: request.method, rawUrl, headers: request.headers, body }, { credentials: { [accessKeyId]: secretAccessKey }, service: 's3', region, now: options.now });
        if (!auth.ok) return reply(auth.status, auth.code, auth.message);
      }
      const object = objects.get(key);
      if (!object) return reply(404, 'NoSuchKey', 'The specified key does not exist.');
      response.writeHead(200, {
        ...CORS,
        'content-type': object.contentType,
        'content-length': String(object.body.length),
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
      });
      response.end(request.method === 'HEAD' ? undefined : object.body);
      return { status: 200, presigned: false };
    }

    if (request.method === 'DELETE') {
      // As S3: signed, and 204 whether or not the key existed.
      const auth = verifySigV4({ method: request.method, rawUrl, headers: request.headers, body }, { credentials: { [accessKeyId]: secretAccessKey }, service: 's3', region, now: options.now });
      if (!auth.ok) return reply(auth.status, auth.code, auth.message);
      objects.delete(key);
      response.writeHead(204, CORS);
      response.end();
      return { status: 204, presigned: auth.presigned };
    }
    if (request.method !== 'PUT') return reply(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    const auth = verifySigV4({ method: request.method, rawUrl, headers: request.headers, body }, { credentials: { [accessKeyId]: secretAccessKey }, service: 's3', region, now: options.now });
    if (!auth.ok) return reply(auth.status, auth.code, auth.message);
    if (request.headers['content-length'] === undefined) return reply(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    const query = new URLSearchParams(rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '');
    const checksums: Record<string, string | undefined> = {};
    for (const source of [Object.fromEntries(query), request.headers as Record<string, string>]) {
      for (const [name, value] of Object.entries(source)) {
        const match = /^x-amz-checksum-([a-z0-9]+)$/i.exec(name);
        if (match && typeof value === 'string') checksums[match[1].toLowerCase()] = value;
      }
    }
    const problem = checksumProblem(checksums, body);
    if (problem) return reply(400, 'BadDigest', problem);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    objects.set(key, {
      body,
      contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
      etag,
      lastModified: new Date(),
    });
    response.writeHead(200, { ...CORS, etag });
    response.end();
    return { status: 200, presigned: auth.presigned };
  }

  const running = await listen(async (request, response) => {
    try {
      const outcome = await handle(request, response);
      requests.push({ method: request.method ?? '', path: (request.url ?? '').split('?')[0], ...outcome });
    } catch (error) {
      if (!response.headersSent) sendXml(response, 500, errorXml('InternalError', (error as Error).message));
      else response.end();
    }
  }, options.port);

  const apiEnv = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: running.url,
    S3_REGION: region,
    S3_PUBLIC_BASE_URL: `${running.url}/${bucket}`,
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: secretAccessKey,
  };
  return { url: running.url, close: running.close, bucket, accessKeyId, secretAccessKey, region, objects, requests, apiEnv };
}

if (require.main === module) runFromCommandLine(() => startFakeS3({ port: Number(process.env.PORT ?? 0) }), 'fake-s3');

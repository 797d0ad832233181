import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';
import { readBody, type RunningFake, sendJson } from './http-server';

// A local stand-in for a browser push service (what FCM, Mozilla autopush or Apple run) speaking the
// Web Push protocol (RFC 8030) over HTTPS with a self-signed certificate: POST {endpoint} with a
// VAPID Authorization header (RFC 8292, `vapid t=<ES256 JWT>, k=<public key>`), TTL, Urgency and an
// aes128gcm body (RFC 8291) that it decrypts with the subscription's private key and auth secret.
//
// Tests: `subscribe()` gives a subscription as a browser's PushSubscription.toJSON() would; pass
// `ca` to the sender's https agent; read `received`. From another process: `npx tsx
// tools/fakes/push-service.ts` prints {"url", "caFile"} (run the API with NODE_EXTRA_CA_CERTS=caFile
// and PUSH_SERVICE_HOSTS=127.0.0.1); POST {url}/__fake/subscriptions {"applicationServerKey"?} makes
// a subscription, GET {url}/__fake/received lists what arrived, POST {url}/__fake/respond
// {"endpoint", "status"} makes an endpoint answer that status (410: the subscription is gone).

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body. */
  payload: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  /** The VAPID key (`k`) and the JWT's `sub` the sender identified itself with. */
  vapidPublicKey: string;
  subject: string;
}

export interface FakePushService extends RunningFake {
  /** The certificate (PEM) to trust: it is its own CA. */
  readonly ca: string;
  /** Pushes accepted (answered 201), oldest first. */
  readonly received: ReceivedPush[];
  /** Pushes that arrived while holding and have no answer yet. */
  readonly held: number;
  /** A new subscription; with applicationServerKey, pushes signed with another VAPID key get 403 (as browsers bind it). */
  subscribe(options?: { applicationServerKey?: string }): PushSubscriptionJson;
  /**
   * This endpoint answers `status` (e.g. 410 Gone, 503) without accepting anything: from now on, or
   * only for the next `times` pushes; `retryAfterSeconds` adds a Retry-After header.
   */
  respondWith(endpoint: string, status: number, options?: { times?: number; retryAfterSeconds?: number }): void;
  /** Leaves pushes unanswered (a hanging push service) until release(), which accepts them. */
  hold(): void;
  release(): void;
}

interface Subscription {
  endpoint: string;
  receiver: ECDH;
  authSecret: Buffer;
  applicationServerKey?: string;
}

/** Push services cap the encrypted body at 4096 bytes (RFC 8030 section 7.2). */
const MAX_BODY_BYTES = 4096;
const URGENCIES = ['very-low', 'low', 'normal', 'high'];
/** RFC 8292: exp no more than 24 hours ahead. */
const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-push-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile,
        '-days', '2', '-subj', '/CN=fake push service', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

class PushError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` and returns the key and subject. */
function verifyVapid(header: string | undefined, audience: string): { publicKey: string; subject: string } {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) throw new PushError(401, 'missing VAPID authorization');
  const params = new Map(
    match[1].split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }),
  );
  const token = params.get('t') ?? '';
  const publicKey = params.get('k') ?? '';
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new PushError(401, 'k is not an uncompressed P-256 key');
  const [encodedHeader, encodedClaims, signature] = token.split('.');
  if (!encodedHeader || !encodedClaims || !signature) throw new PushError(401, 't is not a JWT');
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8')) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new PushError(401, 'the JWT must be ES256');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    throw new PushError(401, 'bad JWT signature');
  }
  const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  const nowSeconds = Date.now() / 1000;
  if (claims.aud !== audience) throw new PushError(401, `aud must be ${audience}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + MAX_JWT_LIFETIME_SECONDS + 60) {
    throw new PushError(401, 'exp missing, past or more than 24 hours ahead');
  }
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new PushError(401, 'sub must be a mailto: or https: contact');
  return { publicKey, subject: claims.sub! };
}

export async function startFakePushService(options: { port?: number } = {}): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const subscriptions = new Map<string, Subscription>();
  const forcedStatus = new Map<string, { status: number; remaining: number; retryAfterSeconds?: number }>();
  const received: ReceivedPush[] = [];
  const waiting: (() => void)[] = [];
  let holding = false;
  let origin = '';

  async function acceptPush(request: IncomingMessage, subscription: Subscription): Promise<ReceivedPush> {
    const body = await readBody(request, MAX_BODY_BYTES + 1);
    const forced = forcedStatus.get(subscription.endpoint);
    if (forced) {
      forced.remaining -= 1;
      if (forced.remaining <= 0) forcedStatus.delete(subscription.endpoint);
      throw new PushError(forced.status, 'forced by the test', forced.retryAfterSeconds);
    }
    const vapid = verifyVapid(request.headers.authorization, origin);
    if (subscription.applicationServerKey && vapid.publicKey !== subscription.applicationServerKey) {
      throw new PushError(403, 'VAPID key differs from the applicationServerKey of the subscription');
    }
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new PushError(400, 'TTL header missing or invalid');
    const urgency = String(request.headers.urgency ?? 'normal');
    if (!URGENCIES.includes(urgency)) throw new PushError(400, 'bad Urgency');
    if (body.length > MAX_BODY_BYTES) throw new PushError(413, 'payload too large');
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new PushError(415, 'Content-Encoding must be aes128gcm');
    let payload: string;
    try {
      payload = decrypt(body, { version: 'aes128gcm', privateKey: subscription.receiver, authSecret: subscription.authSecret }).toString('utf8');
    } catch {
      throw new PushError(400, 'the body does not decrypt');
    }
    const topic = request.headers.topic === undefined ? null : String(request.headers.topic);
    return { endpoint: subscription.endpoint, payload, ttl, urgency, topic, vapidPublicKey: vapid.publicKey, subject: vapid.subject };
  }

  function subscribe(subscribeOptions: { applicationServerKey?: string } = {}): PushSubscriptionJson {
    const receiver = createECDH('prime256v1');
    receiver.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `${origin}/push/${randomUUID()}`;
    subscriptions.set(endpoint, { endpoint, receiver, authSecret, applicationServerKey: subscribeOptions.applicationServerKey });
    return { endpoint, expirationTime: null, keys: { p256dh: receiver.getPublicKey('base64url'), auth: authSecret.toString('base64url') } };
  }

  const server = https.createServer({ key, cert }, async (request, response) => {
    try {
      const pathname = new URL(request.url ?? '/', origin).pathname;
      if (pathname === '/__fake/subscriptions' && request.method === 'POST') {
        const input = JSON.parse((await readBody(request, 10_000)).toString('utf8') || '{}') as { applicationServerKey?: string };
        return sendJson(response, 201, subscribe(input));
      }
      if (pathname === '/__fake/received' && request.method === 'GET') return sendJson(response, 200, received);
      if (pathname === '/__fake/respond' && request.method === 'POST') {
        const input = JSON.parse((await readBody(request, 10_000)).toString('utf8')) as { endpoint: string; status: number; times?: number };
        forcedStatus.set(input.endpoint, { status: input.status, remaining: input.times ?? Infinity });
        return sendJson(response, 200, { ok: true });
      }
      const subscription = subscriptions.get(`${origin}${pathname}`);
      if (!subscription) return sendJson(response, 404, { error: 'no such subscription' });
      if (request.method !== 'POST') return sendJson(response, 405, { error: 'POST only' });
      const push = await acceptPush(request, subscription);
      if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
      received.push(push);
      response.writeHead(201, { location: `${origin}/message/${randomUUID()}` });
      response.end();
    } catch (error) {
      const retryAfter = error instanceof PushError && error.retryAfterSeconds !== undefined ? { 'retry-after': String(error.retryAfterSeconds) } : {};
      sendJson(response, error instanceof PushError ? error.status : 500, { error: (error as Error).message }, retryAfter);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    ca: cert,
    received,
    get held() {
      return waiting.length;
    },
    subscribe,
    respondWith(endpoint, status, { times = Infinity, retryAfterSeconds } = {}) {
      forcedStatus.set(endpoint, { status, remaining: times, retryAfterSeconds });
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (require.main === module) {
  startFakePushService({ port: Number(process.env.PORT ?? 0) }).then(
    (fake) => {
      const caFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fake-push-ca-')), 'ca.pem');
      fs.writeFileSync(caFile, fake.ca);
      process.stdout.write(`${JSON.stringify({ fake: 'fake-push', url: fake.url, caFile })}\n`);
      const stop = () => void fake.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: Error) => {
      process.stderr.write(`fake-push failed to start: ${error.message}\n`);
      process.exit(1);
    },
  );
}

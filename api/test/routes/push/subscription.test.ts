import { createECDH, randomBytes } from 'node:crypto';
import { generateVAPIDKeys } from 'web-push';
import { buildTestApp, type SignedInUser, type TestApp } from '../../helper';

/** What a Chrome PushSubscription.toJSON() looks like. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}:APA91b${randomBytes(60).toString('base64url')}`) {
  const receiver = createECDH('prime256v1');
  receiver.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: receiver.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
}

describe('push subscription routes', () => {
  const vapid = generateVAPIDKeys();
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp({ env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    user = await t.signIn('elderly');
  });

  const stored = async (userId = user.user.id) =>
    (await t.db.query<{ subscription: unknown }>('select push_subscription as subscription from users where id = $1', [userId]))[0].subscription;
  const put = (body: unknown, as: SignedInUser = user, query = '') =>
    as.inject({ method: 'PUT', url: `/api/user/push-subscription${query}`, payload: body as object });

  it('GET /api/push/public-key gives the VAPID public key without a login', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('PUT stores the subscription (only its known fields) and replaces an earlier one; DELETE removes it', async () => {
    const first = browserSubscription();
    const response = await put({ subscription: { ...first, extra: 'dropped' } }, user, '?userType=elderly');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stored()).toEqual(first);

    const second = browserSubscription('https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk');
    expect((await put({ subscription: { ...second, expirationTime: 1_900_000_000_000 } })).statusCode).toBe(204);
    expect(await stored()).toEqual({ ...second, expirationTime: 1_900_000_000_000 });

    const removed = await user.inject({ method: 'DELETE', url: '/api/user/push-subscription' });
    expect(removed.statusCode).toBe(204);
    expect(await stored()).toBeNull();
    // Again: still 204.
    expect((await user.inject({ method: 'DELETE', url: '/api/user/push-subscription' })).statusCode).toBe(204);
  });

  it('accepts padded base64 keys and stores them unpadded', async () => {
    const subscription = browserSubscription('https://web.push.apple.com/QGuQyavXutnMH');
    const padded = { ...subscription, keys: { p256dh: `${subscription.keys.p256dh}=`, auth: `${subscription.keys.auth}==` } };
    expect((await put({ subscription: padded })).statusCode).toBe(204);
    expect(await stored()).toEqual(subscription);
  });

  it('touches only the caller\'s own subscription', async () => {
    const other = await t.signIn('volunteer');
    const mine = browserSubscription();
    await put({ subscription: mine });
    await put({ subscription: browserSubscription() }, other);
    await other.inject({ method: 'DELETE', url: '/api/user/push-subscription' });
    expect(await stored()).toEqual(mine);
  });

  it('needs a login, and a userType that matches the token', async () => {
    const subscription = browserSubscription();
    const anonymous = await t.inject({ method: 'PUT', url: '/api/user/push-subscription', payload: { subscription } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('AUTH_REQUIRED');
    expect((await t.inject({ method: 'DELETE', url: '/api/user/push-subscription' })).statusCode).toBe(401);
    const forged = await t.inject({ method: 'PUT', url: '/api/user/push-subscription', payload: { subscription }, headers: { authorization: 'Bearer x.y.z' } });
    expect(forged.statusCode).toBe(401);
    const mismatch = await put({ subscription }, user, '?userType=volunteer');
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('USER_TYPE_MISMATCH');
    expect(await stored()).toBeNull();
  });

  it('refuses endpoints outside the known push services (the server would POST there)', async () => {
    for (const endpoint of ['https://127.0.0.1/push', 'https://evil.example/fcm.googleapis.com', 'https://fcm.googleapis.com.evil.example/x', 'https://internal/x']) {
      const response = await put({ subscription: browserSubscription(endpoint) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'PUSH_SERVICE_NOT_ALLOWED', message: '지원하지 않는 푸시 서비스 주소입니다.' });
    }
    // A subdomain of an allowed service is fine (WNS hands out per-region hosts).
    expect((await put({ subscription: browserSubscription('https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB') })).statusCode).toBe(204);
  });

  describe('hostile or broken input: a 400 in Korean, never a 500, nothing stored', () => {
    const valid = browserSubscription();
    const otherCurvePoint = `BA${'A'.repeat(85)}`; // the right length, but not a point on P-256
    const cases: [string, unknown][] = [
      ['no body', undefined],
      ['null', null],
      ['an array', [valid]],
      ['the subscription at the top level', valid],
      ['a string subscription (legacy token)', { subscription: 'fcm-token-123' }],
      ['subscription as JSON text', { subscription: JSON.stringify(valid) }],
      ['http endpoint', { subscription: { ...valid, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' } }],
      ['javascript: endpoint', { subscription: { ...valid, endpoint: 'javascript:alert(1)' } }],
      ['endpoint with credentials', { subscription: { ...valid, endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/abc' } }],
      ['not a URL', { subscription: { ...valid, endpoint: 'https://' } }],
      ['a very long endpoint', { subscription: { ...valid, endpoint: `https://fcm.googleapis.com/${'a'.repeat(3000)}` } }],
      ['endpoint a number', { subscription: { ...valid, endpoint: 42 } }],
      ['no keys', { subscription: { endpoint: valid.endpoint } }],
      ['keys null', { subscription: { ...valid, keys: null } }],
      ['p256dh too short', { subscription: { ...valid, keys: { ...valid.keys, p256dh: 'k' } } }],
      ['p256dh not on the curve', { subscription: { ...valid, keys: { ...valid.keys, p256dh: otherCurvePoint } } }],
      ['p256dh with SQL', { subscription: { ...valid, keys: { ...valid.keys, p256dh: "'; drop table users; --" } } }],
      ['p256dh huge', { subscription: { ...valid, keys: { ...valid.keys, p256dh: 'A'.repeat(100_000) } } }],
      ['auth wrong length', { subscription: { ...valid, keys: { ...valid.keys, auth: 'YQ' } } }],
      ['auth an object', { subscription: { ...valid, keys: { ...valid.keys, auth: { $ne: '' } } } }],
      ['expirationTime a string', { subscription: { ...valid, expirationTime: 'soon' } }],
      ['prototype pollution', JSON.parse(`{"__proto__": {"admin": true}, "subscription": ${JSON.stringify({ ...valid, keys: null })}}`)],
    ];

    it.each(cases)('%s', async (_name, body) => {
      const response =
        body === undefined ? await user.inject({ method: 'PUT', url: '/api/user/push-subscription' }) : await put(body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
      expect(response.json().message).toMatch(/[가-힣]/);
      expect(await stored()).toBeNull();
    });

    it('a body over 8 KB is 413', async () => {
      const response = await user.inject({
        method: 'PUT',
        url: '/api/user/push-subscription',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ subscription: valid, padding: 'x'.repeat(10_000) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('names the problem: https endpoint, keys', async () => {
      expect((await put({ subscription: { ...valid, endpoint: 'http://x' } })).json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: '푸시 구독 주소(endpoint)는 https 주소여야 합니다.',
      });
      expect((await put({ subscription: { ...valid, keys: { ...valid.keys, auth: 'short' } } })).json().message).toBe(
        '푸시 구독 키(keys) 형식이 올바르지 않습니다.',
      );
    });
  });
});

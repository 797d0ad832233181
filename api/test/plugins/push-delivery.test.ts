import https from 'node:https';
import { generateRequestDetails, generateVAPIDKeys, getVapidHeaders, sendNotification } from 'web-push';
import { type FakePushService, type PushSubscriptionJson, startFakePushService } from '../../../tools/fakes/push-service';
import { type Actor, buildMatchingTestApp, helpRequest, type MatchingTestApp, seoul } from '../matching-fixtures';
import { waitFor } from '../wait';

const until = (condition: () => boolean) => waitFor(condition, { intervalMs: 10, what: 'the push service' });

describe('Web Push delivery of stored notifications (against a fake push service)', () => {
  // Generated once for the file and passed as the environment, as a deployment would.
  const vapid = generateVAPIDKeys();
  let fake: FakePushService;
  let t: MatchingTestApp;
  beforeAll(async () => {
    fake = await startFakePushService();
    t = await buildMatchingTestApp(seoul('2026-12-01T09:00'), {
      env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_SERVICE_HOSTS: '127.0.0.1' },
      // Short retry waits, so a test sees all tries of a failing send.
      push: { ca: fake.ca, retryDelaysMs: [20, 40] },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  let logStart = 0;
  // The app's log over this test only.
  const logs = () => t.logs().slice(logStart);
  beforeEach(async () => {
    fake.release();
    await t.app.push.idle();
    logStart = t.logs().length;
    await t.reset();
    fake.received.splice(0);
    t.clock.set(seoul('2026-12-01T09:00'));
  });

  /** Subscribes like the app would: the server's key as applicationServerKey, then PUT. */
  async function subscribe(actor: Actor, service = fake): Promise<PushSubscriptionJson> {
    const { publicKey } = (await t.inject({ method: 'GET', url: '/api/push/public-key' })).json();
    const subscription = service.subscribe({ applicationServerKey: publicKey });
    const response = await actor.inject({ method: 'PUT', url: '/api/user/push-subscription', payload: { subscription } });
    expect(response.statusCode).toBe(204);
    return subscription;
  }

  async function pick(elderly: Actor, volunteer: Actor, start = '2026-12-01T14:00') {
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start) });
    const matchingId = created.json().matchingId as number;
    const response = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    return { matchingId, response };
  }

  const pushesTo = (subscription: PushSubscriptionJson) =>
    fake.received.filter((push) => push.endpoint === subscription.endpoint).map((push) => ({ ...push, payload: JSON.parse(push.payload) }));
  const storedSubscription = async (actor: Actor) =>
    (await t.db.query<{ subscription: unknown }>('select push_subscription as subscription from users where id = $1', [actor.id]))[0].subscription;
  const notificationIds = async (actor: Actor) =>
    (await t.db.query<{ id: number }>('select id from notifications where recipient_id = $1 order by id', [actor.id])).map((row) => row.id);

  it('a match pushes one decrypted notification to each side, with the stored id and Korean texts', async () => {
    const volunteer = await t.volunteer({ name: '김하늘' });
    const elderly = await t.elderly({ name: '박순자' });
    const volunteerSubscription = await subscribe(volunteer);
    const elderlySubscription = await subscribe(elderly);

    const { response } = await pick(elderly, volunteer);
    expect(response.statusCode).toBe(200);
    await t.app.push.idle();

    const [elderlyNotificationId] = await notificationIds(elderly);
    const [volunteerNotificationId] = await notificationIds(volunteer);
    expect(pushesTo(elderlySubscription)).toEqual([
      {
        endpoint: elderlySubscription.endpoint,
        payload: {
          title: '봉사자가 정해졌어요',
          body: '김하늘 봉사자님과 12월 1일(화) 오후 2시 일정이 확정되었어요. 편안한 시간 되세요.',
          id: elderlyNotificationId,
          createdAt: '2026-12-01T09:00:00',
          url: `/notification?open=${elderlyNotificationId}`,
        },
        ttl: 86_400,
        urgency: 'normal',
        topic: null,
        vapidPublicKey: vapid.publicKey,
        subject: 'mailto:help@ieum.kr',
      },
    ]);
    expect(pushesTo(volunteerSubscription).map((push) => push.payload)).toEqual([
      {
        title: '새 봉사 일정이 잡혔어요',
        body: '박순자 어르신과 12월 1일(화) 오후 2시 일정이 확정되었어요. 요청서를 확인해주세요.',
        id: volunteerNotificationId,
        createdAt: '2026-12-01T09:00:00',
        url: `/notification?open=${volunteerNotificationId}`,
      },
    ]);
    expect(fake.received).toHaveLength(2);
  });

  it('reminders go out with high urgency, once, from the sweep', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    await pick(elderly, volunteer);
    const volunteerSubscription = await subscribe(volunteer);
    const elderlySubscription = await subscribe(elderly);

    t.clock.set(seoul('2026-12-01T13:00'));
    await t.tick();
    await t.tick();
    await t.app.push.idle();
    expect(pushesTo(elderlySubscription).map((push) => [push.urgency, push.payload.title])).toEqual([['high', '곧 봉사자님이 찾아뵈어요']]);
    expect(pushesTo(volunteerSubscription).map((push) => [push.urgency, push.payload.title])).toEqual([['high', '곧 봉사가 시작돼요']]);
  });

  it("a welfare worker's settlement of a missed visit is pushed to the volunteer with the date and the outcome", async () => {
    const volunteer = await t.volunteer({ name: '김하늘' });
    const elderly = await t.elderly({ name: '박순자' });
    const { matchingId } = await pick(elderly, volunteer);
    t.clock.set(seoul('2026-12-01T15:01'));
    await t.tick();
    await t.app.push.idle();
    const volunteerSubscription = await subscribe(volunteer);
    const staff = await t.actor('staff', { gender: null, phone: '01099990001' });
    await t.db.query(`insert into staff_districts (staff_id, district, position) values ($1, 'MAPO', 0)`, [staff.id]);

    const settled = await staff.inject({ method: 'POST', url: `/api/care/visit-reviews/${matchingId}/decision`, payload: { counted: true, minutes: 150, note: '전화로 확인' } });
    expect(settled.statusCode).toBe(200);
    await t.app.push.idle();
    expect(pushesTo(volunteerSubscription).map((push) => push.payload)).toEqual([
      expect.objectContaining({ title: '봉사 시간이 인정되었어요', body: '12월 1일 봉사 시간이 인정되었어요 (2시간 30분). 나의 봉사 시간에서 확인할 수 있어요.' }),
    ]);
  });

  it('a cancellation pushes to the other side only', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const { matchingId } = await pick(elderly, volunteer);
    const volunteerSubscription = await subscribe(volunteer);
    const elderlySubscription = await subscribe(elderly);

    expect((await elderly.inject({ method: 'DELETE', url: `/api/elderly/matching/${matchingId}` })).statusCode).toBe(200);
    await t.app.push.idle();
    expect(pushesTo(volunteerSubscription).map((push) => push.payload.title)).toEqual(['봉사 일정이 취소되었어요']);
    expect(pushesTo(elderlySubscription)).toEqual([]);
  });

  it('a 410 or 404 from the push service removes that subscription; later notifications are not pushed there', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const gone = await subscribe(elderly);
    const unknown = await subscribe(volunteer);
    fake.respondWith(gone.endpoint, 410);
    fake.respondWith(unknown.endpoint, 404);

    const { response } = await pick(elderly, volunteer);
    expect(response.statusCode).toBe(200);
    await t.app.push.idle();
    expect(await storedSubscription(elderly)).toBeNull();
    expect(await storedSubscription(volunteer)).toBeNull();
    expect(logs()).toContain('push subscription expired: removed');
    expect(await notificationIds(elderly)).toHaveLength(1);

    await pick(elderly, volunteer, '2026-12-02T14:00');
    await t.app.push.idle();
    expect(fake.received).toEqual([]);
  });

  it('a push service that is down changes nothing: the pick succeeds, notifications are stored, the error is logged without secrets', async () => {
    const down = await startFakePushService();
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    // The app trusts only the main fake's certificate, so a second one fails TLS; closing it makes it refuse connections.
    const refused = await subscribe(elderly, down);
    await down.close();
    const untrusted = await startFakePushService();
    const volunteerSubscription = await subscribe(volunteer, untrusted);

    const { response, matchingId } = await pick(elderly, volunteer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ matchingId, status: 'PROGRESS' });
    await t.app.push.idle();
    await untrusted.close();

    expect((await t.notificationsOf(elderly.id)).map((n) => n.kind)).toEqual(['MATCHED']);
    expect((await t.notificationsOf(volunteer.id)).map((n) => n.kind)).toEqual(['MATCHED']);
    const [activity] = await t.db.query('select status from activities where id = $1', [matchingId]);
    expect(activity).toEqual({ status: 'PROGRESS' });
    // A network or TLS failure is not a dead subscription: it stays.
    expect(await storedSubscription(elderly)).toEqual(refused);
    expect(await storedSubscription(volunteer)).toEqual(volunteerSubscription);

    const failures = logs().split('\n').filter((line) => line.includes('push delivery failed'));
    expect(failures).toHaveLength(2);
    expect(failures.join('\n')).toContain(`"pushService":"${new URL(refused.endpoint).origin}"`);
    for (const subscription of [refused, volunteerSubscription]) {
      expect(logs()).not.toContain(new URL(subscription.endpoint).pathname);
      expect(logs()).not.toContain(subscription.keys.auth);
      expect(logs()).not.toContain(subscription.keys.p256dh);
    }
  });

  it('a push service that is briefly unavailable gets the push on a later try', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const subscription = await subscribe(elderly);
    fake.respondWith(subscription.endpoint, 503, { times: 2 });
    await pick(elderly, volunteer);
    await t.app.push.idle();
    expect(pushesTo(subscription).map((push) => push.payload.title)).toEqual(['봉사자가 정해졌어요']);
    expect(logs().split('\n').filter((line) => line.includes('push try failed: retrying'))).toHaveLength(2);
    expect(logs()).not.toContain('push delivery failed');
  });

  it('waits as long as a 429 Retry-After asks before trying again', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const subscription = await subscribe(elderly);
    fake.respondWith(subscription.endpoint, 429, { times: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    await pick(elderly, volunteer);
    await t.app.push.idle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(pushesTo(subscription)).toHaveLength(1);
  });

  it('a refusal that another try cannot fix (400) is not retried, and three passing failures end it', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const refused = await subscribe(elderly);
    const failing = await subscribe(volunteer);
    fake.respondWith(refused.endpoint, 400, { times: 1 });
    fake.respondWith(failing.endpoint, 500, { times: 3 });
    await pick(elderly, volunteer);
    await t.app.push.idle();
    // A retry would have been accepted: the fake answers 400 once and 500 three times only.
    expect(pushesTo(refused)).toEqual([]);
    expect(pushesTo(failing)).toEqual([]);
    const failures = logs().split('\n').filter((line) => line.includes('push delivery failed')).map((line) => JSON.parse(line));
    expect(failures.map(({ statusCode, tries }) => ({ statusCode, tries })).sort((a, b) => a.statusCode - b.statusCode)).toEqual([
      { statusCode: 400, tries: 1 },
      { statusCode: 500, tries: 3 },
    ]);
    // Both subscriptions stay: neither said it was gone.
    expect(await storedSubscription(elderly)).toEqual(refused);
    expect(await storedSubscription(volunteer)).toEqual(failing);
  });

  it('the HTTP answer does not wait for the push service (a hanging one)', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    await subscribe(volunteer);
    await subscribe(elderly);
    fake.hold();

    const { response } = await pick(elderly, volunteer);
    expect(response.statusCode).toBe(200);
    // The pick has answered, and no push has been answered yet.
    expect(fake.received).toEqual([]);
    await until(() => fake.held === 2);
    expect(fake.received).toEqual([]);

    fake.release();
    await t.app.push.idle();
    expect(fake.received).toHaveLength(2);
  });

  it('users without a Web Push subscription get none: no subscription, a legacy token string, another host', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const bystander = await t.elderly();
    await subscribe(bystander);
    await t.app.users.setPushSubscription(elderly.id, 'legacy-fcm-token');
    await t.app.users.setPushSubscription(volunteer.id, { ...fake.subscribe(), endpoint: 'https://push.example/not-allowed' });

    const { response } = await pick(elderly, volunteer);
    expect(response.statusCode).toBe(200);
    await t.app.push.idle();
    expect(fake.received).toEqual([]);
    expect(logs()).not.toMatch(/push (delivery failed|dropped)/);
    expect(await storedSubscription(elderly)).toBe('legacy-fcm-token');
  });

  it('a subscription stored at login (fcmToken as JSON) is pushed to as well', async () => {
    const volunteer = await t.volunteer();
    const subscription = fake.subscribe({ applicationServerKey: vapid.publicKey });
    const { user, password } = await t.createUser({ userType: 'elderly', district: 'MAPO', name: '이영희' });
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password, userType: 'elderly', fcmToken: JSON.stringify(subscription) },
    });
    expect(login.statusCode).toBe(200);
    const accessToken = login.json().accessToken as string;
    const loggedIn: Actor = { user, id: user.id, inject: (request) => t.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${accessToken}` } }) };

    await pick(loggedIn, volunteer);
    await t.app.push.idle();
    expect(pushesTo(subscription).map((push) => push.payload.title)).toEqual(['봉사자가 정해졌어요']);
  });
});

describe('the fake push service checks what it receives', () => {
  let fake: FakePushService;
  let agent: https.Agent;
  beforeAll(async () => {
    fake = await startFakePushService();
    agent = new https.Agent({ ca: fake.ca });
  });
  afterAll(async () => {
    agent.destroy();
    await fake.close();
  });
  const keys = generateVAPIDKeys();
  const vapidDetails = { subject: 'mailto:help@ieum.kr', ...keys };

  /** Sends what web-push would, with the Authorization header replaced. */
  function sendWithAuthorization(subscription: PushSubscriptionJson, authorization: string): Promise<number> {
    const details = generateRequestDetails(subscription, 'hello', { vapidDetails, TTL: 60 });
    return new Promise((resolve, reject) => {
      const request = https.request(details.endpoint, { method: 'POST', headers: { ...details.headers, Authorization: authorization }, agent }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end(details.body);
    });
  }

  it('accepts a correct push and rejects another VAPID key, a forged signature and a wrong audience', async () => {
    const subscription = fake.subscribe({ applicationServerKey: keys.publicKey });
    await expect(sendNotification(subscription, 'hello', { vapidDetails, agent })).resolves.toMatchObject({ statusCode: 201 });
    expect(fake.received.at(-1)?.payload).toBe('hello');

    const other = generateVAPIDKeys();
    await expect(sendNotification(subscription, 'x', { vapidDetails: { ...vapidDetails, ...other }, agent })).rejects.toMatchObject({ statusCode: 403 });

    const valid = getVapidHeaders(fake.url, vapidDetails.subject, keys.publicKey, keys.privateKey, 'aes128gcm').Authorization;
    const forged = valid.replace(/t=([^.]+\.[^.]+)\.([^,]+)/, (_match, signed: string, signature: string) => `t=${signed}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    expect(await sendWithAuthorization(subscription, forged)).toBe(401);
    const wrongAudience = getVapidHeaders('https://push.example', vapidDetails.subject, keys.publicKey, keys.privateKey, 'aes128gcm').Authorization;
    expect(await sendWithAuthorization(subscription, wrongAudience)).toBe(401);
    expect(await sendWithAuthorization(subscription, valid)).toBe(201);
  });

  it('answers 404 for an unknown endpoint and does not decrypt with the wrong keys', async () => {
    const subscription = fake.subscribe();
    await expect(sendNotification({ ...subscription, endpoint: `${fake.url}/push/unknown` }, 'x', { vapidDetails, agent })).rejects.toMatchObject({ statusCode: 404 });
    const stranger = fake.subscribe();
    await expect(sendNotification({ ...subscription, keys: stranger.keys }, 'x', { vapidDetails, agent })).rejects.toMatchObject({ statusCode: 400 });
  });
});

import { randomBytes } from 'node:crypto';
import type { UserType } from '@ieum/domain';
import type { InjectOptions } from 'fastify';
import { testDatabaseKind } from '../../database';
import { buildMatchingTestApp, helpRequest, type MatchingTestApp, seoul } from '../../matching-fixtures';
import { waitFor } from '../../wait';

// Two API processes on one database: each keeps its own poll cache, so each must hear what the other wrote.
describe('the notification poll with two API processes on one database', () => {
  let writer: MatchingTestApp;
  let reader: MatchingTestApp;
  beforeAll(async () => {
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    writer = await buildMatchingTestApp(seoul('2026-12-01T09:00'), { env });
    reader = await buildMatchingTestApp(seoul('2026-12-01T09:00'), { env, database: writer.database });
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
  });

  async function pollOnReader(user: { id: number; userType: UserType }, etag?: string) {
    const { accessToken: token } = await reader.app.sessions.issue(user);
    const request: InjectOptions = {
      method: 'GET',
      url: '/api/user/notification',
      headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
    };
    return reader.inject(request);
  }

  /** Polls the reader the way the app does (faster here) until the answer is no longer 304. */
  async function pollUntilChanged(user: { id: number; userType: UserType }, etag: string, withinMs: number) {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const response = await pollOnReader(user, etag);
      if (response.statusCode !== 304 || Date.now() > deadline) return response;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('shows a notification written by the other process at the next poll, and its read state', async () => {
    const volunteer = await writer.volunteer({ name: '김하늘' });
    const elderly = await writer.elderly();
    const first = await pollOnReader(elderly.user);
    expect(first.json()).toEqual([]);
    const etag = first.headers.etag as string;
    expect((await pollOnReader(elderly.user, etag)).statusCode).toBe(304);

    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-01T14:00') });
    const { matchingId } = created.json();
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });

    const changed = await pollUntilChanged(elderly.user, etag, 2_000);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[0].title).toBe('봉사자가 정해졌어요');

    const readEtag = changed.headers.etag as string;
    expect((await elderly.inject({ method: 'PATCH', url: '/api/user/notification' })).statusCode).toBe(204);
    const read = await pollUntilChanged(elderly.user, readEtag, 2_000);
    expect(read.statusCode).toBe(200);
    expect(read.json()[0].readAt).not.toBeNull();
  });

  (testDatabaseKind === 'postgres' ? it : it.skip)('hears the other process again after its listening connection was cut', async () => {
    const elderly = await writer.elderly();
    const etag = (await pollOnReader(elderly.user)).headers.etag as string;
    const cut = await writer.db.query<{ pid: number; cut: boolean }>(
      `select pid, pg_terminate_backend(pid) as cut from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    );
    expect(cut.length).toBeGreaterThanOrEqual(2); // one per process
    // Both reconnect by themselves (after 1 s, then backing off); until then the cleared caches read the database.
    await waitFor(
      async () => {
        const [{ listening }] = await writer.db.query<{ listening: number }>(
          `select count(*)::int as listening from pg_stat_activity
           where datname = current_database() and query ilike 'listen %' and not (pid = any($1::int[]))`,
          [cut.map((row) => row.pid)],
        );
        return listening >= 2;
      },
      { what: 'both processes to listen again' },
    );
    expect((await pollOnReader(elderly.user, etag)).statusCode).toBe(304);

    await writer.app.notifications.withNotifications(async (_tx, notify) =>
      notify([{ recipientId: elderly.id, kind: 'MATCHED', activityId: null, title: '알림 확인', body: '다시 연결된 뒤의 알림' }]),
    );
    const changed = await pollUntilChanged(elderly.user, etag, 2_000);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[0].body).toBe('다시 연결된 뒤의 알림');
  });
});

import { type Actor, helpRequest, seoul, useMatchingTestApp } from '../../matching-fixtures';

describe('GET /api/user/notification (the 5-second poll)', () => {
  const t = useMatchingTestApp();

  async function match(elderly: Actor, volunteer: Actor, start: string) {
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start) });
    const matchingId = created.json().matchingId as number;
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    return matchingId;
  }
  const poll = (actor: Actor, query = '', headers: Record<string, string> = {}) =>
    actor.inject({ method: 'GET', url: `/api/user/notification${query}`, headers });

  it('returns the caller\'s notifications newest first with the documented fields and Seoul times', async () => {
    const volunteer = await t.volunteer({ name: '김하늘' });
    const elderly = await t.elderly({ name: '박순자' });
    const empty = await poll(elderly, '?userType=elderly');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    await match(elderly, volunteer, '2026-12-01T14:00');
    t.clock.set(seoul('2026-12-01T10:15'));
    const secondMatch = await match(elderly, volunteer, '2026-12-02T14:00');
    const response = await poll(elderly, '?userType=ELDERLY');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const items = response.json();
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      kind: 'MATCHED',
      activityId: secondMatch,
      careAlertId: null,
      title: '봉사자가 정해졌어요',
      body: '김하늘 봉사자님과 12월 2일(수) 오후 2시 일정이 확정되었어요. 편안한 시간 되세요.',
      createdAt: '2026-12-01T10:15:00',
      readAt: null,
    });
    expect(items[0].id).toBeGreaterThan(items[1].id);
    expect(items[1].createdAt).toBe('2026-12-01T09:00:00');
    // Never another user's.
    const stranger = await t.elderly();
    expect((await poll(stranger)).json()).toEqual([]);
  });

  it('says what each notification is about (kind and activity), so the app can open that page', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const activityId = await match(elderly, volunteer, '2026-12-01T14:00');
    t.clock.set(seoul('2026-12-01T14:30'));
    expect((await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${activityId}` })).statusCode).toBe(200);
    const items = (await poll(volunteer, '?userType=volunteer')).json();
    expect(items.map((item: { kind: string; activityId: number }) => [item.kind, item.activityId])).toEqual([
      ['MARKED_DONE', activityId],
      ['MATCHED', activityId],
    ]);
  });

  it('answers 304 without a body while nothing changed, and a fresh list after a new notification', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    await match(elderly, volunteer, '2026-12-01T14:00');
    const first = await poll(elderly);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await poll(elderly, '', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // A content-length on a 304 makes keep-alive clients wait for a body that never comes.
    expect(unchanged.headers['content-length']).toBeUndefined();
    expect(unchanged.headers.etag).toBe(etag);
    expect((await poll(elderly, '', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await poll(elderly, '', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    // A tag names the window it was sent for: another limit or afterId gets its own answer.
    const window = await poll(elderly, '?limit=1', { 'if-none-match': etag });
    expect(window.statusCode).toBe(200);
    expect(window.json()).toHaveLength(1);
    expect((await poll(elderly, '?limit=1', { 'if-none-match': window.headers.etag as string })).statusCode).toBe(304);
    expect((await poll(elderly, '?afterId=0', { 'if-none-match': etag })).statusCode).toBe(200);

    t.clock.set(seoul('2026-12-01T13:00'));
    await t.tick(); // the reminder
    const changed = await poll(elderly, '', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[0].title).toBe('곧 봉사자님이 찾아뵈어요');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers "nothing new" from memory: no notification rows read for a 304', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    await match(elderly, volunteer, '2026-12-01T14:00');
    const etag = (await poll(elderly)).headers.etag as string;
    const query = jest.spyOn(t.db, 'query');
    const transaction = jest.spyOn(t.db, 'transaction');
    for (let i = 0; i < 5; i += 1) expect((await poll(elderly, '', { 'if-none-match': etag })).statusCode).toBe(304);
    expect(query).not.toHaveBeenCalled();
    expect(transaction).not.toHaveBeenCalled();
    query.mockRestore();
    transaction.mockRestore();
  });

  it('does not keep a head read that overlapped a new notification', async () => {
    const elderly = await t.elderly();
    const readHead = t.db.query.bind(t.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let readDone!: () => void;
    const read = new Promise<void>((resolve) => (readDone = resolve));
    const query = jest.spyOn(t.db, 'query').mockImplementationOnce(async (sql, params) => {
      const rows = await readHead(sql, params);
      readDone();
      await gate;
      return rows as never;
    });
    const slowHead = t.app.notifications.head(elderly.id);
    await read; // the old head is read and not yet returned
    await t.app.notifications.withNotifications(async (_tx, notify) =>
      notify([{ recipientId: elderly.id, kind: 'WAITING', activityId: null, title: '찾는 중', body: '봉사자님을 찾고 있어요.' }]),
    );
    release();
    expect((await slowHead).latestId).toBe(0);
    query.mockRestore();
    expect((await t.app.notifications.head(elderly.id)).latestId).toBeGreaterThan(0);
  });

  it('with afterId: only newer ones, [] when none', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    await match(elderly, volunteer, '2026-12-01T14:00');
    const [first] = (await poll(elderly)).json();
    expect((await poll(elderly, `?afterId=${first.id}`)).json()).toEqual([]);
    await match(elderly, volunteer, '2026-12-02T14:00');
    const newer = (await poll(elderly, `?afterId=${first.id}`)).json();
    expect(newer).toHaveLength(1);
    expect(newer[0].id).toBeGreaterThan(first.id);
    expect((await poll(elderly, '?afterId=abc')).statusCode).toBe(400);
    expect((await poll(elderly, '?limit=1')).json()).toHaveLength(1);
    expect((await poll(elderly, '?limit=1000')).statusCode).toBe(400);
  });

  it('marks read (one or all), which changes the ETag; another user\'s id is 404', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    await match(elderly, volunteer, '2026-12-01T14:00');
    await match(elderly, volunteer, '2026-12-02T14:00');
    const before = await poll(elderly);
    const [newest, older] = before.json();
    t.clock.set(seoul('2026-12-01T09:30'));
    expect((await elderly.inject({ method: 'PATCH', url: `/api/user/notification/${older.id}` })).statusCode).toBe(204);
    const after = await poll(elderly, '', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((n: { readAt: string | null }) => n.readAt)).toEqual([null, '2026-12-01T09:30:00']);

    expect((await volunteer.inject({ method: 'PATCH', url: `/api/user/notification/${newest.id}` })).statusCode).toBe(404);
    expect((await elderly.inject({ method: 'PATCH', url: '/api/user/notification/987654' })).statusCode).toBe(404);
    expect((await elderly.inject({ method: 'PATCH', url: '/api/user/notification' })).statusCode).toBe(204);
    expect((await poll(elderly)).json().every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    // Marking an already read one again is fine.
    expect((await elderly.inject({ method: 'PATCH', url: `/api/user/notification/${older.id}` })).statusCode).toBe(204);
  });

  it('checks the userType against the token and needs a token', async () => {
    const elderly = await t.elderly();
    const volunteer = await t.volunteer();
    expect((await poll(elderly, '?userType=volunteer')).statusCode).toBe(403);
    expect((await poll(volunteer, '?userType=elderly')).json().code).toBe('USER_TYPE_MISMATCH');
    expect((await poll(volunteer, '?userType=volunteer')).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/user/notification' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/user/notification', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });

  it('keeps notifications 90 days, then purges them', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    await match(elderly, volunteer, '2026-12-01T14:00');
    const etag = (await poll(elderly)).headers.etag as string;
    t.clock.set(seoul('2027-02-28T09:00')); // 89 days later
    await t.app.notifications.purge();
    expect((await poll(elderly)).json()).toHaveLength(1);
    t.clock.set(seoul('2027-03-02T09:00'));
    await t.app.notifications.purge();
    const purged = await poll(elderly, '', { 'if-none-match': etag });
    expect(purged.statusCode).toBe(200);
    expect(purged.json()).toEqual([]);
  });
});

import { SERVICE_KEY_HEADER, serviceKey } from '@ieum/server-kit';
import { buildTestApp, type TestApp } from '../../helper';

/** POST /internal/chat/memories/forget: the user said 그건 잊어 주세요 (issue 21). */
describe('forgetting remembered facts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const internal = (url: string, payload: object, key = serviceKey(new TextEncoder().encode(t.config.JWT_SECRET!))) =>
    t.inject({ method: 'POST', url, payload, headers: { [SERVICE_KEY_HEADER]: key } });

  it("removes only the named kinds of only that user's memories, and hides from callers without the key", async () => {
    const [first, second] = [await t.signIn('elderly'), await t.signIn('elderly')];
    const memories = [
      { kind: 'plan:2026-12-02:병원', value: '2026-12-02|병원' },
      { kind: 'plan:2026-12-04:복지관', value: '2026-12-04|복지관' },
      { kind: '손녀:지민', value: '지민' },
    ];
    for (const user of [first, second]) {
      const saved = await internal('/internal/chat/exchange', { userId: user.user.id, user: { text: '말', emotion: '평온' }, ai: { text: '네', audioPath: null }, memories });
      expect(saved.statusCode).toBe(200);
    }
    const forgot = await internal('/internal/chat/memories/forget', { userId: first.user.id, kinds: ['plan:2026-12-02:병원', '없는:것'] });
    expect(forgot.json()).toEqual({ removed: 1 });
    const kinds = async (userId: number) => (await t.inject({ method: 'GET', url: `/internal/chat/context?userId=${userId}`, headers: { [SERVICE_KEY_HEADER]: serviceKey(new TextEncoder().encode(t.config.JWT_SECRET!)) } })).json().memories.map((memory: { kind: string }) => memory.kind).sort();
    expect(await kinds(first.user.id)).toEqual(['plan:2026-12-04:복지관', '손녀:지민']);
    expect(await kinds(second.user.id)).toHaveLength(3);

    expect((await internal('/internal/chat/memories/forget', { userId: first.user.id, kinds: ['손녀:지민'] }, 'wrong')).statusCode).toBe(404);
    expect((await internal('/internal/chat/memories/forget', { userId: first.user.id, kinds: [] })).statusCode).toBe(400);
    expect(await kinds(first.user.id)).toHaveLength(2);
  });
});

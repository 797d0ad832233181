import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatInternal, serviceKey } from '@ieum/server-kit';
import type { SignedInUser } from '../../api/test/helper';
import { createChatStoreClient } from '../src/store/chat-store-client';
import { type ChatStack, startChatStack } from './chat-helper';

// The AI host's client and the API's internal routes share one schema module
// (server-kit/src/chat-internal.ts): the API validates and answers with it, the client parses every
// answer with it. Here the real client talks to the real API over HTTP, so a shape changed on
// either side (a field renamed, dropped or retyped in one place) fails this file.
describe('the internal chat contract between the AI host and the API', () => {
  let stack: ChatStack;
  let client: ReturnType<typeof createChatStoreClient>;
  const warnings: string[] = [];
  beforeAll(async () => {
    stack = await startChatStack();
    client = createChatStoreClient({
      baseUrl: stack.apiUrl,
      serviceKey: serviceKey(new TextEncoder().encode(stack.api.config.JWT_SECRET!)),
      timeoutMs: 10_000,
      log: { warn: (_obj, msg) => void warnings.push(msg) },
    });
  }, 180_000);
  afterAll(() => stack.close());
  beforeEach(async () => {
    warnings.length = 0;
    await stack.api.reset();
  });

  async function elderly(): Promise<SignedInUser> {
    const user = await stack.api.signIn('elderly');
    await user.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '해님' } });
    return user;
  }

  it('every internal call the AI host makes is answered in the shared shapes', async () => {
    const user = await elderly();
    const userId = user.user.id;
    const sessionId = JSON.parse(Buffer.from(user.accessToken.split('.')[1], 'base64url').toString()).sid as string;

    const empty = await client.context(userId, sessionId);
    expect(empty).toMatchObject({ chatbot: { name: '해님' }, recent: [], memories: [], lastCrisis: null, helpDraft: { draft: null, updatedAt: null } });
    expect(empty.helpDraft.address).toEqual({ districtName: expect.any(String), detail: expect.any(String) });

    const saved = await client.saveExchange({
      userId,
      user: { text: '내일 병원에 가요', emotion: '불안' },
      ai: { text: '병원에 가시는군요.', audioPath: null },
      memories: [{ kind: 'plan', value: '2026-12-02|병원' }],
      risk: { level: 'crisis', kind: 'FALL' },
      visitOffered: true,
    });
    expect(saved.ai).toMatchObject({ sender: 'ai', text: '병원에 가시는군요.' });
    await client.saveHelpDraft(userId, { fields: {}, description: '병원 동행', asked: 'date', helpChoices: [], misses: 0 });

    const context = await client.context(userId, sessionId);
    expect(context.recent.map((message) => message.sender)).toEqual(['user', 'ai']);
    expect(context.lastCrisis).toMatchObject({ kind: 'FALL', userTurnsSince: 0 });
    expect(context.helpDraft.draft).toMatchObject({ description: '병원 동행' });
    expect(context.emotionCounts14d).toEqual({ 불안: 1 });
    expect(await client.helpDraft(userId)).toEqual(context.helpDraft);

    expect((await client.history(userId, 10)).messages).toHaveLength(2);
    expect(await client.forgetMemories(userId, ['plan'])).toEqual({ removed: 1 });
    expect(await client.dropHelpDraft(userId)).toEqual({ ok: true });
    expect(await client.cancelChatHelpRequest(userId)).toEqual({ canceled: null });
    expect(warnings).toEqual([]);
  });

  it('answers the context call with 401 SESSION_ENDED once the token\'s session has ended', async () => {
    const user = await elderly();
    const sessionId = JSON.parse(Buffer.from(user.accessToken.split('.')[1], 'base64url').toString()).sid as string;
    await expect(client.context(user.user.id, sessionId)).resolves.toBeDefined();
    expect((await user.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: user.refreshToken } })).statusCode).toBe(204);
    await expect(client.context(user.user.id, sessionId)).rejects.toMatchObject({ statusCode: 401, code: 'SESSION_ENDED' });
    // Another user's live session is not this user's.
    const other = await elderly();
    const otherSession = JSON.parse(Buffer.from(other.accessToken.split('.')[1], 'base64url').toString()).sid as string;
    await expect(client.context(user.user.id, otherSession)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses an answer outside the contract (an API that changed a shape) with 503, never acting on it', async () => {
    // An API that still answers the context's older shape: no helpDraft, recent messages without ids.
    const old = http.createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ chatbot: null, recent: [{ sender: 'user', text: '안녕', createdAt: '2026-12-01T10:00:00' }], memories: [], lastVisitOfferAt: null, emotionCounts14d: {}, lastCrisis: null, careCircle: { welfareWorkerName: null, familyLinked: false } }));
    });
    await new Promise<void>((resolve) => old.listen(0, '127.0.0.1', resolve));
    try {
      const outdated = createChatStoreClient({ baseUrl: `http://127.0.0.1:${(old.address() as AddressInfo).port}`, serviceKey: 'k', timeoutMs: 5_000, log: { warn: (_obj, msg) => void warnings.push(msg) } });
      await expect(outdated.context(1)).rejects.toMatchObject({ statusCode: 503, code: 'CHAT_STORE_UNAVAILABLE' });
      expect(warnings).toEqual(['chat store (API) answered outside the contract']);
    } finally {
      old.close();
    }
  });

  it('refuses a request outside the contract on the API side (400)', async () => {
    const user = await elderly();
    const key = serviceKey(new TextEncoder().encode(stack.api.config.JWT_SECRET!));
    const response = await fetch(new URL(chatInternal.CHAT_INTERNAL_PATHS.exchange, stack.apiUrl), {
      method: 'POST',
      headers: { 'x-ieum-service-key': key, 'content-type': 'application/json' },
      // An older client's field name (message instead of user).
      body: JSON.stringify({ userId: user.user.id, message: { text: '안녕', emotion: '평온' }, ai: { text: '네', audioPath: null } }),
    });
    expect(response.status).toBe(400);
  });

  describe('a chat turn on an AI host that checks sessions (API_URL)', () => {
    const calls: string[] = [];
    let spy: jest.SpyInstance;
    beforeEach(() => {
      calls.length = 0;
      const realFetch = globalThis.fetch;
      spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.searchParams.has('sessionId') ? ' +session' : ''}`);
        return realFetch(input, init);
      });
    });
    afterEach(() => spy.mockRestore());

    it('reads everything in one call that also checks the session, and stores in one more', async () => {
      const host = await stack.aiHost({ API_URL: stack.apiUrl, AI_SPEECH: 'off' });
      const user = await elderly();
      const turn = await host.app.inject({ method: 'POST', url: '/chat/text', headers: { authorization: `Bearer ${user.accessToken}` }, payload: { text: '오늘 날씨가 좋네요' } });
      expect(turn.statusCode).toBe(200);
      expect(turn.headers['server-timing']).toMatch(/context;dur=[\d.]+/);
      expect(calls).toEqual(['GET /internal/chat/context +session', 'POST /internal/chat/exchange']);

      // Other routes still ask the API about the session on their own.
      calls.length = 0;
      expect((await host.app.inject({ method: 'GET', url: '/chat/history', headers: { authorization: `Bearer ${user.accessToken}` } })).statusCode).toBe(200);
      expect(calls).toEqual(['GET /api/auth/session', 'GET /internal/chat/history']);
    });

    it('after logout refuses the turn with 401 SESSION_ENDED and stores nothing', async () => {
      const host = await stack.aiHost({ API_URL: stack.apiUrl, AI_SPEECH: 'off' });
      const user = await elderly();
      const say = () => host.app.inject({ method: 'POST', url: '/chat/text', headers: { authorization: `Bearer ${user.accessToken}` }, payload: { text: '안녕하세요' } });
      expect((await say()).statusCode).toBe(200);
      expect((await user.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: user.refreshToken } })).statusCode).toBe(204);
      calls.length = 0;
      const refused = await say();
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 'SESSION_ENDED', message: '인증이 만료되었습니다. 다시 로그인해주세요.' });
      expect(calls).toEqual(['GET /internal/chat/context +session']);
      const [{ count }] = await stack.api.db.query<{ count: number }>('select count(*)::int as count from chat_messages where user_id = $1', [user.user.id]);
      expect(Number(count)).toBe(2);
    });
  });
});

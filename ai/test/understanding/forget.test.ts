import type { SignedInUser } from '../../../api/test/helper';
import { type ChatStack, startChatStack } from '../chat-helper';

type Host = Awaited<ReturnType<ChatStack['aiHost']>>;

/** Through the AI host and the real API: remembered appointments answered, then forgotten on request. */
describe('memory questions and forgetting, end to end', () => {
  let stack: ChatStack;
  let host: Host;
  beforeAll(async () => {
    stack = await startChatStack();
    host = await stack.aiHost({ AI_SPEECH: 'off' });
  }, 180_000);
  afterAll(() => stack.close());

  const say = async (user: SignedInUser, text: string): Promise<string> => {
    const response = await host.app.inject({ method: 'POST', url: '/chat/text', headers: { authorization: `Bearer ${user.accessToken}` }, payload: { text } });
    expect(response.statusCode).toBe(200);
    return response.json().data.response.text;
  };

  it('remembers two appointments and a grandchild, answers from them, and forgets what it is told to', async () => {
    const user = await stack.api.signIn('elderly');
    await user.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '해님' } });
    await say(user, '내일 병원에 가요');
    await say(user, '손녀 지민이가 다음 주에 온대요');
    await say(user, '모레는 복지관에 가기로 했어요');
    expect(await say(user, '내가 내일 어디 간다고 했는지 기억나요?')).toContain('내일 병원에 가신다고 하셨어요');
    expect(await say(user, '내 손녀 이름 기억해요?')).toContain('손녀 지민이');

    expect(await say(user, '병원 얘기는 잊어 줘')).toMatch(/병원.*잊을게요/);
    const rows = await stack.api.db.query<{ kind: string }>('select kind from chat_memories where user_id = $1 order by kind', [user.user.id]);
    expect(rows.map((row) => row.kind).filter((kind) => kind.startsWith('plan:'))).toHaveLength(1);
    expect(rows.map((row) => row.kind).some((kind) => kind.includes('병원'))).toBe(false);
    expect(await say(user, '내가 내일 어디 간다고 했지?')).not.toContain('병원');
  });
});

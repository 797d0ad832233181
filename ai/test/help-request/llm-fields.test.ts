import type { SignedInUser } from '../../../api/test/helper';
import { type FakeOpenAi, startFakeOpenAi } from '../../../tools/fakes/openai-server';
import { readExtraction } from '../../src/companion/help-request/llm-fields';
import { type ChatStack, startChatStack } from '../chat-helper';
import { NOW } from './wishes';

describe('the LLM may read the fields of a help request (validated by the schema)', () => {
  it('takes only answers in the schema, and never an impossible date', () => {
    expect(readExtraction('{"date":"2026-11-27","time":"17:00","helpType":"HEALTH","animal":null}')).toEqual({
      date: { year: 2026, month: 11, day: 27 },
      minuteOfDay: 17 * 60,
      help: { type: 'HEALTH', label: '병원 동행' },
    });
    expect(readExtraction('결과: {"date":null,"time":null,"helpType":null,"animal":"cat"} 입니다')).toEqual({ animal: 'cat' });
    expect(readExtraction('{"date":"2026-02-30","time":null,"helpType":null,"animal":null}')).toEqual({});
    expect(readExtraction('{"date":null,"time":"25:00","helpType":null,"animal":null}')).toBeNull();
    expect(readExtraction('{"date":null,"time":null,"helpType":"COOKING","animal":null}')).toBeNull();
    expect(readExtraction('내일 다섯 시요')).toBeNull();
  });

  describe('in the conversation, against the real API and a local OpenAI-compatible server', () => {
    let stack: ChatStack;
    let fake: FakeOpenAi;
    let host: Awaited<ReturnType<ChatStack['aiHost']>>;
    let extraction = '';
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      // Structured requests (response_format) are the risk classification and the field extraction.
      fake.classification = (request) => (request.messages[0].content.includes('신청서 항목') ? extraction : { level: 'none', kind: null });
      fake.reply = () => '네, 말씀 잘 들었어요.';
      stack = await startChatStack(() => NOW);
      host = await stack.aiHost(
        { AI_LLM_BASE_URL: fake.baseURL, AI_LLM_API_KEY: fake.apiKey, AI_LLM_MODEL: 'test-model', AI_CHAT_MAX_PER_MINUTE: '1000' },
        { now: () => NOW, speech: null },
      );
    }, 180_000);
    afterAll(async () => {
      await stack.close();
      await fake.close();
    });
    beforeEach(() => stack.api.reset());

    async function say(user: SignedInUser, text: string): Promise<string> {
      const response = await host.app.inject({ method: 'POST', url: '/chat/text', headers: { authorization: `Bearer ${user.accessToken}` }, payload: { text } });
      expect(response.statusCode).toBe(200);
      return response.json().data.response.text as string;
    }
    const created = async () => (await stack.api.db.query('select 1 from activities')).length;

    it('fills the time the parser could not read; the rules, the read-back and the yes still apply', async () => {
      const user = await stack.api.signIn('elderly', { district: 'DOBONG', addressDetail: '방학로 12' });
      extraction = '{"date":"2026-11-27","time":"17:00","helpType":"HEALTH","animal":null}';
      expect(await say(user, '내일 해 질 무렵에 병원 같이 가 줄 사람 있을까요')).toMatch(/반려동물/);
      const extractionCall = fake.chatRequests.find((request) => request.messages[0].content.includes('신청서 항목'));
      expect(extractionCall).toMatchObject({ response_format: { type: 'json_object' }, temperature: 0 });
      extraction = '{"date":null,"time":null,"helpType":null,"animal":"none"}';
      expect(await say(user, '없어요')).toBe('11월 27일 (금) 오후 5시, 병원 동행, 주소는 도봉구 방학로 12로 신청할까요?');
      expect(await created()).toBe(0);
      // A time off the grid from the LLM is explained like any other.
      extraction = '{"date":null,"time":"17:10","helpType":null,"animal":null}';
      expect(await say(user, '해 지기 조금 전으로 바꿔 주세요')).toMatch(/정각이나 30분/);
      expect(await created()).toBe(0);
    });

    it('an answer outside the schema is ignored: the built-in parser asks for the time', async () => {
      const user = await stack.api.signIn('elderly');
      extraction = '다섯 시쯤이요';
      expect(await say(user, '내일 해 질 무렵에 병원 같이 가 줄 사람 있을까요')).toMatch(/몇 시/);
      expect(host.logs()).toMatch(/LLM field extraction failed/);
      expect(await created()).toBe(0);
    });
  });
});

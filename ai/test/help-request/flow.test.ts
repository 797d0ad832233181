import type { SignedInUser } from '../../../api/test/helper';
import { type ChatStack, startChatStack } from '../chat-helper';
import { NOW, WISHES } from './wishes';

type Host = Awaited<ReturnType<ChatStack['aiHost']>>;

describe('asking for help by talking, against the real API (issue 26)', () => {
  let stack: ChatStack;
  let host: Host;
  let clock = NOW;
  const now = () => clock;
  beforeAll(async () => {
    stack = await startChatStack(now);
    host = await stack.aiHost({ AI_CHAT_MAX_PER_MINUTE: '100000' }, { now, speech: null });
  }, 180_000);
  afterAll(() => stack.close());
  beforeEach(async () => {
    clock = NOW;
    await stack.api.reset();
  });

  async function say(user: SignedInUser, text: string, target: Host = host): Promise<string> {
    const response = await target.app.inject({ method: 'POST', url: '/chat/text', headers: { authorization: `Bearer ${user.accessToken}` }, payload: { text } });
    expect(response.statusCode).toBe(200);
    return response.json().data.response.text as string;
  }
  const requests = () =>
    stack.api.db.query<{ id: number; helpType: string; startTime: Date; animalType: string; requestedIn: string; status: string; volunteerId: number | null; addDescription: string }>(
      `select id, help_type as "helpType", start_time as "startTime", animal_type as "animalType", requested_in as "requestedIn", status,
         volunteer_id as "volunteerId", add_description as "addDescription" from activities order by id`,
    );
  const elderly = () => stack.api.signIn('elderly', { district: 'DOBONG', addressDetail: '방학로 12' });
  async function volunteer(name: string) {
    const user = await stack.api.signIn('volunteer', { district: 'DOBONG', name });
    const schedules = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((dayOfWeek) => ({ dayOfWeek, time: '13:00' }));
    const saved = await user.inject({ method: 'POST', url: '/api/volunteer/schedule', payload: { schedules, category: 15 } });
    expect(saved.statusCode).toBe(200);
    return user;
  }

  it('asks only for what is missing, reads the request back and creates it after the yes, matched to a volunteer who fits', async () => {
    const user = await elderly();
    const helper = await volunteer('김봉사');
    expect(await say(user, '내일 오후 두 시에 병원 같이 가 줄 사람 있을까요?')).toMatch(/반려동물이 있나요/);
    const readBack = await say(user, '없어요');
    expect(readBack).toBe('11월 27일 (금) 오후 2시, 병원 동행, 주소는 도봉구 방학로 12로 신청할까요?');
    expect(await requests()).toEqual([]);
    const done = await say(user, '네');
    expect(done).toBe('신청했어요. 김봉사 봉사자님이 11월 27일 (금) 오후 2시에 찾아뵐 거예요. 신청 현황에서도 보실 수 있어요.');
    const [created] = await requests();
    expect(created).toMatchObject({
      helpType: 'HEALTH',
      startTime: new Date('2026-11-27T05:00:00Z'),
      animalType: 'none',
      requestedIn: 'chat',
      status: 'PROGRESS',
      volunteerId: helper.user.id,
      addDescription: '내일 오후 두 시에 병원 같이 가 줄 사람 있을까요?',
    });
    const notices = await stack.api.db.query('select 1 from notifications where recipient_id = $1', [helper.user.id]);
    expect(notices.length).toBeGreaterThan(0);
    const list = await user.inject({ method: 'GET', url: '/api/volunteerActivity/registration?userType=elderly' });
    expect(list.json()).toEqual([expect.objectContaining({ id: created.id, requestedIn: 'chat', volunteerName: '김봉사' })]);

    expect(await say(user, '그거 취소해 주세요')).toBe('11월 27일 (금) 오후 2시 방문 신청을 취소했어요.');
    expect((await requests())[0].status).toBe('CANCELED');
  });

  it('asks one question at a time, explains the rules in words, takes a change and a no back a step', async () => {
    const user = await elderly();
    expect(await say(user, '형광등 좀 갈아 줄 사람 있나요')).toMatch(/^어느 날/);
    expect(await say(user, '이번 주 월요일')).toMatch(/이미 지났어요/);
    expect(await say(user, '1월 30일')).toBe('방문은 오늘부터 60일 안, 1월 25일까지만 신청할 수 있어요. 그 안의 날을 말씀해 주세요.');
    expect(await say(user, '모레 아침에요')).toBe('아침 몇 시쯤이 좋으세요?');
    expect(await say(user, '9시 15분')).toMatch(/정각이나 30분/);
    expect(await say(user, '아홉 시 반')).toMatch(/반려동물/);
    expect(await say(user, '고양이 있어요')).toBe('11월 28일 (토) 오전 9시 30분, 형광등 교체, 집에 고양이 있음, 주소는 도봉구 방학로 12로 신청할까요?');
    expect(await say(user, '세 시로 해 주세요')).toMatch(/^11월 28일 \(토\) 오후 3시, 형광등 교체/);
    expect(await say(user, '아니요')).toMatch(/어떤 걸 바꿀까요/);
    expect(await say(user, '다음 주 화요일로요')).toMatch(/^12월 1일 \(화\) 오후 3시, 형광등 교체/);
    expect(await say(user, '그만할래요')).toMatch(/신청하지 않을게요/);
    expect(await say(user, '네')).not.toMatch(/신청했어요/);
    expect(await requests()).toEqual([]);
  });

  it('after a no, naming what to change asks for it again; two messages that answer nothing let the draft go', async () => {
    const user = await elderly();
    await say(user, '내일 오후 2시에 병원 같이 가 줄 사람');
    expect(await say(user, '없어요')).toMatch(/신청할까요\?$/);
    expect(await say(user, '아니요')).toMatch(/어떤 걸 바꿀까요/);
    expect(await say(user, '시간을 바꿀래요')).toMatch(/^몇 시에/);
    expect(await say(user, '네 시')).toBe('11월 27일 (금) 오후 4시, 병원 동행, 주소는 도봉구 방학로 12로 신청할까요?');
    expect(await say(user, '손주 생각이 나네요')).toMatch(/^제가 잘 못 알아들었어요/);
    expect(await say(user, '손주가 보고 싶어요')).not.toMatch(/신청/);
    expect(await say(user, '네')).not.toMatch(/신청했어요/);
    expect(await requests()).toEqual([]);
  });

  it('a yes said to the companion\'s offer of a visit starts a 말벗 request, asked and read back like any wish', async () => {
    const user = await elderly();
    for (const text of ['너무 외로워요', '하루 종일 혼자 있었어요', '쓸쓸해요', '말할 사람이 없어요']) await say(user, text);
    const offer = await host.app.inject({ method: 'POST', url: '/chat/text', headers: { authorization: `Bearer ${user.accessToken}` }, payload: { text: '적적해요' } });
    expect(offer.json().data.response.suggestion).toMatchObject({ kind: 'REQUEST_VISIT' });
    expect(await say(user, '네')).toMatch(/^어느 날/);
    await say(user, '모레 오후 2시');
    expect(await say(user, '없어요')).toBe('11월 28일 (토) 오후 2시, 말벗, 주소는 도봉구 방학로 12로 신청할까요?');
    await say(user, '네');
    expect(await requests()).toEqual([expect.objectContaining({ helpType: 'CULTURE', requestedIn: 'chat', addDescription: expect.stringContaining('방문 제안') })]);
  });

  it('waits for a volunteer when nobody fits, and says so', async () => {
    const user = await elderly();
    await say(user, '다음 주 월요일 오전 10시에 스마트폰 좀 가르쳐 줄 사람');
    await say(user, '없어요');
    expect(await say(user, '좋아요')).toBe('신청했어요. 아직 11월 30일 (월) 오전 10시에 오실 봉사자님을 찾는 중이에요. 정해지면 알림으로 알려 드릴게요.');
    expect(await requests()).toEqual([expect.objectContaining({ status: 'MATCHING', requestedIn: 'chat', helpType: 'EDUCATION' })]);
    // One open request a day, as with the form: said in the API's words, and back to the day.
    await say(user, '다음 주 월요일 오후 3시에 청소 도와줄 사람');
    await say(user, '없어요');
    expect(await say(user, '네')).toMatch(/^같은 날짜에 이미 진행 중인 신청이 있어요.*어느 날/s);
    expect(await requests()).toHaveLength(1);
  });

  it('keeps the draft in the API: another AI host (a restart, a replica) goes on with it', async () => {
    const user = await elderly();
    await say(user, '글피 오후 1시 반에 장 보러 같이 가 줄 사람');
    const other = await stack.aiHost({ AI_CHAT_MAX_PER_MINUTE: '100000' }, { now, speech: null });
    expect(await say(user, '강아지 있어요', other)).toMatch(/^11월 29일 \(일\) 오후 1시 30분, 장보기 동행, 집에 강아지 있음/);
    await say(user, '네', other);
    expect(await requests()).toEqual([expect.objectContaining({ animalType: 'dog', helpType: 'CULTURE' })]);
  });

  it('creates nothing from a crisis message: the draft is set aside and the yes after it books nothing', async () => {
    const user = await elderly();
    await say(user, '내일 오후 2시에 병원 같이 가 줄 사람');
    expect(await say(user, '없어요')).toMatch(/신청할까요/);
    expect(await say(user, '죽고 싶어요')).not.toMatch(/신청/);
    expect(await say(user, '네')).not.toMatch(/신청했어요/);
    expect(await requests()).toEqual([]);
  });

  it('creates no request without a yes: every wish and answer of the table except the yeses, in one conversation', async () => {
    const user = await elderly();
    await volunteer('박봉사');
    const notYes = WISHES.filter(([, expected]) => !/\byes\b/.test(expected)).map(([text]) => text.replace(/^\[\w+\]\s*/, ''));
    expect(notYes.length).toBeGreaterThan(150);
    let readBacks = 0;
    for (const text of notYes) {
      if ((await say(user, text)).endsWith('신청할까요?')) readBacks += 1;
    }
    expect(readBacks).toBeGreaterThan(0);
    expect(await requests()).toEqual([]);
  }, 120_000);
});

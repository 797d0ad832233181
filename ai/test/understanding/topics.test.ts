import { extractFacts } from '../../src/companion/memory';
import { detectTopic } from '../../src/companion/understanding/topics';

/** Topics read from stems, whatever the spacing and conjugation (issue 21). */
describe('detectTopic', () => {
  it.each([
    ['혈압약을 먹었는지 안 먹었는지 기억이 안 나요', 'medicineDose'],
    ['아침 약을 먹었나 모르겠네', 'medicineDose'],
    ['당뇨약 먹은 건지 헷갈려요', 'medicineDose'],
    ['약을 또 먹어 버렸어요', 'medicineDose'],
    ['작년에 남편이 세상을 떠났어요', 'grief'],
    ['우리 영감 간 지 벌써 삼 년이에요', 'grief'],
    ['어머니 기일이라 제사 준비해요', 'grief'],
    ['할멈이 보고 싶네', 'grief'],
    ['내가 내일 어디 간다고 했는지 기억나요?', 'recall'],
    ['내일 나 뭐 한다고 했지?', 'recall'],
    ['내 손자 이름 알아요?', 'recall'],
    ['나 병원 언제 간다고 했더라', 'recall'],
    ['그건 잊어 주세요', 'forget'],
    ['병원 얘기는 잊어 줘', 'forget'],
    ['손자 얘기는 그만 기억해', 'forget'],
    ['너는 누구니', 'botName'],
    ['무릎이 시큰거려요', 'pain'],
    ['마음이 너무 아파요', null],
    ['밤새 뒤척였어요', 'sleep'],
    ['잠이안와요', 'sleep'],
    ['오늘 한 끼도 못 먹었어', 'skippedMeal'],
    ['내일 날씨 어떨까요?', 'weather'],
    ['다음 주 수요일에 치과 예약했어요', 'plans'],
    ['딸기를 먹었어요', 'meals'],
    ['하루 종일 혼자 있었어요', 'loneliness'],
    ['약속이 있어서 나가요', 'plans'],
  ])('%s -> %s', (text, topic) => {
    expect(detectTopic(text)).toBe(topic);
  });
});

describe('what is learned from a message', () => {
  const NOW = Date.parse('2026-12-01T10:00:00+09:00');
  it('learns nothing from a question about a fact or a request to forget it', () => {
    for (const text of ['내일 병원 가는 거 잊어 줘', '금요일 복지관은 기억하고 있어요?', '손녀 지민이 얘기는 잊어 주세요', '내일 병원에 가요?']) expect(extractFacts(text, NOW)).toEqual([]);
    expect(extractFacts('내일 병원에 가요', NOW)).toHaveLength(1);
  });
});

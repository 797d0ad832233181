import { type DistressKind, detectDistress, distressReply } from '../../src/companion/distress';
import { builtinReply } from '../../src/companion/builtin-engine';

const MUST_TRIGGER: [string, DistressKind][] = [
  ['죽고 싶어요', 'SUICIDE'],
  ['요즘은 그냥 죽고싶다는 생각만 들어요', 'SUICIDE'],
  ['살기 싫어요', 'SUICIDE'],
  ['더 이상 살고 싶지 않아요', 'SUICIDE'],
  ['자살하고 싶어요', 'SUICIDE'],
  ['사는 게 의미가 없어요', 'SUICIDE'],
  ['살 이유가 없어요', 'SUICIDE'],
  ['이렇게 살아서 뭐 하나 싶어요', 'SUICIDE'],
  ['그만 살고 싶어요', 'SUICIDE'],
  ['세상을 떠나고 싶어요', 'SUICIDE'],
  ['그냥 사라지고 싶어요', 'SUICIDE'],
  ['없어지고 싶다', 'SUICIDE'],
  ['다 끝내고 싶어요', 'SUICIDE'],
  ['수면제를 모아 두었어요', 'SUICIDE'],
  ['유서를 써 놨어요', 'SUICIDE'],
  ['아침에 깨어나지 않았으면 좋겠어요', 'SUICIDE'],
  ['죽는 게 나을 것 같아요', 'SUICIDE'],
  ['극단적인 선택을 할까 봐요', 'SUICIDE'],
  ['목숨을 끊고 싶어요', 'SUICIDE'],
  ['옥상에서 뛰어내리고 싶어요', 'SUICIDE'],
  ['자해를 했어요', 'SELF_HARM'],
  ['손목을 그었어요', 'SELF_HARM'],
  ['내 몸을 해치고 싶어요', 'SELF_HARM'],
  ['일부러 다치게 했어요', 'SELF_HARM'],
  ['가슴이 조여 오고 아파요', 'ACUTE_ILLNESS'],
  ['숨을 못 쉬겠어요', 'ACUTE_ILLNESS'],
  ['숨이 차서 말을 못 하겠어요', 'ACUTE_ILLNESS'],
  ['갑자기 한쪽 팔에 힘이 없어요', 'ACUTE_ILLNESS'],
  ['말이 어눌하게 나와요', 'ACUTE_ILLNESS'],
  ['피를 토했어요', 'ACUTE_ILLNESS'],
  ['열이 40도까지 올랐어요', 'ACUTE_ILLNESS'],
  ['어지러워서 쓰러질 것 같아요', 'ACUTE_ILLNESS'],
  ['아까 잠깐 정신을 잃었어요', 'ACUTE_ILLNESS'],
  ['너무 아파서 꼼짝도 못 하겠어요', 'ACUTE_ILLNESS'],
  ['구급차를 불러야 할까요', 'ACUTE_ILLNESS'],
  ['가슴 통증이 심해요', 'ACUTE_ILLNESS'],
  ['화장실에서 넘어졌어요', 'FALL'],
  ['계단에서 미끄러져서 다리를 다쳤어요', 'FALL'],
  ['침대에서 떨어졌어요', 'FALL'],
  ['넘어져서 혼자 못 일어나요', 'FALL'],
  ['바닥에 쓰러져 있었어요', 'FALL'],
  ['낙상을 해서 허리가 아파요', 'FALL'],
  ['며칠째 밥을 못 먹었어요', 'NOT_EATING'],
  ['사흘째 아무것도 못 먹었어요', 'NOT_EATING'],
  ['이틀 동안 굶었어요', 'NOT_EATING'],
  ['일주일째 식사를 안 하고 있어요', 'NOT_EATING'],
  ['입맛이 없어서 며칠 동안 안 먹었어요', 'NOT_EATING'],
  ['못 먹은 지 사흘 됐어요', 'NOT_EATING'],
  ['3일째 굶고 있어요', 'NOT_EATING'],
  ['밥을 안 먹은 지 며칠 됐어요', 'NOT_EATING'],
];

const MUST_NOT_TRIGGER = [
  '배고파 죽겠어요',
  '더워 죽겠네',
  '손자가 너무 귀여워 죽겠어요',
  '웃겨 죽는 줄 알았어요',
  '오늘 점심 맛있게 먹었어요',
  '어제는 푹 잤어요',
  '내일 병원에 가요',
  '무릎이 조금 쑤셔요',
  '감기 기운이 있어요',
  '오늘은 좀 외로워요',
  '날씨가 추워요',
  '드라마에서 주인공이 죽었어요',
  '옛날에 어머니가 돌아가셨을 때 많이 울었어요',
  '오늘 아침은 걸렀어요',
  '사는 게 재미있어요',
  '살 빼려고 저녁을 조금 먹었어요',
  '손녀가 넘어질 뻔했는데 괜찮았어요',
  '숨은그림찾기를 했어요',
  '열이 조금 있는데 약 먹었어요',
  '며칠 전에 밥을 맛있게 먹었어요',
  '산책하다가 꽃을 봤어요',
  '안녕하세요',
];

describe('detectDistress', () => {
  it('has at least 40 phrasings that must trigger', () => expect(MUST_TRIGGER.length).toBeGreaterThanOrEqual(40));
  it.each(MUST_TRIGGER)('%s -> %s', (text, kind) => expect(detectDistress(text)).toBe(kind));
  it.each(MUST_NOT_TRIGGER)('%s -> nothing', (text) => expect(detectDistress(text)).toBeNull());
});

describe('distressReply', () => {
  it('points to 109 for suicide and self-harm and to 119 for every kind, never cheerfully', () => {
    for (const kind of ['SUICIDE', 'SELF_HARM'] as const) {
      expect(distressReply(kind, '해님')).toContain('자살예방상담전화 109');
      expect(distressReply(kind, '해님')).toContain('119');
    }
    for (const kind of ['ACUTE_ILLNESS', 'FALL', 'NOT_EATING'] as const) expect(distressReply(kind, '해님')).toContain('119');
    for (const kind of ['SUICIDE', 'SELF_HARM', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING'] as const) {
      const reply = distressReply(kind, '해님');
      expect(reply).not.toMatch(/기뻐|좋네요|신나|!/);
      expect(reply).not.toBe(builtinReply({ text: '죽고 싶어요', chatBotName: '해님', emotion: '슬픔', recent: [], memories: [], now: Date.now() }).text);
    }
  });
});

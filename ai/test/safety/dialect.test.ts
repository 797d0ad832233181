import { assessText } from '../../src/companion/safety/assess';
import { assessRules } from '../../src/companion/safety/detect';
import { compactForm } from '../../src/companion/safety/normalise';

// Regional endings read as the standard ones the rules are written for (normalise.ts, ENDINGS).
describe('dialect endings (경상, 전라, 충청)', () => {
  it.each([
    ['이래 사느니 죽는기 낫지', '이래사느니죽는게낫지'],
    ['차라리 가는기 편하제', '차라리가는게편하지'],
    ['그냥 확 죽어부렀으면 좋겄다', '그냥확죽어버렸으면좋겠다'],
    ['다 놓아부러야 쓰겄어', '다놓아버려야겠어'],
    ['나 오늘 밤에 끝낼끼다', '나오늘밤에끝낼거다'],
    ['이래 살아서 뭐할꼬', '이래살아서뭐할까'],
    ['하늘은 와 날 안 데려가노', '하늘은왜날안데려가나'],
    ['간다꼬 했다', '간다고했다'],
    ['곧 입을거니께 꺼내놨지', '곧입을거니까꺼내놨지'],
    ['고맙심더', '고맙습니다'],
    ['그만 살고 싶어유', '그만살고싶어'],
    ['힘들어 죽겄어유', '힘들어죽겠어요'],
    ['나 그냥 죽을겨', '나그냥죽을거야'],
    ['이제 와서 뭐혀', '이제와서뭐해'],
    ['일 안혀', '일안해'],
    ['딴 약을 삼켜부렀어', '딴약을삼켜버렸어'],
    ['밥 묵었나 잉', '밥먹었나'],
  ])('%s -> %s', (text, standard) => {
    expect(compactForm(text)).toBe(standard);
  });

  // -혀 after a closed syllable is the standard passive (막혀, 먹혀), not the dialect's 해: 숨이 막혀 was read as 막해 and missed.
  it.each(['숨이 막혀', '코가 막혀서', '고기가 잘 안 먹혀', '꽉 잡혀'])('keeps the passive -혀: %s', (text) => {
    expect(compactForm(text)).toContain('혀');
  });
  // -뿌릴/-뿌렸 are 버릴/버렸 only after a verb's -아/-어 (죽어뿔라): 농약 뿌릴 거야 is spraying, not 버릴.
  it.each(['농약 뿌릴 거야', '제초제 뿌릴까 말까', '어제 약 뿌렸어'])('keeps 뿌리다 (to spray): %s', (text) => {
    expect(compactForm(text)).not.toMatch(/버[릴렸]/);
  });
  it.each([['확 죽어뿔라', '확죽어버릴라'], ['콱 죽어뿌릴까', '콱죽어버릴까']])('reads -뿌릴 after a verb as 버릴: %s', (text, standard) => {
    expect(compactForm(text)).toBe(standard);
  });
  it('reads 숨이 막혀 as breathlessness', () => {
    expect(assessRules('숨이 막혀')).toMatchObject({ level: 'crisis', category: 'ACUTE_ILLNESS' });
  });

  // 부러지다 (a bone breaks) is not 전라 -부러 (-버려): 갈비뼈가 부러졌어 was read as 버려졌어 and missed as a fall.
  it.each(['피아노 치러 가노', '주소 좀 알려 주소', '언제 오노', '혀가 얼얼해', '기억이 잘 안 나는기라', '수의사 선생님이 곧 오신대', '오는 기다림이 길다', '나뭇가지가 부러져 있네', '연필심이 부러질까 봐'])(
    'leaves standard words alone: %s',
    (text) => {
      expect(compactForm(text)).not.toMatch(/왜|버려|버렸|세요|거야/);
      // The endings' rules must not read these as dark; the classifier may still ask (피아노 치러 가노 scores 0.41).
      expect(assessRules(text).level).toBe('none');
      expect(assessText(text).level).not.toBe('crisis');
    },
  );

  it.each([
    ['사는 게 이래 힘드니 고마 죽는기 낫지', 'SUICIDE'],
    ['자다가 콱 죽어부렀으면 좋겄어', 'SUICIDE'],
    ['아침에 눈 안 떴으면 좋겄다 참말로', 'SUICIDE'],
    ['우리 영감은 와 날 안 데려가노', 'SUICIDE'],
    ['오늘 밤에 다 끝낼끼다', 'SUICIDE'],
    ['수의 꺼내 놨다 인자 곧 입을 거니께', 'FAREWELL'],
    ['대들보에 줄 하나 단단히 매 놨심더', 'SUICIDE'],
    ['영감 약을 내 약인 줄 알고 묵어뿟다', 'MEDICATION'],
    ['딴 약을 삼켜부렀어 우짜노', 'MEDICATION'],
    ['락스를 물인 줄 알고 마셨어예', 'ACUTE_ILLNESS'],
  ])('a crisis in dialect: %s', (text, kind) => {
    expect(assessText(text)).toMatchObject({ level: 'crisis', kind });
  });

  it.each(['천장에 줄 걸어서 메주 달아 놨다', '배고파 죽겄다 밥 묵자', '웃겨 죽겄어 참말로', '수의는 나중에 애들이 알아서 하겄지 뭐', '손주 데리러 가노'])('no crisis in dialect small talk: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

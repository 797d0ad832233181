import { assessText } from '../../src/companion/safety/assess';

// A fall that is over and was checked is a story: no alarm to the family. A fall happening now still is one.
describe('falls that have healed or been checked', () => {
  it.each([
    '작년에 넘어져서 손목 부러졌었는데 이제 다 나았어',
    '작년에 빙판에서 넘어져서 손목 부러졌는데 이제 다 붙어서 뜨개질도 한다',
    '어제 넘어졌는데 병원 가서 사진 찍어보니 아무 이상 없대요 멍만 좀 들었어',
    '어제 시장에서 발을 헛디뎌서 살짝 넘어졌는데 혹시 몰라서 오늘 정형외과 가서 사진 찍어보니 뼈는 괜찮고 타박상이래 파스만 붙이면 된대 놀랐지 뭐',
  ])('raises no crisis: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });

  it.each(['화장실에서 넘어졌는데 못 일어나겠어요', '넘어져서 손목이 부러진 것 같아요 너무 아파요'])('still raises a fall crisis: %s', (text) => {
    expect(assessText(text)).toMatchObject({ level: 'crisis', kind: 'FALL' });
  });
});

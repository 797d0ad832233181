import { assessText } from '../../src/companion/safety/assess';

// A crisis told as a past that ended is a story (a concern at most); a plan, a means or the feeling now is not.
describe('a past that is over, and calm talk of a far-off funeral', () => {
  it.each([
    '죽고싶을만큼 힘들었는데 다 지나갔어',
    '작년에 영감 보내고 죽고 싶었는데 이젠 괜찮아',
    '한때는 살기 싫었지 근데 다 지나간 일이야',
    '옛날에 농약 마시려고 했었는데 지금은 괜찮아 손주 보는 재미로 살아',
  ])('a dark past that ended is a concern, not a crisis: %s', (text) => {
    expect(assessText(text).level).toBe('concern');
  });

  it.each([
    '어릴 때 나무에서 떨어져서 팔이 부러졌었어',
    '젊었을 때 사흘 굶은 적 있어 그땐 다 그랬지',
    '십년 전에 계단에서 굴러서 허리를 다쳤었지',
    '나중에 내 장례식은 조촐하게 해달라고 애들한테 말해뒀어',
    '언젠가 때가 되면 영정 사진은 이걸로 쓰라고 골라놨어 아직 팔팔하지만',
  ])('long ago or far off is no crisis: %s', (text) => {
    expect(assessText(text).level).toBe('none');
  });

  it.each([
    ['죽고 싶었는데 다 지나갔어 근데 약은 모아놨어', 'SUICIDE'],
    ['작년에 죽고 싶었는데 요즘 또 그런 생각이 들어', 'SUICIDE'],
    ['죽고 싶을 만큼 힘들어', 'SUICIDE'],
    ['어릴 때 다친 다리로 오늘 또 넘어졌어 못 일어나겠어', 'FALL'],
    ['장례는 조촐하게 해 달라 내일이면 나는 없다', 'FAREWELL'],
    ['어제 화장실에서 넘어졌어', 'FALL'],
  ])('still a crisis when it is now: %s', (text, kind) => {
    expect(assessText(text)).toMatchObject({ level: 'crisis', kind });
  });
});

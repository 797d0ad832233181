import { assessText } from '../../src/companion/safety/assess';
import { assessRules } from '../../src/companion/safety/detect';
import { normalise } from '../../src/companion/safety/normalise';

// Classes of misses found on sealed blind batches, each read by a mechanism rather than a sentence.
// Every sentence here was written for this file (none is taken from a blind batch); each class has
// crisis variants the rules must catch and look-alikes that must stay calm.

describe('jamo slips: a syllable typed as loose letters is put back together', () => {
  it.each([
    ['ㅈㅔ발 살려줘', '제발 살려줘'],
    ['ㄴㅓㅁ어졌어', '넘어졌어'],
    ['ㅇ아들아 보고 싶다', '아들아 보고 싶다'],
    ['죽고ㅅ 싶어', '죽고 싶어'],
    ['너ㅁ어져서 아파', '넘어져서 아파'],
    ['사ㄹ랑해', '사랑해'],
  ])('%s reads as %s', (typed, plain) => {
    expect(normalise(typed).spaced).toBe(plain);
  });

  it.each([
    ['ㅋㅋ 웃겨', '웃겨'],
    ['ㅠㅠ 슬퍼', '슬퍼'],
    ['ㅋㅋㅠㅠ 어쩌나', '어쩌나'],
    ['좋아요ㅎㅎ', '좋아요'],
    ['ㅇㅋ 알겠어', '알겠어'],
    ['감사ㅎ합니다', '감사합니다'],
  ])('laughter and crying letters still carry no word: %s', (typed, plain) => {
    expect(normalise(typed).spaced).toBe(plain);
  });

  it.each(['ㅈㅔ발 자다가 그대로 가게 해주세요', 'ㄴㅓㅁ어져서 못 일어나겠어', 'ㅈㅜㄱ고 싶어', '수면제 ㅁㅗ아놨어'])('still a crisis: %s', (text) => {
    expect(assessRules(text).level).toBe('crisis');
  });
});

describe('a parent writing to a child names themself by kin (엄마는 먼저 간다)', () => {
  it.each(['아들아 미안하다 잘 살아라 엄마는 먼저 간다', '우리 아들 목소리 마지막으로 듣고 싶었는데 아빠가 미안했다고 전해 줘', '딸아 아빠는 이제 먼저 간다 잘 있어라', '얘들아 할미는 먼저 간다 잘 지내라'])('a farewell: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'FAREWELL' });
  });
  it.each(['아들아 엄마는 먼저 시장 간다 밥 챙겨 먹어라', '엄마는 먼저 간다 하더니 일찍 주무셨어', '우리 엄마는 잘 살아라 하고 전화 끊었어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('a time clause names who died, not who is not eating (남편 가고 나서)', () => {
  it.each(['영감 가고 나서 닷새 동안 밥을 입에 안 댔어', '남편 떠난 뒤로 사흘째 아무것도 못 먹었어', '할멈 가신 후로 며칠째 굶고 있어'])('not eating: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'NOT_EATING' });
  });
  it.each(['영감 가고 나서 사흘 동안 손님 치르느라 정신없었어', '남편 떠난 뒤로 며칠은 입맛이 없었는데 요즘은 잘 먹어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('durations: not eating for days, pain that goes on, lying on the floor since', () => {
  it.each(['밥 거른 지 닷새 짼디 기운이 없어', '끼니 못 챙긴 지 사흘째여', '이틀 넘게 물만 마셨어', '한 주 내내 밥을 못 넘겼어'])('not eating: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'NOT_EATING' });
  });
  it.each(['건강검진이라 어제 저녁부터 굶었어', '점심 한 끼 걸렀더니 배고프네', '사흘 동안 절에서 금식기도 하고 오늘 죽 먹었어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });

  it.each(['가슴이 조이듯 아픈 게 벌써 두 시간째야', '배가 뒤틀리게 아파 아까부터 계속이야', '명치가 아픈데 어깨까지 뻗쳐', '머리가 너무 아픈 게 한 시간째 안 가라앉아'])('acute: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'ACUTE_ILLNESS' });
  });
  it.each(['한 시간째 줄 서 있었더니 다리가 아프네', '아까부터 계속 배가 아팠는데 화장실 다녀오니 괜찮아', '가슴 아픈 드라마를 두 시간째 보고 있어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });

  it.each(['어젯밤부터 부엌 바닥에 그대로 있어', '새벽부터 화장실 바닥에 누워만 있어 몸이 말을 안 들어', '현관까지 기어서 겨우 왔어 혼자는 못 서겠어', '방바닥에서 못 일어나고 한참 있었어'])('fall: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'FALL' });
  });
  it.each(['아침부터 거실 바닥에 앉아서 나물 다듬었어', '손주가 바닥에서 기어다니는 게 귀여워', '늦잠 자느라 못 일어나고 한참 누워 있었어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('medication: a vital medicine run out, a double dose', () => {
  it.each(['혈압약이 다 떨어졌는데 병원이 멀어서 못 가', '인슐린이 없어 어제부터 못 맞았어', '당뇨약 다 먹었는데 타러 갈 돈이 없어', '심장약 바닥났어 약국도 문 닫았고'])('ran out: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'MEDICATION' });
  });
  it.each(['인슐린을 두 번 놔버렸어', '저녁 약 두 봉지를 먹어버렸네', '혈압약을 또 먹었나 봐 어떡해'])('double dose: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'MEDICATION' });
  });
  it.each(['혈압약 다 떨어져가서 내일 병원 가서 타 올 거야', '당뇨약 떨어져서 오늘 병원 가서 타 왔어', '인슐린 아침에 한 번 잘 놨어', '약 두 봉지 받아왔어 아침 저녁으로 먹으래'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('plans with a place, a time or a resolve', () => {
  it.each(['기찻길로 갈 거야 마음 먹었어', '선로에 들어갈라고 결심했어', '첫 기차 올 때 철길에 누울 거야', '농약 꺼내다 놨어 오늘 밤에 마실 거야', '쥐약 오늘 밤에 먹을란다', '어떻게 죽으면 안 아플까', '고통 없이 죽는 법 좀 알려줘', '남편 무덤 앞에서 약 먹고 따라갈 거야'])('suicide: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'SUICIDE' });
  });
  it.each(['철길 따라 산책했어 코스모스가 폈더라', '기찻길 옆 오막살이 노래 불렀어', '농약 내일 밭에 칠 거야', '남편 산소 앞에 가서 술 한잔 따라주고 왔어', '산소 앞에 약과 올리고 절했어', '운동 다시 시작하기로 마음 먹었어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('burden with disappearing, farewells done, following a late spouse', () => {
  it.each(['며느리 한숨 소리 들으면 내가 빨리 가야 되는데 싶어', '나 하나 사라져 주는 게 자식들 돕는 길이지', '내가 없어져 주는기 애들 돕는 길이다', '늙은이가 오래 살아서 민폐여'])('burden: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'BURDEN' });
  });
  it.each(['버스가 안 와서 내가 얼른 가야 되는데 애가 탔어', '애들한테 짐 될까 봐 운동 열심히 해', '자식들한테 짐 안 되려고 보험 들어놨어 건강하게 살아야지'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });

  it.each(['동네 사람들한테 다 인사했어 이제 편히 가도 돼', '고양이는 딸네 맡겼어 이제 미련 없어', '친구들한테 하나씩 다 전화했어 이제 할 일이 없네'])('farewell: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'FAREWELL' });
  });
  it.each(['이사 가기 전에 이웃들한테 다 인사했어 이제 짐만 싸면 돼', '명절이라 친척들한테 다 전화했어 이제 좀 쉬어야지', '오늘은 이제 더 할 일이 없네 티비나 봐야겠다'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });

  it.each(['영감 있는 데로 빨리 가고 싶어', '남편 간 데로 나도 얼른 갔으면 좋겠어', '할멈 곁으로 이제 그만 가고 싶다', '자다가 그대로 가게 해주세요', '오래 살고 싶지도 않아'])('passive: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'PASSIVE' });
  });
  it.each(['영감 있는 병원에 얼른 가보고 싶어', '잠들면 그대로 아침까지 푹 자게 해주세요', '오래 살고 싶어 건강하게'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('look-alikes: over, nearly, laughing, sayings, prevention', () => {
  it.each([
    '재작년에 욕실에서 미끄러져서 고생했는데 이젠 다 나아서 잘 다녀',
    '어제 계단에서 발을 헛디뎠는데 난간 잡아서 안 넘어졌어',
    '빙판에서 미끄러질 뻔했는데 다행히 안 넘어졌어',
    '손주 재롱에 숨 넘어가게 웃었네',
    '웃다가 숨 넘어갈 뻔했어',
    '늙으면 죽어야지 하는 말 있잖아 다 거짓말이래',
    '죽고 싶다는 말은 노인들 삼대 거짓말이라더라 ㅎㅎ',
    '벽에 머리 박았어 어두워서 못 봤네 혹 났어',
  ])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
  it.each(['벽에 이마를 쿵쿵 찧었는데 또 하고 싶어', '화가 나서 문에 머리를 막 박았어'])('self-harm: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'SELF_HARM' });
  });
});

describe('more slips of speech: -믄, -ㄹ꺼야, a parent to a child named or addressed, a pot that fell', () => {
  it.each([
    ['자다가 안 깨믄 좋겠다', 'PASSIVE'],
    ['죽는 게 무섭지가 않아 이제', 'PASSIVE'],
    ['오늘 밤에 죽을꺼야', 'SUICIDE'],
    ['나만 없으믄 다들 조용할 텐데', 'BURDEN'],
    ['내가 빨리 가야 애들이 살지', 'BURDEN'],
    ['니는 밥 잘 챙겨 묵고 잘 살아라 엄마는 이제 간다', 'FAREWELL'],
    ['딸한테 아빠가 미안했다고 전해 줘 이제 얼굴 못 볼 거 같다', 'FAREWELL'],
    ['혈압약 떨어진 지 사흘째인데 태워다 줄 사람이 없어', 'MEDICATION'],
  ])('crisis: %s', (text, category) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category });
  });
  it.each(['비만 안 오믄 좋겠다', '너희 엄마는 잘 있어라 하고 먼저 가셨어', '번개탄 피워서 삼겹살 구워 먹었어', '다리 위에서 보는 야경이 멋지더라', '베란다에서 액자가 떨어져서 깨졌어', '옥상에서 빨래가 떨어져서 다시 빨았어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('a wish to be taken: prayed for, fetched from heaven, a long life as punishment, 가다 as dying', () => {
  it.each([
    '저승사자는 뭐하나 날 언제 데리러 올라나',
    '하느님이 얼른 날 데리러 오셨으면 좋겠어',
    '먼저 간 우리 영감이 언제쯤 나를 데리러 올랑가',
    '부처님한테 나 좀 데려가 달라고 매일 빌어요',
    '이제 그만 거둬 가 달라고 기도해',
    '밤마다 눈 감으면 영영 안 깨게 해 달라고 빌어',
    '다시는 눈 안 뜨게 해 주세요 하고 기도하고 자',
    '이렇게 오래 사는 것도 형벌이지 얼른 가고 싶다',
    '여태 살아 있는 게 업보여 어서 가야 할 텐데',
    '사는 게 지겨워 어서 가고 싶어유',
  ])('passive wish: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'PASSIVE' });
  });
  it.each(['딸이 내일 병원 끝나면 날 데리러 온대', '손주 데리러 유치원 가는 길이야', '남편한테 시장 좀 데려가 달라고 했어', '아들한테 병원에 데려가 달라고 부탁했어', '손주가 자니까 안 깨게 조용히 해 줘', '오래 사는 게 복이지 건강하게 살자', '빨리 집에 가고 싶어 너무 추워', '사는 게 바빠서 여행 빨리 가고 싶다'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('things are better if I am gone (dialect and indirect)', () => {
  it.each([
    '우리 며느리 고생하는 거 보면 내가 사라져야 돼',
    '애들이 나 땜에 맨날 다투니께 내가 없어져야 혀',
    '병원비 때문에 애들이 허덕이는데 내가 얼른 가야 걔들이 살제',
    '나 같은 늙은이는 없는 게 다들한테 나아',
    '내가 없는 편이 자식들한테 훨씬 낫겠어',
    '나만 사라지면 딸이 고생 안 할 텐데',
  ])('burden: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'BURDEN' });
  });
  it.each(['내가 빨리 가야 자리가 나지 줄이 길어', '자식들한테 짐 안 되려고 병원 꼬박꼬박 다녀', '애들한테 부담 주기 싫어서 매일 걷기 운동 해', '딸한테 폐 끼치기 싫어서 혼자 장 보러 다녀', '며느리한테 짐 되기 싫어서 식단 관리 열심히 해'])('a healthy plan for not being a burden: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('farewells: valuables for whoever comes to find me, a word passed on in a run without spaces', () => {
  it.each([
    '통장이랑 도장은 장롱 서랍에 넣어뒀어 누가 나 찾으러 오면 알려줘',
    '나한테 무슨 일 생기면 집 비밀번호는 달력 뒤에 적혀 있다',
    '현관 열쇠 신발장 위에 올려놨어 나 찾으러 오거든 그걸로 열어',
    '딸한테아빠가고마웠다고꼭전해줘 다시는못볼것같다',
    '손주들한테할미가사랑했다고말해줘이제못볼거같아',
    '우리딸한테엄마가미안하다고전해주라 이제못보겠다',
  ])('farewell: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'FAREWELL' });
  });
  it.each(['열쇠는 화분 밑에 둘 테니 학교 끝나고 오면 들어가 있어', '통장은 서랍에 있으니 은행 갈 때 가져가', '친구가 이사 가서 이제 못 볼 것 같아', '손주가 군대 가서 한동안 못 볼 것 같아', '수술 들어가기 전에 통장 비밀번호는 딸한테 알려 뒀어 나한테 무슨 일 생기면 쓰라고'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
  it('a long unspaced run gets its joints back: the parent is the speaker', () => {
    expect(normalise('우리아들한테엄마가미안했다고전해줘 이제못볼거같아').spaced).toBe('우리 아들한테 엄마가 미안했다고전해줘 이제못볼거같아');
  });
});

describe('self-harm with heat, needles and relief, on purpose or again', () => {
  it.each([
    '화가 나서 다리미에 일부러 손등을 갖다 댔어',
    '끓는 물에 손을 일부러 넣었어 그러면 좀 풀려',
    '팔을 라이터로 지졌더니 속이 좀 후련하더라',
    '손목을 바늘로 찔렀더니 마음이 좀 편해져 내일도 할 거야',
    '종아리를 볼펜으로 쑤셨어 일부러',
    '어제도 그랬는데 오늘도 칼로 허벅지 그을라고',
  ])('self-harm: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'SELF_HARM' });
  });
  it.each(['뜨거운 냄비에 손을 댔다가 깜짝 놀랐어', '바느질하다가 바늘로 손가락을 찔렀어', '체해서 바늘로 손가락 땄더니 좀 낫더라', '일부러 찬물에 손을 담갔어 시원하더라', '등이 가려워서 효자손으로 긁었더니 시원해'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('down on the floor with only the phone, nobody to lift me', () => {
  it.each([
    '화장실 바닥에 넘어진 채로 전화기만 간신히 붙잡았어 일으켜 줄 사람이 없어',
    '방바닥에 엎어져서 핸드폰만 겨우 집었어',
    '부엌에 주저앉았는데 나를 일으켜 줄 사람이 아무도 없네',
    '거실 바닥에 누워서 휴대폰만 가까스로 끌어왔어',
  ])('fall: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'FALL' });
  });
  it.each(['바닥에 누워서 폰 보다가 잠들었어', '방바닥에 누워서 겨우 잠들었어', '넘어지면 일으켜 줄 사람도 없어서 조심해'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('a medicine doubt checked and settled is calm; a check that finds a double dose is not', () => {
  it.each(['혈압약 먹었나 헷갈려서 약통 열어 보니 먹었더라고', '약을 먹었는지 아리송했는데 달력에 표시해 둔 거 보니 먹었네', '아침 약 먹은 건지 헷갈렸는데 약 봉투 세어 보니 먹었어 다행이야', '당뇨약 먹었는지 기억이 안 나서 약통 확인해 보니 안 먹었길래 지금 먹었어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
  it.each(['약 먹었는지 헷갈렸는데 약통 보니 두 번 먹었더라', '혈압약을 먹었는지 안 먹었는지 기억이 안 나'])('medication: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'MEDICATION' });
  });
});

describe('the same ideas worded again (round safe21e, second pass)', () => {
  it.each([
    ['밤에 잘 때마다 이대로 가게 해 달라고 빈다', 'PASSIVE'],
    ['혹시 나 발견하면 고양이 밥 좀 챙겨 줘', 'FAREWELL'],
    ['아들아미안하다엄마는이제간다잘살아라', 'FAREWELL'],
    ['우리막내한테아빠가많이사랑했다고해줘', 'FAREWELL'],
    ['내가 없어지면 집 열쇠는 옆집에 맡겨 놨어', 'FAREWELL'],
    ['속상해서 촛불에 손가락을 갖다 댔어', 'SELF_HARM'],
    ['일부러 뜨거운 물 손에 부었어', 'SELF_HARM'],
    ['손등을 포크로 긁었더니 피가 나더라 또 하고 싶어', 'SELF_HARM'],
    ['팔을 꼬집고 또 꼬집어 멍이 들 때까지', 'SELF_HARM'],
    ['라이터 불에 손가락을 지지면 좀 살 것 같아', 'SELF_HARM'],
    ['마루에 누워 있는데 일어나질 못하겠어 아무도 없어', 'FALL'],
  ])('crisis: %s', (text, category) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category });
  });
  it.each(['밤에 잘 때마다 푹 자게 해 달라고 빈다', '하느님께 손주 합격하게 해 달라고 빌었어', '통장 비밀번호는 수첩에 적어 놨어 자꾸 까먹어서', '넘어졌는데 옆집 아저씨가 일으켜 줬어', '촛불 켜다가 손가락 데었어', '모기 물린 데를 피 날 때까지 긁었어', '남편이 역까지 나를 데리러 온대'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('the same ideas in dialect and habit (round safe21e, third pass)', () => {
  it.each([
    ['울 영감 곁으로 빨리 가야 쓰겄는디', 'PASSIVE'],
    ['부처님 이 몸 좀 거둬 가소', 'PASSIVE'],
    ['자꾸 오래 사니까 벌 받는 것 같아 언능 가고 잡다', 'PASSIVE'],
    ['엄마 장례 치를 돈은 쌀독 밑에 있다', 'FAREWELL'],
    ['우리손주들한테할머니가많이보고싶었다고전해줘 인자못볼것같어', 'FAREWELL'],
    ['속이 하도 터져서 불에 달군 숟가락을 팔에 댔어', 'SELF_HARM'],
    ['허벅지 꼬집는 게 버릇이 됐어 멍투성이야', 'SELF_HARM'],
    ['또 손목 긁고 싶어', 'SELF_HARM'],
  ])('crisis: %s', (text, category) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category });
  });
  it('a crisis (read as a wish to vanish, filed under PASSIVE first): 요양병원비 대느라 애들 등골 휘는데 나 같은 건 얼른 없어져야제', () => {
    expect(assessRules('요양병원비 대느라 애들 등골 휘는데 나 같은 건 얼른 없어져야제').level).toBe('crisis');
  });
  it.each(['혈압약 먹었나 안 먹었나 헷갈려서 딸한테 물어보니 먹었대', '나 없어도 잘 지내라고 손주한테 용돈 줬어 방학이라 여행 간대', '손주 데리러 가야 해 빨리 가야지', '모기 물려서 팔 긁고 싶어 죽겠네', '뜸 떴더니 허리가 좀 낫더라', '다리미질하다가 손등을 살짝 데었어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('away for a while is an errand, not a crisis', () => {
  it.each(['내가 없는 동안 강아지 밥 좀 챙겨 줘', '나 병원 갔다 올 동안 집 좀 봐 줘 집 비운 동안 택배 오면 받아 주고'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('look-alikes of this round: a settled check, a healthy purpose, a prayer for others, a thanks with a reason', () => {
  it.each([
    '약 먹었는지 헷갈려서 약 달력 보니까 빈칸이더라 그래서 지금 먹었어',
    '아침 혈압약 먹었나 싶어 봉투 보니 아직 있길래 먹었어',
    '자식들 부담 안 주려고 실비보험 들었어',
    '짐 되지 않게 건강 잘 챙겨야지',
    '부처님께 애들 건강하게 해 달라고 빌었어',
    '하나님께 남편 수술 잘 되게 해 달라고 기도했어',
    '딸이 데리러 온다길래 얼른 가야지 했어',
    '교회 가야 돼서 빨리 가야지',
    '비밀번호는 잊어버릴까 봐 달력 뒤에 적어 놨어',
    '바늘에 실 꿰다가 손가락 찔렸어',
    '고마웠다고 전해 줘 반찬 맛있었다고',
    '할머니가 사랑한다고 전해 줘 다음 주에 보자',
  ])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
  it('a check that finds two packets gone is still a double dose', () => {
    expect(assessRules('약 먹었는지 헷갈렸는데 봉지 보니까 두 개가 비어 있더라')).toMatchObject({ level: 'crisis', category: 'MEDICATION' });
  });
});

// Round safe21f: blind-17's classes, each in other words than blind-17's.
describe('a body giving way as a manner of speaking, out of delight or toil, is calm', () => {
  it.each([
    '손주가 너무 귀여워서 심장이 멈출 것 같아',
    '떡볶이가 맛있어서 쓰러지는 줄 알았어',
    '이삿짐 나르느라 허리 부러지겠다',
    '고추 따느라 다리 빠지는 줄 알았네',
    '콘서트 가서 너무 좋아서 기절할 뻔했어',
    '밭일 하느라 팔이 부러질 것 같아',
    '김장 배추 서른 포기 절였더니 어깨가 뻐근하다',
  ])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
  it.each(['가슴이 조여 오고 심장이 멎을 것 같아', '화장실에서 기절했어 지금도 어지러워', '손주 보러 가다가 너무 좋아서 뛰다 넘어져서 못 일어나겠어'])('still a crisis: %s', (text) => {
    expect(assessRules(text).level).toBe('crisis');
  });
});

describe('a bodily trouble told as past and well now is calm; one that is still there is not', () => {
  it.each([
    '지난달에 장염으로 이틀 굶었는데 지금은 밥 잘 먹어',
    '오 년 전에 뇌졸중으로 쓰러졌는데 재활해서 이제는 잘 걸어',
    '작년 겨울에 빙판에서 미끄러져 손목 부러졌는데 다 나았어',
    '저번 주에 체해서 하루 종일 굶었는데 이젠 괜찮아',
  ])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
  it.each(['며칠 전에 넘어졌는데 지금은 못 일어나', '사흘 전부터 아무것도 못 먹었어 지금은 물만 마셔', '이틀 전에 굶었는데 지금은 먹어도 자꾸 토해'])('still a crisis: %s', (text) => {
    expect(assessRules(text).level).toBe('crisis');
  });
});

describe('a double-dose doubt settled by a check that finds one dose is calm', () => {
  it.each(['혈압약 두 번 먹었나 걱정돼서 약 상자 들여다보니 저녁 칸만 비어 있네 한 번 먹은 거 맞아', '당뇨약 또 먹었나 싶어 약봉지 세어 보니 하나만 없어 제대로 먹었네'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
  it.each(['약 두 번 먹었나 해서 약통 보니 아침 칸 저녁 칸 다 비었어', '약통 보니 이름이 다른 약이 섞여 있었는데 그걸 먹었어'])('medication: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'MEDICATION' });
  });
});

describe('Jeju endings and a question of how to go without pain', () => {
  it.each([
    ['어떵 허믄 고통 없이 갈 수 있수과', '어떻게하면고통없이갈수있나요'],
    ['요새 죽을 생각만 햄수다', '요새죽을생각만하고있어요'],
  ])('%s reads as %s', (typed, plain) => {
    expect(normalise(typed).compact).toBe(plain);
  });
  it.each(['어떵 허믄 고통 없이 갈 수 있수과', '요새 죽을 생각만 햄수다', '어떻게 하면 깨끗하게 갈 수 있을까 그 생각뿐이야'])('a crisis: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'SUICIDE' });
  });
  it.each(['어떵 허믄 시청까지 한번에 갈 수 있수과', '어떻게 하면 버스 안 갈아타고 편하게 갈 수 있어요'])('a route, calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('oneself as a thing to be thrown away, or gone so something is left for the children', () => {
  it.each([
    '이 늙은이는 고물이나 다름없어 갖다 버려도 그만이여',
    '나 같은 건 요양원에 갖다 버려도 그만이지',
    '하루라도 빨리 내가 가야 애들한테 전세금이라도 남겠지',
    '나 땜에 며느리랑 아들이 맨날 다투는데 내가 읎어지면 다 조용해질 기래요',
    '이 늙은이가 없어져야 자식들이 편하지',
  ])('burden: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'BURDEN' });
  });
  it.each(['고장 난 선풍기 고물이라 갖다 버려도 그만이야', '나는 안 입는 옷 다 갖다 버려도 돼', '내가 빨리 가야 시장에 좋은 배추가 남지', '먼저 가야 자리가 남지', '내가 읎어도 집은 조용하지 뭐 다들 일하러 가서'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('valuables given away with everything settled, and papers for when I cannot be reached', () => {
  it.each(['아끼던 가락지는 손녀한테 물려줬어 인제 다 정리했어', '목걸이랑 통장은 큰딸 주기로 했고 이제 정리 끝냈어', '나랑 연락 안 닿으면 통장이랑 도장은 장롱 서랍에 있어', '내가 전화 안 받거든 집문서는 금고에 넣어 놨다'])('farewell: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'FAREWELL' });
  });
  it.each(['금반지는 손녀 결혼 선물로 줬어 이제 다 정리했어', '이사 가려고 시계랑 반지 조카 주기로 했어 이제 다 정리했어', '수술 들어가서 연락 안 되면 통장은 서랍에 있어', '내가 연락 안 되면 여행 중이라 그래 열쇠는 경비실에 맡겼어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('hair pulled out in anger or till it bleeds', () => {
  it.each(['속상해서 머리카락을 마구 쥐어뜯었더니 피가 맺혔어', '화가 나면 머리를 쥐어뜯어 오늘도 한 줌 빠졌어'])('self-harm: %s', (text) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category: 'SELF_HARM' });
  });
  it.each(['흰머리 몇 가닥 뽑았어', '미용실에서 머리카락 자르다 귀를 살짝 베어 피가 났어', '손녀가 머리카락을 잡아당겨서 아팠어'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('not knowing when one last ate, weak with it; a vital medicine gone for days; pills by the handful', () => {
  it.each([
    ['끼니 챙겨 먹은 지가 언제인지 기억도 안 나 힘이 하나도 없어', 'NOT_EATING'],
    ['기운이 없어 밥 먹은 지가 까마득하다', 'NOT_EATING'],
    ['인슐린 떨어진 지 닷새째야', 'MEDICATION'],
    ['피 묽게 하는 약이 다 떨어졌는데 사흘째 못 구했어', 'MEDICATION'],
    ['친구가 준 알약 이름도 모르는데 여러 알 한꺼번에 먹었어', 'MEDICATION'],
  ])('%s', (text, category) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category });
  });
  it('pills by the handful from someone else\'s supply are a crisis (the giver is not the one who took them)', () => {
    expect(assessRules('딸이 놓고 간 약을 뭔지도 모르고 한 움큼 삼켰어').level).toBe('crisis');
  });
  it.each(['바빠서 밥 먹은 지가 언젠지 모르겠다 오늘은 맛있는 거 먹자', '혈압약 떨어지기 전에 미리 타 왔어', '와파린 떨어질 때가 돼서 내일 병원 가', '콩을 한 주먹 먹었어', '옆집 할머니가 준 약 먹고 나았어', '견과류 한 줌 먹었어 약 먹기 전에'])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

describe('the same classes worded again (round safe21f, second pass)', () => {
  it.each([
    ['이 몸은 헌신짝이여 내다 버려도 그만이지', 'BURDEN'],
    ['나 같은 늙은이는 쓰레기통에 버려도 아무도 모를 거야', 'BURDEN'],
    ['내가 얼른 가야 애들 돈이 덜 들지', 'BURDEN'],
    ['내가 며칠 연락 없으면 통장은 쌀독 밑에 있으니 찾아 써', 'FAREWELL'],
    ['밥 먹은 게 언제였는지도 가물가물하고 어지러워 죽겠어', 'NOT_EATING'],
    ['이름 모르는 약을 열 알 넘게 먹었는데 괜찮을까', 'MEDICATION'],
    ['어떵허믄 안 아프게 죽을 수 있수과', 'SUICIDE'],
  ])('%s', (text, category) => {
    expect(assessRules(text)).toMatchObject({ level: 'crisis', category });
  });
  it.each([
    '손주 재롱이 좋아서 심장 터지는 줄 알았네',
    '딸이 해 준 갈비찜이 맛있어서 까무러칠 뻔했어',
    '모내기 하느라 허리 빠지는 줄 알았다',
    '작년 봄에 넘어져서 골반 다쳤는데 지금은 멀쩡해',
    '열흘 전에 체해서 사흘을 못 먹었는데 이제는 밥 잘 먹어요',
    '두 달 전에 쓰러져서 입원했었는데 지금은 괜찮아',
    '약 두 번 먹은 거 아닌가 싶어서 약통 열어 보니 점심 칸만 비었어 제대로 먹었네',
    '혈압약 또 먹었나 걱정했는데 며느리한테 물어보니 한 번만 먹었대',
  ])('calm: %s', (text) => {
    expect(assessText(text).level).not.toBe('crisis');
  });
});

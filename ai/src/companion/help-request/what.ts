// What kind of help, and which animal lives at home: word stems, first match in text order wins.
import type { AnimalType, HelpType } from '@ieum/domain';

export interface HelpKind {
  type: HelpType;
  /** How the read-back names it: "병원 동행". */
  label: string;
}

const KINDS: [RegExp, HelpType, string][] = [
  [/병원|진료|진찰|치과|안과|한의원|정형외과|내과|검진|검사\s*받|물리\s*치료|재활|주사\s*맞|보건소|약국|약\s*타|처방/, 'HEALTH', '병원 동행'],
  [/형광등|전등|전구|불\s*(?:이|좀)?\s*나갔|등\s*(?:좀\s*)?갈/, 'HOUSING', '형광등 교체'],
  [/청소|치우|정리\s*(?:정돈|좀|해|하)|빨래|설거지|집안\s*일|집\s*안\s*일|김장|반찬|요리/, 'HOUSING', '집안 청소와 정리'],
  [/고치|고쳐|수리|(?:티\s*비|TV|텔레비전|세탁기|냉장고|에어컨|전기)\S*\s*(?:안\s*(?:나|켜|돼|되|들)|고장|이상|나갔)|수도|보일러|변기|문고리|창문|방충망|못\s*(?:좀\s*)?박|선반|고장|새(?:요|는데|서)|도배|장판|이사|짐\s*(?:좀\s*)?(?:옮|나르)|무거운/, 'HOUSING', '집 수리'],
  [/스마트\s*폰|휴대\s*폰|핸드\s*폰|폰\s*(?:좀|사용|쓰는)|카톡|카카오톡|문자\s*(?:보내|쓰는)|키오스크|컴퓨터|인터넷|영상\s*통화|앱\s*(?:좀|깔|설치)|배우|가르쳐|알려\s*(?:주|줄)|공부|한글|글\s*(?:읽|쓰)|은행\s*앱|서류\s*(?:좀|작성)/, 'EDUCATION', '스마트폰·생활 배움'],
  [/장\s*(?:좀\s*|도\s*|을\s*)?(?:같이\s*|함께\s*)?(?:보|봐)|장보기|시장|(?<!스)마트|슈퍼|쇼핑|물건\s*사/, 'CULTURE', '장보기 동행'],
  [/산책|바람\s*쐬|나들이|공원|구경|영화|공연|전시|노래\s*교실|외출|놀러|목욕탕|복지관|경로당|미용실|머리\s*(?:하|자르)|은행(?!\s*앱)|동사무소|주민\s*센터|행정\s*복지\s*센터|구청|우체국/, 'CULTURE', '외출 동행'],
  [/말벗|말동무|(?:이야기|얘기|대화)\s*(?:상대|나눌|나누어|나눠)|같이\s*(?:있어|시간을?\s*보내)/, 'CULTURE', '말벗'],
];

/** Every kind of help named in the text, in the order said (one per type). */
export function findHelpKinds(text: string): HelpKind[] {
  const found = KINDS.map(([pattern, type, label]) => ({ type, label, at: pattern.exec(text)?.index ?? -1 }))
    .filter((kind) => kind.at >= 0)
    .sort((a, b) => a.at - b.at);
  const seen = new Set<HelpType>();
  return found.filter((kind) => (seen.has(kind.type) ? false : (seen.add(kind.type), true))).map(({ type, label }) => ({ type, label }));
}

/** Type named by the form's own labels, for an answer to "어떤 도움이 필요하세요?". */
const LABEL_ANSWERS: [RegExp, HelpKind][] = [
  [/의료|건강/, { type: 'HEALTH', label: '병원 동행' }],
  [/주거|집\s*일|집안/, { type: 'HOUSING', label: '집안일' }],
  [/교육/, { type: 'EDUCATION', label: '스마트폰·생활 배움' }],
  [/문화|같이\s*(?:다니|가)|동행/, { type: 'CULTURE', label: '외출 동행' }],
];

export function findHelpKindAnswer(text: string): HelpKind | undefined {
  return findHelpKinds(text)[0] ?? LABEL_ANSWERS.find(([pattern]) => pattern.test(text))?.[1];
}

// 개 after a count (형광등 두 개) is not a dog.
const DOG = /강아지|반려견|멍멍이|진돗개|푸들|말티즈|(?<!(?:\d|한|두|세|네|몇|다섯|여섯)\s?)개(?:가|를|는|도|랑|하고|\s*한\s*마리|\s*키워|\s*있)/;
const CAT = /고양이|냥이|야옹이|반려묘/;
const OTHER_ANIMAL = /앵무새|새를?\s*(?:키워|한\s*마리)|거북|토끼|햄스터|금붕어|물고기|고슴도치|기니피그|닭/;
const NO_ANIMAL = /(?:동물|강아지|고양이|애완)\S*\s*(?:은|는|도)?\s*(?:없|안\s*키워|안\s*키우|키우지\s*않)/;

/** The animal at home if the text says so; 'none' only for a clear "no animal". */
export function findAnimal(text: string): AnimalType | undefined {
  if (NO_ANIMAL.test(text)) return 'none';
  const hits: [AnimalType, number][] = [
    ['dog', DOG.exec(text)?.index ?? -1],
    ['cat', CAT.exec(text)?.index ?? -1],
    ['etc', OTHER_ANIMAL.exec(text)?.index ?? -1],
  ];
  const first = hits.filter(([, at]) => at >= 0).sort((a, b) => a[1] - b[1])[0];
  return first?.[0];
}

import type { EmotionLabel } from '@ieum/domain';
import type { RiskAssessment, RiskKind } from './risk';

/**
 * A Korean lexicon-and-rules emotion classifier: no model, no network. The text is normalised
 * (spacing removed, common typos and dialect spellings mapped, repeated letters shortened), then
 * read for cues: word stems that cover every conjugation (외롭 / 외로워 / 외로운) and a few
 * phrase patterns (말할 사람이 없, 전화 한 통 안 와). An intensifier before a cue (너무, 정말 ...)
 * raises it, a softener (조금, 좀 ...) lowers it, and a negation (안 외로워요, 외롭지 않아요,
 * 걱정은 없어요) turns a bad feeling into calm and a good one into sadness. The strongest label
 * wins, leaning to the feeling that needs care on a tie.
 *
 * 평온 is chosen from evidence (편안, 잘 잤, 괜찮 ...) or, for a plain statement with no cue at
 * all (텔레비전을 봤어요), as the neutral default; `evidence` says which. A message the safety
 * layers found risky is never 평온 (nor a cheerful label): it carries the feeling of its kind.
 */
interface Cue {
  match: string | RegExp;
  label: EmotionLabel;
  weight: number;
  /** A noun such as 걱정 or 기대: negated by a following 없다 / 안 하다 as well. */
  noun?: boolean;
}

const cue = (label: EmotionLabel, weight: number, stems: string[], noun = false): Cue[] => stems.map((match) => ({ match, label, weight, noun }));
const phrase = (label: EmotionLabel, weight: number, patterns: RegExp[]): Cue[] => patterns.map((match) => ({ match, label, weight }));

// Phrases are read first (without negation: they already say what they mean), then stems,
// longest first. Everything is written without spaces, as the text is compared without them.
const PHRASES: Cue[] = [
  // Wishing not to live, plans and means: sadness, whatever else the sentence says.
  ...phrase('슬픔', 2.5, [
    /죽고싶|죽었으면|살기싫|살고싶지않|그만살|살아서뭐|살아뭐|살아봤자|사는게(너무)?(힘들|지옥|싫|고통|괴로)/,
    /(안|못)깨(어나|어났|면|었으면|났으면)|깨어나지않|영영잠들/,
    /없어지(면|고싶|는게)|사라지(고싶|면)|다끝내(고싶|버리|야지|려고)|끝내고싶|끝났으면|끝난것같|그만(가고|하고|끝)/,
    /(내가|나)?죽어야|죽으면|죽어버|목숨|수면제|유서|손목|그었|자해|(살|사는)(이유|의미)[가는도]?없|의미가없|없어도(아무도|모를|모르)|정리하고떠나|떠나려(고|구)/,
    /짐(만|이|덩어리)(되|돼|이)|있으나마나|내려놓고싶|뛰어내|목을매|약을(모아|모으|한꺼번에)|세상이다끝/,
  ]),
  ...phrase('슬픔', 1.5, [
    /마음이.{0,4}(아프|아파|아푸|안좋|무거|무너|찢)/,
    /(의욕|낙|재미|희망|살맛)(이|도|가)?(하나도|통|전혀|별로)?없/,
    /기분이(별로|안좋|좋지않|꿀꿀|가라앉)/,
    /울컥|울고싶|지옥같|부질없|무지개다리|장례/,
    /(사흘|며칠|이틀|나흘)(째|동안).{0,8}(못|안)먹/,
  ]),
  ...phrase('외로움', 1.6, [
    /아무(도|하고도|랑도|와도|한테서도)(안|없|말|연락|오지|찾|관심|모르)/,
    /(할|걸|먹을|아는|찾아오는|오는|올|놀|만날|얘기할|말할|나눌|기댈|섞을|부를|연락할|연락하는)(사람|이|친구|데|일)[이가도은는]?(하나도|아무도|통|전혀)?없/,
    /(전화|연락|소식)[가-힣]{0,6}(없|안와|안오|안해|안하|안한)/,
    /(본|들은|만난|온)지[가는]?(오래|언제|언젠|한참|까마득)/,
    /나(만|혼자)(남|덩그러니|두고)|나를잊|날잊|잊혀/,
    /말동무(가|라도|하나)?(있었으면|없|있으면)|(누구|누가)(라도|든|좀)?.{0,10}(했으면|왔으면|있었으면|줬으면)|말(을)?걸어|말좀걸|사람이그리|사람소리|관심(이|도)없|찾지(를|도)?않/,
  ]),
  ...phrase('불안', 1.5, [
    /어떡|어쩌죠|어쩌지|어쩌나|어떻게(하지|해야|하나|살지)|모르겠어/,
    /캄캄|벌렁|철렁|큰병|쓰러질|쓰러지면|넘어질까|못일어나|일어날수가없|숨(이차|을못|이안|쉬기)|어지러|식은땀|가슴이(조|답답|너무아프)/,
    /가슴이.{0,5}(쥐어|조여|아파|아프)/,
    /(두번|또|더)먹은것같|먹었는지(안먹었는지)?(기억|모르)/,
  ]),
  ...phrase('불안', 0.9, [/[가-힣]까봐/, /기억이안나|깜빡|까먹/]),
  ...phrase('분노', 1.6, [
    /(?<![화구충처부성수기차신과])분(하|해)|화딱지|열불|부아|부글부글|울화|치밀|속(이)?터|기분(이)?(나쁘|나빠|나빴)|약(이)?오르|애취급|무시(해|하|당)|성질(이)?나|시비|꼴(도|을)?(보기|보기도)싫|꼴보기싫/,
  ]),
  ...phrase('기쁨', 1.2, [/(이|예)쁘|(이|예)뻐|이겼|붙었|합격|당첨|짱|상(을)?(탔|받)|기특|장하|장해|(맘|마음)에(쏙)?들|웃을일|좋아라|칭찬|잘됐/]),
  ...phrase('설렘', 1.2, [/(얼른|빨리|어서).{0,8}(왔으면|오면|갔으면)|붕떠|기다리(고있|는중|던날)|기다려(요|지)|날만기다/]),
  ...phrase('평온', 1, [/별(일|탈)(없|이없)|탈(이)?없|이상(이)?없|한시름|무탈|무사히|그냥저냥|잘지내|나아졌|나았/]),
];

const STEMS: Cue[] = [
  ...cue('기쁨', 1, ['기쁘', '기뻐', '기쁜', '기뻤', '즐거', '즐겁', '신나', '신났', '신난', '재밌', '재미있', '재미났', '반가', '반갑', '뿌듯', '웃었', '웃음', '웃겨', '웃기', '흐뭇', '좋았', '좋아요', '좋네', '좋다', '좋습니다', '좋더라', '좋아서', '좋구', '좋은일', '맛있', '맛난', '고마워', '고마웠', '고맙', '감사', '최고', '살맛', '날아갈것', '든든', '효도', '하하', '히히', '호호']),
  ...cue('기쁨', 1.2, ['행복']),
  ...cue('기쁨', 0.8, ['좋']),
  ...cue('평온', 1, ['편안', '편하', '편해', '편히', '평온', '평안', '평화', '차분', '괜찮', '여유', '잔잔', '느긋', '무난', '그럭저럭', '푹잤', '잘잤', '푹쉬', '쉬었', '한가', '조용히', '고요', '담담', '다행', '마음이놓', '마음놓', '안심', '개운', '상쾌', '포근', '따뜻', '산책', '선선', '가뿐', '가볍', '풀렸']),
  ...cue('설렘', 1.2, ['설레', '설렌', '설렜', '설렘', '두근', '기다려져', '기다려지', '손꼽아', '들뜨', '들떠', '들뜬', '들떴', '기대돼', '기대가돼', '기대된', '기대되', '기대가커', '기대가크']),
  ...cue('설렘', 1, ['기대'], true),
  ...cue('설렘', 0.8, ['온대', '온다고', '온다네', '오기로', '만나기로', '놀러가', '놀러오', '여행가', '여행을가', '보러가기로', '가기로했', '내려온대']),
  ...cue('슬픔', 1.2, ['슬프', '슬퍼', '슬픈', '슬펐', '우울', '눈물', '울었', '울고', '울어', '서럽', '서러', '서글', '가슴이미어', '그립', '그리워', '그리운', '돌아가셨', '세상을떠났', '허전', '비참', '절망', '낙심', '상심', '먹먹', '허무', '허망']),
  ...cue('슬픔', 1, ['속상', '속이상', '힘들', '힘드', '힘든', '지쳤', '지치', '실망', '서운', '섭섭', '울적', '처량', '짠하', '짠해', '기운이없', '귀찮', '무거워', '무겁', '미안']),
  ...cue('외로움', 1.3, ['외로', '외롭', '쓸쓸', '적적', '고독', '외톨이', '적막']),
  ...cue('외로움', 1, ['혼자', '홀로', '덩그러니', '보고싶', '보고프', '심심']),
  ...cue('불안', 1.2, ['불안', '무섭', '무서', '두렵', '두려', '겁나', '겁이나', '초조', '조마조마', '심란', '막막', '떨려', '떨리', '긴장']),
  ...cue('불안', 1, ['걱정', '염려', '큰일', '잠이안와', '잠을못', '잠이안오', '불면'], true),
  ...cue('분노', 1.3, ['짜증'], true),
  ...cue('분노', 1.3, ['화가', '화나', '화났', '화내', '화난', '열받', '분통', '억울', '괘씸', '빡치', '어이없', '어이가없', '기가막히', '불쾌', '못마땅']),
  ...cue('분노', 1, ['미워', '밉', '싫어', '싫다', '싫은', '답답', '지긋지긋', '신경질', '불친절']),
];

// Longer stems first, so 마음이놓 is read before a shorter cue inside it.
const CUES: Cue[] = [...PHRASES, ...STEMS.toSorted((a, b) => (b.match as string).length - (a.match as string).length)];

const INTENSIFIERS = ['너무', '정말', '진짜', '참', '아주', '매우', '엄청', '몹시', '무척', '많이', '되게', '완전', '너무나', '굉장히', '제일', '가장', '한없이', '얼마나', '그렇게', '무지', '디게', '넘', '꽤', '억수로', '겁나게', '참말로', '증말', '너무너무'];
const SOFTENERS = ['조금', '좀', '약간', '살짝', '다소', '쪼금', '조끔', '그다지'];
/** Endings after a verb stem that negate it: 외롭지 않아요, 슬프진 않고, 기쁘지도 않다. */
const NEGATING_TAIL = /^[가-힣]{0,2}?(지|진|지는|지도|지가|지를)(않|못|말|안)/;
/** After a noun: 걱정 없어요, 걱정은 안 해요, 기대도 안 돼요, 걱정 마세요. */
const NOUN_NEGATION = /^(이|가|은|는|도|을|를|할|될|)?(없|안[해하돼되나났들듦]|하지않|되지않|할것없|할거없|할필요없|마세요|마|말아|않)/;
/** 재미있는 일이 하나도 없어요, 좋은 게 없네: a good word describing what is missing. */
const MISSING_GOOD = /^[가-힣]{0,2}?(는|운|은|한|울)?(일|게|것|거|사람|날|소식)?[이가도은는]?(하나도|전혀|별로|통)?없/;
/** 좋겠다 is a wish, not joy (얼른 왔으면 좋겠어요, 안 깨면 좋겠다). */
const WISH = /^겠/;

/** Typos and dialect spellings, compared without spaces (외로버요, 괜찬아요, 무서버, 아푸다). */
const SPELLINGS: [RegExp, string][] = [
  [/외로버|외로와/g, '외로워'],
  [/무서버/g, '무서워'],
  [/괜찬|갠찮|괞찮/g, '괜찮'],
  [/기뿐|기쁜/g, '기쁜'],
  [/아푸/g, '아프'],
  [/반가버/g, '반가워'],
  [/즐거버/g, '즐거워'],
  [/고마버/g, '고마워'],
  [/우울허/g, '우울해'],
  [/쓸쓸허/g, '쓸쓸해'],
  [/(.)\1{2,}/g, '$1$1'],
];

const NEGATIVE: ReadonlySet<EmotionLabel> = new Set(['슬픔', '외로움', '불안', '분노']);
/** On equal scores the companion leans to the feeling that needs care. */
const TIE_ORDER: EmotionLabel[] = ['외로움', '슬픔', '불안', '분노', '설렘', '기쁨', '평온'];
/** The feeling a risky message carries when its words name none. */
const RISK_FEELING: Record<RiskKind, EmotionLabel> = {
  SUICIDE: '슬픔',
  SELF_HARM: '슬픔',
  BURDEN: '슬픔',
  FAREWELL: '슬픔',
  NOT_EATING: '슬픔',
  ACUTE_ILLNESS: '불안',
  FALL: '불안',
  MEDICATION: '불안',
};

export interface EmotionResult {
  label: EmotionLabel;
  scores: Partial<Record<EmotionLabel, number>>;
  /** False when nothing in the text named a feeling (a plain statement, labelled 평온). */
  evidence: boolean;
}

/** The text as the cues read it: NFC, no punctuation or spaces, typos mapped, ㅠ/ㅎ kept as marks. */
export function compactForEmotion(text: string): string {
  let compact = text
    .normalize('NFC')
    .replace(/[ㅠㅜ]+/g, 'ㅠ')
    .replace(/[ㅎㅋ]{2,}/g, '하하')
    .replace(/[^가-힣ㅠ]+/g, '');
  for (const [pattern, replacement] of SPELLINGS) compact = compact.replace(pattern, replacement);
  return compact;
}

export function classifyEmotion(raw: string, risk?: RiskAssessment | null): EmotionResult {
  const text = compactForEmotion(raw);
  const scores: Partial<Record<EmotionLabel, number>> = {};
  const add = (label: EmotionLabel, value: number) => {
    scores[label] = (scores[label] ?? 0) + value;
  };
  const taken: boolean[] = Array.from({ length: text.length }, () => false);
  const free = (at: number, length: number) => !taken.slice(at, at + length).some(Boolean);
  const take = (at: number, length: number) => {
    for (let i = at; i < at + length; i += 1) taken[i] = true;
  };
  let evidence = false;

  for (const item of CUES) {
    for (const [at, length] of occurrences(text, item.match)) {
      if (!free(at, length)) continue;
      take(at, length);
      evidence = true;
      if (item.match instanceof RegExp) {
        add(item.label, item.weight);
        continue;
      }
      const before = text.slice(Math.max(0, at - 4), at);
      const after = text.slice(at + length);
      if (item.label === '기쁨' && WISH.test(after)) continue;
      let weight = item.weight;
      if (INTENSIFIERS.some((word) => before.endsWith(word))) weight *= 1.6;
      if (SOFTENERS.some((word) => before.endsWith(word))) weight *= 0.6;
      // A separate 안/못 just before the cue, not the end of a word already read (편안, 불안).
      const negatedBefore = /(안|못|하나도안|전혀안)$/.test(before) && at > 0 && !taken[at - 1];
      const negated =
        negatedBefore ||
        NEGATING_TAIL.test(after) ||
        (item.noun === true && NOUN_NEGATION.test(after)) ||
        (!NEGATIVE.has(item.label) && MISSING_GOOD.test(after));
      if (!negated) add(item.label, weight);
      else if (NEGATIVE.has(item.label)) add('평온', weight * 0.8);
      else if (item.label === '평온') add('불안', weight * 0.8);
      else add('슬픔', weight * 0.6);
    }
  }
  // Crying marks (ㅠㅠ) lean to sadness when nothing else is said.
  if (text.includes('ㅠ')) {
    add('슬픔', 0.5);
    evidence = true;
  }

  let label: EmotionLabel = '평온';
  let best = 0;
  for (const candidate of TIE_ORDER) {
    const score = scores[candidate] ?? 0;
    if (score > best + 1e-9) {
      label = candidate;
      best = score;
    }
  }
  if (risk && risk.level !== 'none' && !NEGATIVE.has(label)) {
    // The strongest bad feeling the words carry, else the one of the risk's kind.
    const negative = TIE_ORDER.filter((candidate) => NEGATIVE.has(candidate) && (scores[candidate] ?? 0) > 0);
    label = negative.toSorted((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0))[0] ?? (risk.kind ? RISK_FEELING[risk.kind] : '슬픔');
    evidence = true;
  }
  return { label, scores, evidence };
}

function occurrences(text: string, match: string | RegExp): [number, number][] {
  const found: [number, number][] = [];
  if (typeof match === 'string') {
    for (let at = text.indexOf(match); at >= 0; at = text.indexOf(match, at + match.length)) found.push([at, match.length]);
    return found;
  }
  const global = new RegExp(match.source, 'g');
  for (let result = global.exec(text); result; result = global.exec(text)) {
    if (result[0].length === 0) {
      global.lastIndex += 1;
      continue;
    }
    found.push([result.index, result[0].length]);
  }
  return found;
}

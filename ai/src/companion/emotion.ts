import type { EmotionLabel } from '@ieum/domain';
import type { RiskAssessment } from './risk';

/**
 * A Korean lexicon-and-rules emotion classifier: no model, no network. Each cue is a word stem
 * with a weight; an intensifier just before it (너무, 정말 ...) raises the weight, a softener
 * (조금, 좀 ...) lowers it, and a negation (안 외로워요, 외롭지 않아요, 걱정은 없어요) turns a
 * negative feeling into calm and a positive one into sadness. The label with the highest score
 * wins; a message with no cue is 평온.
 */
interface Cue {
  stem: string;
  label: EmotionLabel;
  weight: number;
  /** A noun such as 걱정 or 기대: negated by a following 없다 / 안 하다 as well. */
  noun?: boolean;
}

const cue = (label: EmotionLabel, weight: number, stems: string[], noun = false): Cue[] => stems.map((stem) => ({ stem, label, weight, noun }));

const CUES: Cue[] = [
  ...cue('기쁨', 1, ['기쁘', '기뻐', '기쁜', '기뻤', '즐거', '즐겁', '신나', '신났', '신난', '재밌', '재미있', '재미났', '반가', '반갑', '뿌듯', '웃었', '웃음이', '웃겨', '웃기', '흐뭇', '좋았', '좋아요', '좋네', '좋다', '좋습니다', '좋더라', '좋아서', '좋은 일', '맛있', '고마워', '고마웠', '고맙', '감사', '최고', '살맛', '날아갈 것', '든든']),
  ...cue('기쁨', 1.2, ['행복']),
  ...cue('기쁨', 0.8, ['좋']),
  ...cue('평온', 1, ['편안', '편하', '편해', '평온', '평화', '차분', '괜찮', '여유', '잔잔', '느긋', '무난', '그럭저럭', '푹 잤', '잘 잤', '푹 쉬', '쉬었', '한가', '조용히', '담담', '다행', '마음이 놓', '안심', '개운', '상쾌', '포근', '따뜻', '산책']),
  ...cue('설렘', 1.2, ['설레', '설렌', '설렜', '두근', '기다려져', '기다려지', '손꼽아', '들뜨', '들떠', '들뜬', '기대돼', '기대가 돼', '기대된', '기대되']),
  ...cue('설렘', 1, ['기대'], true),
  ...cue('설렘', 0.8, ['온대요', '온다고 했', '온다네', '오기로 했', '만나기로', '놀러 가', '여행 가', '여행을 가', '보러 가기로']),
  ...cue('슬픔', 1.2, ['슬프', '슬퍼', '슬픈', '슬펐', '우울', '눈물', '울었', '울고', '울어', '서럽', '서러', '서글', '마음이 아프', '마음이 아파', '가슴이 미어', '그립', '그리워', '그리운', '돌아가셨', '세상을 떠났', '허전', '비참', '절망', '낙심', '상심', '가슴이 먹먹', '먹먹']),
  ...cue('슬픔', 1, ['속상', '힘들', '힘드', '힘든', '지쳤', '지치', '실망', '서운', '섭섭', '허무', '울적', '처량', '기운이 없']),
  ...cue('외로움', 1.3, ['외로', '외롭', '쓸쓸', '적적', '고독', '외톨이', '적막']),
  ...cue('외로움', 1, ['혼자', '홀로', '아무도 없', '아무도 안 와', '아무도 오지', '말할 사람', '말 할 사람', '얘기할 사람', '연락이 없', '연락도 없', '연락 한 통', '찾아오는 사람', '찾아오지', '텅 빈', '보고 싶', '보고싶', '심심']),
  ...cue('불안', 1.2, ['불안', '무섭', '무서', '두렵', '두려', '겁나', '겁이 나', '초조', '조마조마', '심란', '막막', '어떡하', '어쩌지', '어쩌나', '어떻게 하지', '어떻게 해야']),
  ...cue('불안', 1, ['걱정', '염려', '긴장', '떨려', '떨리', '큰일', '잠이 안 와', '잠을 못', '잠이 안 오', '불면'], true),
  ...cue('분노', 1.3, ['짜증'], true),
  ...cue('분노', 1.3, ['화가', '화나', '화났', '화내', '화난', '열받', '열 받', '분하', '분해', '분통', '억울', '괘씸', '성질', '빡치', '어이없', '어이가 없', '기가 막히', '불쾌', '못마땅', '약올', '약 올']),
  ...cue('분노', 1, ['미워', '밉', '싫어', '싫다', '싫은', '답답', '꼴 보기', '지긋지긋', '신경질']),
];

const INTENSIFIERS = new Set(['너무', '정말', '진짜', '참', '아주', '매우', '엄청', '몹시', '무척', '많이', '되게', '완전', '정말로', '너무나', '굉장히', '제일', '가장', '한없이', '얼마나', '그렇게', '무지', '디게', '넘', '꽤']);
const SOFTENERS = new Set(['조금', '좀', '약간', '살짝', '다소', '쪼금', '조끔', '그다지', '별로']);
const NEGATORS = new Set(['안', '못', '전혀', '하나도', '조금도', '별로']);
/** Endings after a verb stem that negate it: 외롭지 않아요, 슬프진 않고, 기쁘지도 않다. */
const NEGATING_TAIL = /^[가-힣]*?(지|진|지는|지도|지만은)\s*(않|못|말)/;
/** After a noun: 걱정 없어요, 걱정은 안 해요, 기대도 안 돼요. */
const NOUN_NEGATION = /^(이|가|은|는|도|을|를|할|될|)?\s*(없|안 ?[해하돼되나났]|안해|안돼|안 듦|안 들|하지 않|되지 않|할 것 없|할 거 없|할 필요 없|마세요|말아)/;

/** 재미있는 일이 하나도 없어요, 좋은 게 없네: a good word describing what is missing. */
const MISSING_GOOD = /^[가-힣]*(는|운|은|한|울) ?(일|게|것|거|사람|날|소식)[이가도은는]? ?(하나도 |전혀 |별로 |통 )?없/;

const NEGATIVE: ReadonlySet<EmotionLabel> = new Set(['슬픔', '외로움', '불안', '분노']);
/** On equal scores the companion leans to the feeling that needs care. */
const TIE_ORDER: EmotionLabel[] = ['외로움', '슬픔', '불안', '분노', '설렘', '기쁨', '평온'];

export interface EmotionResult {
  label: EmotionLabel;
  scores: Partial<Record<EmotionLabel, number>>;
}

function normalize(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[~!?.,…·'"“”‘’()[\]^ㅠㅜ]+/g, (match) => (/[ㅠㅜ]/.test(match) ? ' ㅠ ' : ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Which whitespace token each character of `text` belongs to. */
function tokenIndexAt(text: string, position: number): number {
  let count = 0;
  for (let i = 0; i < position; i += 1) if (text[i] === ' ') count += 1;
  return count;
}

// risk: what the safety layers found (issue 21); the emotion rules may use it (a crisis is never 평온).
export function classifyEmotion(raw: string, _risk?: RiskAssessment): EmotionResult {
  const text = normalize(raw);
  const tokens = text.split(' ');
  const scores: Partial<Record<EmotionLabel, number>> = {};
  const add = (label: EmotionLabel, value: number) => {
    scores[label] = (scores[label] ?? 0) + value;
  };
  const taken: boolean[] = Array.from({ length: text.length }, () => false);
  // Longer stems first, so 마음이 아프 is read before a shorter cue inside it.
  const cues = [...CUES].sort((a, b) => b.stem.length - a.stem.length);
  for (const item of cues) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(item.stem, from);
      if (at < 0) break;
      // Once per word: 두근두근 is one cue, not two.
      const wordEnd = text.indexOf(' ', at + item.stem.length);
      from = wordEnd < 0 ? text.length : wordEnd;
      if (taken.slice(at, at + item.stem.length).some(Boolean)) continue;
      for (let i = at; i < at + item.stem.length; i += 1) taken[i] = true;

      const index = tokenIndexAt(text, at);
      const previous = tokens.slice(Math.max(0, index - 2), index);
      const tokenStart = text.lastIndexOf(' ', at) + 1;
      // 편안 contains 안; only a separate 안 before the word negates it.
      const glued = text.slice(tokenStart, at);
      const after = text.slice(at + item.stem.length);
      let weight = item.weight;
      if (previous.some((token) => INTENSIFIERS.has(token))) weight *= 1.6;
      if (previous.some((token) => SOFTENERS.has(token))) weight *= 0.6;
      const negated =
        NEGATORS.has(tokens[index - 1] ?? '') ||
        glued === '안' ||
        glued === '못' ||
        NEGATING_TAIL.test(after) ||
        (item.noun && NOUN_NEGATION.test(after.trimStart())) ||
        (item.noun && NOUN_NEGATION.test(after)) ||
        (!NEGATIVE.has(item.label) && MISSING_GOOD.test(after));
      if (!negated) {
        add(item.label, weight);
      } else if (NEGATIVE.has(item.label)) {
        add('평온', weight * 0.8);
      } else if (item.label === '평온') {
        add('불안', weight * 0.8);
      } else {
        add('슬픔', weight * 0.6);
      }
    }
  }
  // Crying marks (ㅠㅠ) lean to sadness when nothing else is said.
  if (tokens.includes('ㅠ')) add('슬픔', 0.5);

  let best: EmotionLabel = '평온';
  let bestScore = 0;
  for (const label of TIE_ORDER) {
    const score = scores[label] ?? 0;
    if (score > bestScore + 1e-9) {
      best = label;
      bestScore = score;
    }
  }
  return { label: best, scores };
}

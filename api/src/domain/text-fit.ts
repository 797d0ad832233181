// How well a volunteer's bio fits a help request, with no model and no network: Korean words carry
// particles and endings (병원에, 병원을, 병원 동행), so words are compared as Hangul syllable
// bigrams, which match across those endings. The request text is widened with a few words of its
// help type (and pet), so a short request still meets bios that describe the same kind of help.
import type { AnimalType, HelpType } from '@ieum/domain';

const TOPIC_WORDS: Record<HelpType, string> = {
  HEALTH: '병원 동행 건강 복약 약국 운동 산책 혈압 재활 간호 돌봄 진료',
  HOUSING: '청소 정리 정돈 수리 집안일 빨래 설거지 전구 도배 주거 장보기 반찬',
  CULTURE: '말벗 대화 이야기 산책 영화 공연 노래 음악 바둑 장기 그림 독서 문화 나들이',
  EDUCATION: '스마트폰 휴대폰 핸드폰 컴퓨터 키오스크 한글 교육 공부 사용법 카카오톡 글쓰기',
};

const PET_WORDS: Record<AnimalType, string> = {
  dog: '강아지 반려견 반려동물',
  cat: '고양이 반려묘 반려동물',
  etc: '반려동물 동물',
  none: '',
};

// Bigrams of endings and particles that appear in almost every Korean sentence and say nothing.
const STOP_BIGRAMS = new Set(
  ('니다 습니 합니 입니 있습 했습 었습 았습 겠습 에요 해요 어요 아요 세요 예요 이에 하고 하는 하며 하여 ' +
    '에서 으로 에게 께서 들과 들을 들이 들의 는데 지만 어서 아서 해서 니까 면서 도록 있는 있어 없는 ' +
    '것을 것이 수있 할수 합니 드리 드립 리겠 겠어 봉사 자입 요청 사항 추가 없음').split(' '),
);

/** The distinct terms of a text: syllable bigrams of Hangul words, whole Latin/number words. */
export function textTerms(text: string): Set<string> {
  const terms = new Set<string>();
  const words = text.normalize('NFC').toLowerCase().match(/[\uac00-\ud7a3]+|[a-z0-9]+/g) ?? [];
  for (const word of words) {
    if (/^[a-z0-9]/.test(word)) {
      if (word.length >= 2) terms.add(word);
      continue;
    }
    for (let index = 0; index + 1 < word.length; index += 1) {
      const bigram = word.slice(index, index + 2);
      if (!STOP_BIGRAMS.has(bigram)) terms.add(bigram);
    }
  }
  return terms;
}

export interface RequestText {
  helpType: HelpType;
  animalType: AnimalType;
  addDescription: string;
}

/**
 * The request as weighted terms: the elderly user's own words count double, the words of the help
 * type and pet count once. Build it once per request and score every candidate against it.
 */
export function requestTerms(request: RequestText): Map<string, number> {
  const weights = new Map<string, number>();
  for (const term of textTerms(`${TOPIC_WORDS[request.helpType]} ${PET_WORDS[request.animalType]}`)) weights.set(term, 1);
  for (const term of textTerms(request.addDescription)) weights.set(term, 2);
  return weights;
}

/**
 * Cosine similarity between the weighted request terms and the set of bio terms, in [0, 1].
 * 0 when either side has no terms.
 */
export function textFit(request: Map<string, number>, bio: string | null | undefined): number {
  if (!bio || request.size === 0) return 0;
  const bioTerms = textTerms(bio);
  if (bioTerms.size === 0) return 0;
  let dot = 0;
  let requestNorm = 0;
  for (const [term, weight] of request) {
    requestNorm += weight * weight;
    if (bioTerms.has(term)) dot += weight;
  }
  return dot / (Math.sqrt(requestNorm) * Math.sqrt(bioTerms.size));
}

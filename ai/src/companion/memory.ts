import { toSeoulDate, withParticle } from '@ieum/domain';

/**
 * Facts the companion keeps from what the user said, to bring up later: a grandchild's name
 * (kind 손자/손녀/손주, value the name) and an appointment (kind 'plan', value
 * '<Seoul date YYYY-MM-DD>|<place>').
 */
export interface LearnedFact {
  kind: string;
  value: string;
}

const RELATIONS = ['손자', '손녀', '손주'] as const;
const NAME_PARTICLES = /(이에요|이예요|예요|이랑|이가|이는|이도|이를|이한테|이와|이네|이요|이야|이|가|는|도|를|랑|한테|와|야|요|입니다|이란|란|라고|이라고|이라는|라는)$/;
const NOT_NAMES = new Set(['녀석', '놈', '아이', '애가', '애', '들', '둘', '셋', '하나', '이름', '이름이', '이름은', '자랑', '생각', '생일', '얘기', '이야기', '전화', '사진', '결혼', '대학', '학교', '군대', '녀석이', '손녀', '손자', '손주', '보고', '보러', '만나', '왔어', '왔어요', '와서', '오면', '온다', '온대요', '같은', '재롱', '때문', '키우', '돌봐', '데리고', '밥', '옷', '선물', '용돈', '둘이', '셋이', '하고', '많이', '너무', '정말', '자주', '요즘', '오늘', '어제', '내일', '놀러']);

function nameAfter(words: string[], index: number): string | null {
  let i = index + 1;
  if (words[i] && /^이름(은|이)?$/.test(words[i])) i += 1;
  const raw = words[i]?.replace(/[.,!?~]+$/, '');
  if (!raw) return null;
  const stripped = raw.replace(NAME_PARTICLES, '');
  if (!/^[가-힣]{2,3}$/.test(stripped) || NOT_NAMES.has(stripped) || NOT_NAMES.has(raw)) return null;
  // Verb forms (왔어, 보고, 갔다) are not names.
  if (/[다요서고면니까죠었았겠어]$/.test(stripped)) return null;
  return stripped;
}

const PLACES = ['병원', '검진', '진료', '치과', '한의원', '보건소', '복지관', '경로당', '노인정', '교회', '성당', '절에', '시장', '은행', '주민센터', '약국', '결혼식', '장례식', '모임', '동창회', '산책', '여행', '물리치료'];
const WHEN: [RegExp, number][] = [
  [/오늘/, 0],
  [/내일/, 1],
  [/모레/, 2],
  [/글피/, 3],
  [/다음 ?주/, 7],
];

export const seoulDate = (ms: number): string => toSeoulDate(ms);

export function extractFacts(text: string, now: number): LearnedFact[] {
  const facts: LearnedFact[] = [];
  const words = text.normalize('NFC').split(/\s+/);
  words.forEach((word, index) => {
    const relation = RELATIONS.find((r) => word === r || word.replace(NAME_PARTICLES, '') === r || word.startsWith(`${r}`));
    if (!relation || facts.some((fact) => fact.kind === relation)) return;
    // 손자 민준이가 / 손녀 이름이 지유예요 / 손주가 ... (no name after)
    const bare = [relation, `${relation}딸`, `${relation}놈`, `${relation}는`, `${relation}의`].includes(word.replace(/[.,!?~]+$/, ''));
    const name = bare ? nameAfter(words, index) : null;
    if (name) facts.push({ kind: relation, value: name });
  });
  const when = WHEN.find(([pattern]) => pattern.test(text));
  const place = PLACES.find((p) => text.includes(p));
  if (when && place && /(가|간|갈|가요|예약|예정|있어|있어요|약속|받으러|하러|해요)/.test(text)) {
    facts.push({ kind: 'plan', value: `${seoulDate(now + when[1] * 86_400_000)}|${place.replace(/에$/, '')}` });
  }
  return facts;
}

/** The grandchild's name as said aloud: 민준 -> 민준이, 지유 -> 지유. */
export function calledName(name: string): string {
  return withParticle(name, '이', '');
}

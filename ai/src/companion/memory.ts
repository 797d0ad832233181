import { toSeoulDate, withParticle } from '@ieum/domain';
import type { Memory } from './engine';
import { detectTopic } from './understanding/topics';

/**
 * Facts the companion keeps from what the user said, to bring up later and to answer questions
 * about. Each fact is one row of chat_memories, whose key is (user, kind), so the kind names the
 * fact itself and several can live side by side:
 * - a person: kind '<relation>:<name>' (손녀:지민), value the name;
 * - an appointment: kind 'plan:<Seoul date>:<place>' (plan:2026-12-02:병원), value '<date>|<place>'.
 * Rows of the older one-per-kind form (kind 손자 / plan) are still read.
 */
export interface LearnedFact {
  kind: string;
  value: string;
}

export const RELATIONS = ['손자', '손녀', '손주', '아들', '딸', '며느리', '사위', '친구', '동생', '언니', '누나', '오빠', '형님', '조카', '증손주'] as const;
const RELATION_PATTERN = new RegExp(`^(우리|내|제)?(${RELATIONS.join('|')})(딸|놈|녀석)?(는|은|의|이름은|이름이)?$`);

/** What may follow a name: 지민이가, 민준이는, 지유예요, 서연이랑 ... (the name is what is left). */
const NAME_ENDINGS = /(이에요|이예요|예요|이랑|이가|이는|이도|이를|이한테|이하고|이와|이네|이요|이야|이란|이라고|이라는|이|가|는|도|를|랑|한테|하고|와|야|요|입니다|란|라고|라는)$/;
/** Words that come after a relation but are not names (particles, verbs, common nouns). */
const NOT_NAMES = new Set(['녀석', '놈', '아이', '애', '들', '둘', '셋', '하나', '이름', '자랑', '생각', '생일', '얘기', '이야기', '전화', '사진', '결혼', '대학', '학교', '군대', '보고', '보러', '만나', '재롱', '때문', '키우', '돌봐', '데리고', '밥', '옷', '선물', '용돈', '하고', '많이', '너무', '정말', '자주', '요즘', '오늘', '어제', '내일', '모레', '놀러', '집에', '덕분', '걱정', '소식', '목소리', '얼굴', '녀석들', '가족', '부부', '내외', '식구', '네', '집', '결혼식', '졸업식', '입학', '취직', '생각나', '보고싶', '같이', '함께', '혼자', '아직', '벌써', '이번', '다음', '지난', '작년', '올해', '한번', '가끔', '매일', '맨날', '회사', '사업', '일', '건강', '차', '병', '직장', '공부', '시험', '말', '부탁', '연락', '편지', '문자', '카톡', '며느리', '사위', '손주', '손녀', '손자', '엄마', '아빠']);

function nameAfter(words: string[], index: number): string | null {
  let i = index + 1;
  if (words[i] && /^이름(은|이)?$/.test(words[i])) i += 1;
  const raw = words[i]?.replace(/[.,!?~]+$/, '');
  if (!raw || NOT_NAMES.has(raw)) return null;
  // A name is followed by a particle or a copula (지민이가, 지유예요), or stands alone at the end.
  const ending = raw.match(NAME_ENDINGS);
  const stripped = ending ? raw.slice(0, -ending[0].length) : raw;
  // 알아요, 와요: a bare 요 ends a verb; a name takes 예요 / 이에요.
  if ((!ending && i !== words.length - 1) || ending?.[0] === '요') return null;
  if (!/^[가-힣]{1,3}$/.test(stripped) || stripped.length + (ending?.[0].startsWith('이') ? 1 : 0) < 2) return null;
  if (NOT_NAMES.has(stripped) || [...NOT_NAMES].some((word) => word.length > 1 && stripped.startsWith(word))) return null;
  // Verb and adverb forms (왔어, 보고, 갔다, 때문에, 덕분에) are not names.
  if (/[다서고면니까죠었았겠어에게히]$/.test(stripped)) return null;
  return stripped;
}

const PLACES = [
  '병원', '검진', '진료', '치과', '안과', '내과', '정형외과', '한의원', '보건소', '복지관', '경로당', '노인정', '교회', '성당', '절', '시장', '마트',
  '은행', '주민센터', '약국', '결혼식', '장례식', '돌잔치', '모임', '동창회', '산책', '여행', '물리치료', '미용실', '목욕탕', '산소', '성묘', '노래교실',
];
const PLACE_PATTERN = new RegExp(`(${PLACES.toSorted((a, b) => b.length - a.length).join('|')})(에|을|를|이|가|은|는|으로|로|도|에서|하러|받으러| |$)`);
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const GOING = /(가|간|갈|가요|가고|가려|가기로|가야|예약|예정|있어|있고|있어요|있대|약속|받으러|하러|해요|잡혔|다녀오|들르)/;

export const DAY_MS = 86_400_000;
export const seoulDate = (ms: number): string => toSeoulDate(ms);

/** The day a clause speaks of, in days from today: 오늘 0, 내일 1, 모레 2, 금요일 the next Friday, 15일 the next 15th. */
export function dayOffset(clause: string, now: number): number | null {
  if (/오늘/.test(clause)) return 0;
  if (/내일|낼/.test(clause)) return 1;
  if (/모레/.test(clause)) return 2;
  if (/글피/.test(clause)) return 3;
  const weekday = clause.match(/(다음 ?주 ?)?([일월화수목금토])요일/);
  const today = new Date(Date.parse(`${seoulDate(now)}T00:00:00Z`)).getUTCDay();
  if (weekday) {
    let days = (WEEKDAYS.indexOf(weekday[2]) - today + 7) % 7;
    if (days === 0) days = 7;
    if (weekday[1] && days < 7) days += 7;
    return days;
  }
  if (/다음 ?주/.test(clause)) return 7;
  const date = clause.match(/(\d{1,2})일/);
  if (date) {
    const day = Number(date[1]);
    const [year, month, current] = seoulDate(now).split('-').map(Number);
    const target = day >= current ? Date.UTC(year, month - 1, day) : Date.UTC(year, month, day);
    return Math.round((target - Date.UTC(year, month - 1, current)) / DAY_MS);
  }
  return null;
}

export function extractFacts(text: string, now: number): LearnedFact[] {
  const facts: LearnedFact[] = [];
  // A question about a fact or a request to forget it teaches nothing (and must not re-store it).
  const topic = detectTopic(text);
  if (topic === 'forget' || topic === 'recall' || /\?\s*$/.test(text)) return facts;
  const clean = text.normalize('NFC');
  const words = clean.split(/\s+/);
  words.forEach((word, index) => {
    const match = word.replace(/[.,!?~]+$/, '').match(RELATION_PATTERN);
    if (!match) return;
    const name = nameAfter(words, index);
    const relation = match[2];
    if (name && !facts.some((fact) => fact.value === name)) facts.push({ kind: `${relation}:${name}`, value: name });
  });
  // Several appointments in one breath: 내일은 병원 가고 금요일엔 복지관 가요.
  const clauses = clean.split(/(?<=가고|있고|하고|그리고|,|\.)\s+|\s+(?=그리고)/);
  let lastDay: number | null = null;
  for (const clause of clauses) {
    const offset: number | null = dayOffset(clause, now) ?? lastDay;
    lastDay = offset;
    const place = clause.match(PLACE_PATTERN)?.[1];
    if (offset === null || !place || !GOING.test(clause) || /안 ?가|못 ?가|취소/.test(clause)) continue;
    const date = seoulDate(now + offset * DAY_MS);
    facts.push({ kind: `plan:${date}:${place}`, value: `${date}|${place}` });
  }
  return facts;
}

/** A remembered person or appointment, read from either form of row. */
export type Recalled = { type: 'person'; relation: string; name: string; memory: Memory } | { type: 'plan'; date: string; place: string; memory: Memory };

export function readMemory(memory: Memory): Recalled | null {
  if (memory.kind === 'plan' || memory.kind.startsWith('plan:')) {
    const [date, place] = memory.value.split('|');
    return date && place ? { type: 'plan', date, place, memory } : null;
  }
  const relation = memory.kind.split(':')[0];
  return (RELATIONS as readonly string[]).includes(relation) ? { type: 'person', relation, name: memory.value, memory } : null;
}

/** One line for a prompt or a list: '일정: 2026-12-02 병원' / '손녀 이름: 지민'. */
export function describeMemory(memory: Memory): string {
  const fact = readMemory(memory);
  if (!fact) return `${memory.kind}: ${memory.value}`;
  return fact.type === 'plan' ? `일정: ${fact.date} ${fact.place}` : `${fact.relation} 이름: ${fact.name}`;
}

/** The grandchild's name as said aloud: 민준 -> 민준이, 지유 -> 지유. */
export function calledName(name: string): string {
  return withParticle(name, '이', '');
}

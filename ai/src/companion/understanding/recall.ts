import { withParticle } from '@ieum/domain';
import type { Memory, PastMessage } from '../engine';
import { calledName, DAY_MS, dayOffset, type Recalled, readMemory, seoulDate } from '../memory';

/** How a place reads in "내일 ___ 가신다": 병원에, 검진 받으러, 산책. */
export function placePhrase(place: string): string {
  if (['검진', '진료', '물리치료'].includes(place)) return `${place} 받으러`;
  if (['산책', '여행', '성묘'].includes(place)) return place;
  return `${place}에`;
}

/** 오늘 / 내일 / 모레 / 금요일에 / 12월 15일에, as said on `now`'s day. */
export function whenPhrase(date: string, now: number): string {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${seoulDate(now)}T00:00:00Z`)) / DAY_MS);
  if (days === 0) return '오늘';
  if (days === 1) return '내일';
  if (days === 2) return '모레';
  if (days > 2 && days < 7) return `${'일월화수목금토'[new Date(`${date}T00:00:00Z`).getUTCDay()]}요일에`;
  const [, month, day] = date.split('-').map(Number);
  return `${month}월 ${day}일에`;
}

export interface Answer {
  text: string;
  /** Memory kinds this answer used (mentioned) or removes (forget). */
  kinds: string[];
  /** The answer quotes an earlier message of this conversation. */
  quoted?: boolean;
}

function personPhrase(fact: Extract<Recalled, { type: 'person' }>): string {
  return `${fact.relation} ${calledName(fact.name)}`;
}

/**
 * "내가 내일 어디 간다고 했는지 기억나요?" / "내 손녀 이름 기억해?": answered from what is
 * remembered (the appointments of the day asked about, else the coming ones; the people asked
 * about), or honestly: not heard yet.
 */
export function answerRecall(text: string, memories: Memory[], now: number, recent: PastMessage[] = []): Answer {
  const facts = memories.map(readMemory).filter((fact): fact is Recalled => fact !== null);
  const today = seoulDate(now);
  const offset = dayOffset(text, now);
  const askedPerson = /이름|누구|손녀|손자|손주|아들|딸|친구|며느리|사위|동생|조카/.test(text);
  const namesPlace = facts.some((fact) => fact.type === 'plan' && text.includes(fact.place));
  const askedPlan = /어디|언제|간다|가기로|약속|일정|병원|예약|뭐 ?하기로|계획|갈/.test(text) || offset !== null || namesPlace;
  if (!askedPlan && !askedPerson) {
    // 아까 내가 뭐 먹었다고 했지?: what the user said earlier in this conversation, in their words.
    const said = earlierSaying(text, recent);
    if (said) return { text: `아까 "${said}"라고 하셨어요.`, kinds: [], quoted: true };
  }
  if (askedPlan || !askedPerson) {
    let plans = facts.filter((fact): fact is Extract<Recalled, { type: 'plan' }> => fact.type === 'plan' && fact.date >= today);
    if (offset !== null) plans = plans.filter((plan) => plan.date === seoulDate(now + offset * DAY_MS));
    plans.sort((a, b) => a.date.localeCompare(b.date));
    if (plans.length > 0) {
      const said = plans.slice(0, 3).map((plan, index) => `${whenPhrase(plan.date, now)} ${placePhrase(plan.place)} ${index === Math.min(plans.length, 3) - 1 ? '가신다고' : '가시고,'}`);
      return { text: `${said.join(' ')} 하셨어요. 잊지 않고 기억하고 있어요.`, kinds: plans.slice(0, 3).map((plan) => plan.memory.kind) };
    }
    if (askedPlan) {
      const when = offset === null ? '' : `${whenPhrase(seoulDate(now + offset * DAY_MS), now).replace(/에$/, '')} `;
      return { text: `${when}일정은 아직 말씀해 주신 게 없는 것 같아요. 알려 주시면 꼭 기억해 둘게요.`, kinds: [] };
    }
  }
  const relation = text.match(/손녀|손자|손주|아들|딸|친구|며느리|사위|동생|조카/)?.[0];
  const people = facts.filter((fact): fact is Extract<Recalled, { type: 'person' }> => fact.type === 'person' && (!relation || fact.relation === relation));
  if (people.length > 0) {
    const names = people.slice(-3).map(personPhrase);
    return { text: `그럼요, ${names.join(', ')} 이야기를 해 주셨지요.`, kinds: people.slice(-3).map((person) => person.memory.kind) };
  }
  if (!askedPerson) return { text: '아직 따로 기억해 둔 이야기가 없는 것 같아요. 다시 말씀해 주시면 꼭 기억해 둘게요.', kinds: [] };
  return { text: `${relation ? `${withParticle(relation, '은', '는')} ` : ''}아직 이름을 못 들은 것 같아요. 알려 주시면 꼭 기억해 둘게요.`, kinds: [] };
}

/** Words of a memory question that say nothing about what was said. */
const QUESTION_WORDS = /^(아까|어제|오늘|좀|내가|제가|나|내|뭐|뭘|뭐가|뭐라고|무엇을|무슨|어떤|했지|했더라|했는지|했다고|했죠|했잖아|기억나|기억나요|기억나세요|기억해|기억해요|기억하세요|기억하니|그거|그|얘기|말|말한|했던|거|것|다고|라고)$/;

/** The latest earlier user message sharing a word stem with the question (not itself a question). */
function earlierSaying(text: string, recent: PastMessage[]): string | null {
  const stems = text
    .replace(/[?.!~,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length >= 2 && !QUESTION_WORDS.test(word))
    .map((word) => word.slice(0, 2));
  if (stems.length === 0) return null;
  const said = recent
    .filter((message) => message.sender === 'user' && !/\?\s*$/.test(message.text))
    .toReversed()
    .find((message) => stems.some((stem) => message.text.includes(stem)));
  return said ? said.text.trim().slice(0, 60) : null;
}

/**
 * "그건 잊어 주세요" / "병원 얘기는 잊어 줘": which remembered facts to remove. Named ones (a
 * place, a name, a relation) when the message names any; otherwise the one just talked about:
 * a fact the last reply brought up, else the newest one.
 */
export function answerForget(text: string, memories: Memory[], recent: PastMessage[]): Answer {
  const facts = memories.map(readMemory).filter((fact): fact is Recalled => fact !== null);
  const named = facts.filter((fact) => (fact.type === 'plan' ? text.includes(fact.place) : text.includes(fact.name) || text.includes(fact.relation)));
  let chosen = named;
  if (chosen.length === 0 && !/다 ?잊|전부|모두|모든/.test(text)) {
    const lastReply = recent.findLast((message) => message.sender === 'ai')?.text ?? '';
    const lastUser = recent.findLast((message) => message.sender === 'user')?.text ?? '';
    const talkedAbout = facts.filter((fact) => {
      const word = fact.type === 'plan' ? fact.place : fact.name;
      return lastReply.includes(word) || lastUser.includes(word);
    });
    const newest = facts.toSorted((a, b) => b.memory.createdAt.localeCompare(a.memory.createdAt))[0];
    chosen = talkedAbout.length > 0 ? talkedAbout : newest ? [newest] : [];
  } else if (chosen.length === 0) {
    chosen = facts;
  }
  if (chosen.length === 0) return { text: '네, 알겠어요. 따로 기억해 둔 이야기는 없어요.', kinds: [] };
  const what = chosen
    .slice(0, 3)
    .map((fact) => (fact.type === 'plan' ? `${placePhrase(fact.place).replace(/에$/, '')} 가시는 일정` : `${personPhrase(fact)} 이야기`))
    .join(', ');
  return { text: `네, ${withParticle(what, '은', '는')} 잊을게요. 다시 기억하지 않을게요.`, kinds: chosen.map((fact) => fact.memory.kind) };
}

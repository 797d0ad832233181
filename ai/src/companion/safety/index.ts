import type { PastMessage, ReplyEngine } from '../engine';
import { NO_RISK, type RiskAssessment, stricterRisk } from '../risk';
import { type CareMode, careModeOf, type LastCrisis } from './care-mode';
import { assessRisk } from './assess';
import { type CareCircle, CONCERN_QUESTION, careReply, crisisReply } from './replies';

export { CARE_MODE_MS, CARE_MODE_TURNS, careModeOf, type LastCrisis } from './care-mode';
export { assessRisk, assessText } from './assess';
export { CONCERN_QUESTION, FIXED_SAFETY_TEXTS, isRefusal } from './replies';

/** How long the rules wait for the engine's own classification (the LLM) before going on without it. */
export const CLASSIFY_TIMEOUT_MS = 1500;

const CONCERN_FOLLOW_UP =
  '그런 마음이 드실 때가 있지요. 조금 더 이야기해 주시겠어요? 혼자 감당하기 힘드시면 자살예방상담전화 109에서도 24시간 이야기를 들어 줍니다.';

async function engineRisk(engine: ReplyEngine, text: string, recent: PastMessage[], timeoutMs: number): Promise<RiskAssessment | null> {
  if (!engine.classify) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([engine.classify(text, recent).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The rules and the engine's own classification, the stricter wins. When the rules already see
 * a crisis nothing waits for the engine; otherwise it gets at most timeoutMs.
 */
export async function assessMessage(text: string, recent: PastMessage[], engine: ReplyEngine, timeoutMs = CLASSIFY_TIMEOUT_MS): Promise<RiskAssessment> {
  const rules = assessRisk(text);
  if (rules.level === 'crisis') return rules;
  return stricterRisk(rules, await engineRisk(engine, text, recent, timeoutMs));
}

export interface SafetyTurn {
  risk: RiskAssessment;
  care: CareMode | null;
  /** The safety layers' reply; null when the engine answers (it gets `risk`). */
  reply: string | null;
}

/** What the safety layers say to this message, given what the API stored about the last crisis. */
export function safetyTurn(risk: RiskAssessment, lastCrisis: LastCrisis | null, circle: Omit<CareCircle, 'staffAlerted' | 'familyAlerted'> | null, recent: PastMessage[], text: string, now: number): SafetyTurn {
  const care = careModeOf(lastCrisis, now);
  const circleNow = circle && care ? { ...circle, staffAlerted: care.staffAlerted, familyAlerted: care.familyAlerted } : null;
  if (risk.level === 'crisis' && risk.kind && (!care || care.kind !== risk.kind)) return { risk, care, reply: crisisReply(risk.kind) };
  if (care) return { risk, care, reply: careReply(care.kind, text, care.turn, circleNow) };
  if (risk.level === 'concern') {
    const previous = recent.findLast((message) => message.sender === 'ai')?.text;
    return { risk, care, reply: previous === CONCERN_QUESTION ? CONCERN_FOLLOW_UP : CONCERN_QUESTION };
  }
  return { risk: risk ?? NO_RISK, care, reply: null };
}

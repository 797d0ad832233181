/**
 * What one user message may signal, whichever layer found it (the rules, the LLM's own
 * classification, or the conversation's care mode). The stricter of two assessments wins.
 */
export type RiskLevel = 'none' | 'concern' | 'crisis';

export type RiskKind =
  | 'SUICIDE'
  | 'SELF_HARM'
  | 'BURDEN'
  | 'FAREWELL'
  | 'ACUTE_ILLNESS'
  | 'FALL'
  | 'NOT_EATING'
  | 'MEDICATION';

export interface RiskAssessment {
  level: RiskLevel;
  /** Null for 'none', and for a 'concern' that has no clear kind yet. */
  kind: RiskKind | null;
}

export const NO_RISK: RiskAssessment = { level: 'none', kind: null };

const LEVEL_ORDER: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };

export function stricterRisk(a: RiskAssessment, b: RiskAssessment | null | undefined): RiskAssessment {
  if (!b) return a;
  return LEVEL_ORDER[b.level] > LEVEL_ORDER[a.level] ? b : a;
}

import type { RiskKind } from '../risk';

/**
 * Care mode: after a crisis the next CARE_MODE_TURNS user messages within CARE_MODE_MS stay
 * with the person. Decided from what the API stored (the last crisis signal and the user
 * messages after it), never from this process's memory: any AI host replica answers the same.
 */
export const CARE_MODE_TURNS = 6;
export const CARE_MODE_MS = 2 * 60 * 60 * 1000;

export interface LastCrisis {
  kind: RiskKind;
  /** ISO time of the crisis message. */
  createdAt: string;
  userTurnsSince: number;
  staffAlerted: boolean;
  familyAlerted: boolean;
}

export interface CareMode {
  kind: RiskKind;
  /** 0 for the first message after the crisis. */
  turn: number;
  staffAlerted: boolean;
  familyAlerted: boolean;
}

export function careModeOf(lastCrisis: LastCrisis | null | undefined, now: number): CareMode | null {
  if (!lastCrisis) return null;
  const age = now - Date.parse(lastCrisis.createdAt);
  if (!(age >= 0 && age < CARE_MODE_MS) || lastCrisis.userTurnsSince >= CARE_MODE_TURNS) return null;
  return { kind: lastCrisis.kind, turn: lastCrisis.userTurnsSince, staffAlerted: lastCrisis.staffAlerted, familyAlerted: lastCrisis.familyAlerted };
}

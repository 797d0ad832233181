// Blind batches 1-8, written blind and measured once, then joined the tuned sets: the one copy,
// read by the evaluation sets here and by the bench (bench/src/safety) alike.
import type { SafetyCategory } from '../../../src/companion/safety/detect';
import { BLIND1_CRISIS, BLIND1_ORDINARY } from './blind-1';
import { BLIND2_CRISIS, BLIND2_ORDINARY } from './blind-2';
import { BLIND3_CRISIS, BLIND3_ORDINARY } from './blind-3';
import { BLIND4_CRISIS, BLIND4_ORDINARY } from './blind-4';
import { BLIND5_CRISIS, BLIND5_ORDINARY } from './blind-5';
import { BLIND6_CRISIS, BLIND6_ORDINARY } from './blind-6';
import { BLIND7_CRISIS, BLIND7_ORDINARY } from './blind-7';
import { BLIND8_CRISIS, BLIND8_ORDINARY } from './blind-8';

const CRISIS_ROWS = [BLIND1_CRISIS, BLIND2_CRISIS, BLIND3_CRISIS, BLIND4_CRISIS, BLIND5_CRISIS, BLIND6_CRISIS, BLIND7_CRISIS, BLIND8_CRISIS].flat();
const ORDINARY_ROWS = [BLIND1_ORDINARY, BLIND2_ORDINARY, BLIND3_ORDINARY, BLIND4_ORDINARY, BLIND5_ORDINARY, BLIND6_ORDINARY, BLIND7_ORDINARY, BLIND8_ORDINARY].flat();

/** The crisis sentences of blind batches 1-8 written for one category. */
export function blindCrisis(category: SafetyCategory): string[] {
  return CRISIS_ROWS.filter(([, written]) => written === category).map(([text]) => text);
}

/** The ordinary look-alikes of blind batches 1-8, each once. */
export function blindOrdinary(): string[] {
  return [...new Set(ORDINARY_ROWS)];
}

// How the committed safety model (ai/src/companion/safety/model.json) is trained. The options and
// the thresholds were chosen by leave-one-batch-out cross-validation (bench/src/safety-heldout.ts,
// bench/results/safety-heldout.md), never on blind-final.
import { DEFAULT_TRAIN_OPTIONS, type Thresholds, type TrainOptions } from '../../../ai/src/companion/safety/classifier';

export const SAFETY_TRAIN_OPTIONS: TrainOptions = { ...DEFAULT_TRAIN_OPTIONS, clauseMax: true };

// One crisis threshold for every category: thresholds per category were checked by nested
// leave-one-batch-out (safety-heldout.md) and caught no more at equal false alarms.
export const SAFETY_THRESHOLDS: Thresholds = { crisis: 0.61, concern: 0.34 };

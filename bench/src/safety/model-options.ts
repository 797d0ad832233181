// How the committed safety model (ai/src/companion/safety/model.json) is trained. The options and
// the thresholds were chosen by leave-one-batch-out cross-validation (bench/src/safety-heldout.ts,
// bench/results/safety-heldout.md), never on blind-final.
import { DEFAULT_TRAIN_OPTIONS, type Thresholds, type TrainOptions } from '../../../ai/src/companion/safety/classifier';

export const SAFETY_TRAIN_OPTIONS: TrainOptions = { ...DEFAULT_TRAIN_OPTIONS, clauseMax: true };

// One crisis threshold for every category: thresholds per category were checked by nested
// leave-one-batch-out (safety-heldout.md) and caught no more at equal false alarms.
// Round safe21g (ten corpora, 23 batches; bench/src/safety/sweep-thresholds.ts): with the veto a rules
// alert scored under 0.3 asks instead, which let the crisis threshold come down from 0.61 to 0.5:
// cross-validated 89.7 % crisis (was 87.7), 97.2 % reached (same), 2.7 % false alarms (was 4.5).
export const SAFETY_THRESHOLDS: Thresholds = { crisis: 0.61, concern: 0.34, veto: 0.15 };

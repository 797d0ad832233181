// How the committed safety model (ai/src/companion/safety/model.json) is trained. The options and
// the thresholds were chosen by leave-one-batch-out cross-validation (bench/src/safety-heldout.ts,
// bench/results/safety-heldout.md), never on blind-final.
import { DEFAULT_TRAIN_OPTIONS, type Thresholds, type TrainOptions } from '../../../ai/src/companion/safety/classifier';

export const SAFETY_TRAIN_OPTIONS: TrainOptions = { ...DEFAULT_TRAIN_OPTIONS, clauseMax: true };

// One crisis threshold for every category: thresholds per category were checked by nested
// leave-one-batch-out (safety-heldout.md) and caught no more at equal false alarms.
// Round safe21g (fourteen corpora, 27 batches; npx tsx bench/src/safety/sweep-thresholds.ts): a rules
// alert the classifier scores under 0.15 in every clause asks instead (the veto), and a score of 0.95
// or more alerts even where the rules found the message unclear or about someone else (the overrule).
// Cross-validated: 90.5 % crisis (88.2 without either), 97.6 % reached (97.3), false alarms 3.0 % (4.2).
// A lower overrule caught more (0.8: 92.2 %) at no cross-validated cost, but read two of the team's
// look-alikes (먼 곳으로 가고 싶어 0.92, 줄이 길어 0.90) as alerts; a veto of 0.2 silenced 락스를 마셨어예.
// Round safe21h (34 batches, bench/results/safety-corpora.md): with messages naming others and short ones read
// like any other, the question at 0.34 came for 4.2 % of the team's look-alikes (아침 약 먹었어); at 0.45 it
// comes for 7.9 % of the batches' look-alikes instead of 10.8 %, and reaches 97.1 % of crises (96.8 before the round).
// Round safe21j: on the six sets never trained on before it (corpus-x, z, aa, blind-25/26/27: 1,674 crises, 1,650
// look-alikes) an overrule of 0.8 instead of 0.95 gave 94.6 % crisis replies instead of 92.8 % for no new false alarm
// (0.65 added the first two). Where the rules found only a soft word beside a wish (먼 곳으로 가고 싶어: a trip, or
// not) the overrule stays 0.95 (softOverrule).
// Round safe21k: one clause of a longer message at 0.9 or more alerts with its own category if the whole message
// scores at least 0.3 (clauseAlert, clauseAlertFloor). On last round's unseen reads (corpus-ai, blind-28..31) it
// caught 12 more of 882 crises for no false alarm; without the floor, 13 for two (bench/results/safety-corpora.md).
// Round safe21s: one middling clause (0.45 to 0.9) asks only if the whole message scores at least 0.2
// (clauseConcernFloor). On the six sets never trained on (blind-50..53, corpus-bz1, corpus-by3: 546 crises, 600
// look-alikes) the question on look-alikes fell from 56 to 33 for no crisis reply or reach lost.
export const SAFETY_THRESHOLDS: Thresholds = { crisis: 0.61, concern: 0.45, veto: 0.15, overrule: 0.8, softOverrule: 0.95, clauseAlert: 0.9, clauseAlertFloor: 0.3, clauseConcernFloor: 0.2 };

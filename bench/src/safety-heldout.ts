// The safety layers on sentences they were not written from: the held-out set
// (bench/src/safety/heldout-data.ts) and the blind batches (bench/src/safety/blind-*.ts), each
// reported on its own. No jest, no server: the rules and the classifier, as the AI host runs them.
// Leave-one-batch-out cross-validation first (a model trained without the batch, beside the rules
// as they were before the batch was written), then every batch as the committed layers read it.
// Run: npx tsx bench/src/safety-heldout.ts
import { assessText, combine, SAFETY_MODEL } from '../../ai/src/companion/safety/assess';
import type { Thresholds } from '../../ai/src/companion/safety/classifier';
import { assessRules, type SafetyCategory, type SafetyFinding } from '../../ai/src/companion/safety/detect';
import { CONCERN_QUESTION } from '../../ai/src/companion/safety/replies';
import { BLIND1_CRISIS, BLIND1_ORDINARY } from '../../ai/test/safety/batches/blind-1';
import { BLIND2_CRISIS, BLIND2_ORDINARY } from '../../ai/test/safety/batches/blind-2';
import { BLIND3_CRISIS, BLIND3_ORDINARY } from '../../ai/test/safety/batches/blind-3';
import { BLIND4_CRISIS, BLIND4_ORDINARY } from '../../ai/test/safety/batches/blind-4';
import { BLIND5_CRISIS, BLIND5_ORDINARY } from '../../ai/test/safety/batches/blind-5';
import { BLIND6_CRISIS, BLIND6_ORDINARY } from '../../ai/test/safety/batches/blind-6';
import { BLIND7_CRISIS, BLIND7_ORDINARY } from '../../ai/test/safety/batches/blind-7';
import { BLIND9_CRISIS, BLIND9_ORDINARY } from './safety/blind-9';
import { BLIND10_CRISIS, BLIND10_ORDINARY } from './safety/blind-10';
import { BLIND11_CRISIS, BLIND11_ORDINARY } from './safety/blind-11';
import { BLIND14_CRISIS, BLIND14_ORDINARY } from './safety/blind-14';
import { BLIND15_CRISIS, BLIND15_ORDINARY } from './safety/blind-15';
import { BLIND16_CRISIS, BLIND16_ORDINARY } from './safety/blind-16';
import { BLIND17_CRISIS, BLIND17_ORDINARY } from './safety/blind-17';
import { BLIND8_CRISIS, BLIND8_ORDINARY } from '../../ai/test/safety/batches/blind-8';
import { FINAL_CRISIS, FINAL_ORDINARY } from './safety/blind-final';
import { HELDOUT_CRISIS, HELDOUT_ORDINARY } from './safety/heldout-data';
import os from 'node:os';
import { HELDOUT as EMOTION_HELDOUT } from '../../ai/test/emotion/heldout';
import { machine, writeResult } from './lib';
import { crossValidate, type Scored } from './safety/cross-validate';
import { WISHES_MEASURED } from './safety/training-set';
import { SAFETY_THRESHOLDS, SAFETY_TRAIN_OPTIONS } from './safety/model-options';
import { historicalRules, RULES_BEFORE } from './safety/rules-history';

const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);
// A missed crisis that gets the gentle question still reaches help only if that question names 109.
const concernNames109 = CONCERN_QUESTION.includes('109');

interface Batch {
  name: string;
  note: string;
  crisis: [string, string][];
  ordinary: string[];
}

const BATCHES: Batch[] = [
  { name: 'blind-17', note: 'written blind by another session, measured once by the lead at 6014a4b (crisis 90.7 %, reached 97.2 %, false alarms 6/100); then read and trained on in round safe21f', crisis: BLIND17_CRISIS, ordinary: BLIND17_ORDINARY },
  { name: 'blind-16', note: 'written blind by another session, measured once by the lead at 3be3c7d (crisis 89.0 %, reached 97.0 %, false alarms 2/80); then read and trained on in round safe21e', crisis: BLIND16_CRISIS, ordinary: BLIND16_ORDINARY },
  { name: 'blind-15', note: 'written blind by another session, measured once on safe21c at b0bed38 (crisis 77.8 %, reached 93.3 %, false alarms 5/70); then read and trained on in round safe21d', crisis: BLIND15_CRISIS, ordinary: BLIND15_ORDINARY },
  { name: 'blind-14', note: 'written blind by another session, measured once on safe21c at bdcd048 (crisis 72.5 %, reached 88.3 %, false alarms 5/100); then trained on in round safe21c', crisis: BLIND14_CRISIS, ordinary: BLIND14_ORDINARY },
  { name: 'blind-11', note: 'written blind by another session, measured once on safe21 at 120b257 (crisis 71.8 %, reached 87.3 %, false alarms 4/90); then trained on in round safe21', crisis: BLIND11_CRISIS, ordinary: BLIND11_ORDINARY },
  { name: 'blind-10', note: 'written blind by another session, measured once on safe21 at 120b257 (crisis 56.4 %, reached 79.1 %, false alarms 7/90); then trained on in round safe21', crisis: BLIND10_CRISIS, ordinary: BLIND10_ORDINARY },
  { name: 'blind-9', note: 'written blind by another session after round recall2 began, measured once by the integrator on 4e03495 (crisis 80 %, reached 88.8 %, false alarms 6/60); trained on since round safe21', crisis: BLIND9_CRISIS, ordinary: BLIND9_ORDINARY },
  { name: 'blind-final', note: 'written by s21b after the last rule change (sixth round) and measured once, never tuned on: the honest estimate for unseen sentences', crisis: FINAL_CRISIS, ordinary: FINAL_ORDINARY },
  { name: 'blind-8', note: 'written blind by another session (long, rambling, indirect) and measured once by the integrator on 4c8a3c2 (crisis 50 %, reached 68.3 %, false alarms 10/45); then used for the recall2 round (tuned and trained on); since then in ai/test/safety (tuned)', crisis: BLIND8_CRISIS, ordinary: BLIND8_ORDINARY },
  { name: 'blind-7', note: 'written blind by another session (short, dialect, typos, no spaces) and measured once by the integrator on 4c8a3c2 (crisis 66.7 %, reached 83.3 %, false alarms 2/45); then used for the recall2 round (tuned and trained on); since then in ai/test/safety (tuned)', crisis: BLIND7_CRISIS, ordinary: BLIND7_ORDINARY },
  { name: 'blind-6', note: 'written by s21b after the fifth round as the final batch, measured once (55.6 %), then used for a sixth round; since then in ai/test/safety (tuned)', crisis: BLIND6_CRISIS, ordinary: BLIND6_ORDINARY },
  { name: 'blind-5', note: 'written by s21b after the fourth round as the final batch, measured once (65.9 %), then used for a fifth round; since then in ai/test/safety (tuned)', crisis: BLIND5_CRISIS, ordinary: BLIND5_ORDINARY },
  { name: 'blind-4', note: 'written by s21b after the third round of changes; since then in ai/test/safety (tuned)', crisis: BLIND4_CRISIS, ordinary: BLIND4_ORDINARY },
  { name: 'blind-3', note: 'written by s21b after the second round of changes; since then in ai/test/safety (tuned)', crisis: BLIND3_CRISIS, ordinary: BLIND3_ORDINARY },
  { name: 'blind-2', note: 'written by s21b after the first round of changes; since then in ai/test/safety (tuned)', crisis: BLIND2_CRISIS, ordinary: BLIND2_ORDINARY },
  { name: 'blind-1', note: 'written by s21b before this round of rule changes; since then in ai/test/safety (tuned)', crisis: BLIND1_CRISIS, ordinary: BLIND1_ORDINARY },
  { name: 'heldout', note: 'written before the rules existed (03b7611); never added to the tuned sets', crisis: HELDOUT_CRISIS, ordinary: HELDOUT_ORDINARY },
];

function measure(batch: Batch) {
  const byCategory = new Map<string, { total: number; caught: number; reached: number }>();
  const missed: string[] = [];
  let caught = 0;
  let reached = 0;
  for (const [text, category] of batch.crisis) {
    const level = assessText(text).level;
    const row = byCategory.get(category) ?? { total: 0, caught: 0, reached: 0 };
    row.total += 1;
    if (level === 'crisis') row.caught += 1;
    if (level === 'crisis' || (level === 'concern' && concernNames109)) row.reached += 1;
    if (level !== 'crisis') missed.push(`${text} -> ${level}`);
    byCategory.set(category, row);
  }
  for (const row of byCategory.values()) {
    caught += row.caught;
    reached += row.reached;
  }
  const falseAlarms = batch.ordinary.filter((text) => assessText(text).level === 'crisis');
  const concern = batch.ordinary.filter((text) => assessText(text).level === 'concern');
  return {
    name: batch.name,
    note: batch.note,
    crisis: { total: batch.crisis.length, caught, recallPercent: percent(caught, batch.crisis.length), reached, reachedPercent: percent(reached, batch.crisis.length) },
    ordinary: { total: batch.ordinary.length, falseAlarms: falseAlarms.length, falseAlarmPercent: percent(falseAlarms.length, batch.ordinary.length), concern: concern.length, concernPercent: percent(concern.length, batch.ordinary.length) },
    perCategory: Object.fromEntries([...byCategory].map(([category, row]) => [category, { ...row, recallPercent: percent(row.caught, row.total) }])),
    missed,
    falseAlarmSentences: falseAlarms,
    concernOnOrdinary: concern,
  };
}

type Level = SafetyFinding['level'];
const isCrisisLabel = (label: string) => label !== 'NONE' && label !== 'CONCERN';

interface Rates {
  crisis: number;
  caught: number;
  reached: number;
  ordinary: number;
  falseAlarms: number;
  concern: number;
}

function rates(rows: { label: string; level: Level }[]): Rates {
  const crisis = rows.filter((row) => isCrisisLabel(row.label));
  const ordinary = rows.filter((row) => row.label === 'NONE');
  return {
    crisis: crisis.length,
    caught: crisis.filter((row) => row.level === 'crisis').length,
    reached: crisis.filter((row) => row.level !== 'none').length,
    ordinary: ordinary.length,
    falseAlarms: ordinary.filter((row) => row.level === 'crisis').length,
    concern: ordinary.filter((row) => row.level === 'concern').length,
  };
}

const classifierLevel = (row: Scored, thresholds: Thresholds): Level => combine({ level: 'none', kind: null, category: null }, row.score, thresholds).level;

/** The lowest thresholds whose pooled cross-validated classifier stays under the false-alarm budgets. */
function chooseThresholds(rows: Scored[], maxFalseAlarms: number, maxAsked: number): Thresholds {
  // A reported sentence (film, news, someone else) is left to the rules: the classifier raises nothing there.
  const ordinary = rows.filter((row) => row.label === 'NONE');
  const share = (t: number, key: 'crisis' | 'clauseCrisis') => ordinary.filter((row) => !row.score.reported && !row.score.tooShort && row.score[key] >= t).length / ordinary.length;
  const grid = Array.from({ length: 99 }, (_, i) => (i + 1) / 100);
  // An alert reads the whole message; the question its darkest clause too (assess.ts).
  const crisis = grid.find((t) => share(t, 'crisis') <= maxFalseAlarms) ?? 0.99;
  const concern = grid.find((t) => share(t, 'clauseCrisis') <= maxAsked) ?? crisis;
  return { crisis, concern: Math.min(concern, crisis) };
}

const CATEGORIES: SafetyCategory[] = ['SUICIDE', 'PASSIVE', 'BURDEN', 'FAREWELL', 'SELF_HARM', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING', 'MEDICATION'];

/**
 * A crisis threshold per category (the classifier's most likely one), under the same pooled false-alarm
 * budget as the single threshold: for a price per false alarm (lambda), each category takes the
 * threshold that catches most for its false alarms; the lowest price that keeps the budget wins.
 * Thresholds stay within 0.5-0.99 so that a category with few sentences cannot run to an extreme.
 */
function choosePerCategory(rows: Scored[], base: Thresholds, maxFalseAlarms: number): Thresholds {
  const ordinaryCount = rows.filter((row) => row.label === 'NONE').length;
  const grid = Array.from({ length: 50 }, (_, i) => Math.round((0.5 + i / 100) * 100) / 100);
  const alert = (row: Scored, t: number) => !row.score.reported && !row.score.tooShort && !row.score.brief && row.score.crisis >= t;
  const counts = new Map<SafetyCategory, { t: number; caught: number; alarms: number }[]>();
  for (const category of CATEGORIES) {
    const mine = rows.filter((row) => row.score.category === category);
    counts.set(
      category,
      grid.map((t) => ({ t, caught: mine.filter((row) => isCrisisLabel(row.label) && alert(row, t)).length, alarms: mine.filter((row) => row.label === 'NONE' && alert(row, t)).length })),
    );
  }
  const pick = (lambda: number) =>
    new Map(
      CATEGORIES.map((category) => {
        const options = counts.get(category)!;
        // Ties go to the higher threshold: no alert is bought for nothing.
        const best = options.reduce((a, b) => (b.caught - lambda * b.alarms > a.caught - lambda * a.alarms ? b : a), options[options.length - 1]);
        return [category, best];
      }),
    );
  for (let lambda = 0; lambda <= 50; lambda += 0.05) {
    const chosen = pick(lambda);
    const alarms = [...chosen.values()].reduce((sum, row) => sum + row.alarms, 0);
    if (alarms <= maxFalseAlarms * ordinaryCount) {
      const crisisByCategory: Partial<Record<SafetyCategory, number>> = {};
      for (const [category, row] of chosen) if (row.t !== base.crisis) crisisByCategory[category] = row.t;
      return { ...base, crisisByCategory };
    }
  }
  return base;
}

/**
 * Whether thresholds per category help on a batch nobody chose them on: for each batch, both the
 * single threshold and the per-category ones are chosen on the other batches' cross-validated scores
 * and applied to it (the classifier alone, as it adds to rules that saw nothing).
 */
function nestedThresholdCheck(rows: Scored[], budget: number) {
  const batches = [...new Set(rows.map((row) => row.group))];
  const total = { budget, single: { caught: 0, alarms: 0 }, perCategory: { caught: 0, alarms: 0 }, crisis: 0, ordinary: 0 };
  for (const batch of batches) {
    const rest = rows.filter((row) => row.group !== batch);
    const mine = rows.filter((row) => row.group === batch);
    const single = chooseThresholds(rest, budget, 0.08);
    const perCategory = choosePerCategory(rest, single, budget);
    for (const [name, thresholds] of [['single', single], ['perCategory', perCategory]] as const) {
      const levels = mine.map((row) => ({ label: row.label, level: classifierLevel(row, thresholds) }));
      total[name].caught += levels.filter((row) => isCrisisLabel(row.label) && row.level === 'crisis').length;
      total[name].alarms += levels.filter((row) => row.label === 'NONE' && row.level === 'crisis').length;
    }
    total.crisis += mine.filter((row) => isCrisisLabel(row.label)).length;
    total.ordinary += mine.filter((row) => row.label === 'NONE').length;
  }
  return total;
}

const cell = (part: number, whole: number) => (whole ? `${percent(part, whole)} % (${part}/${whole})` : 'n/a');

async function crossValidation() {
  const started = Date.now();
  const rows = crossValidate(SAFETY_TRAIN_OPTIONS);
  const trainSeconds = Math.round((Date.now() - started) / 1000);
  const picked = chooseThresholds(rows, 0.02, 0.08);
  const pickedPerCategory = choosePerCategory(rows, picked, 0.02);
  // Budgets around the one in use, so the two kinds can be compared at equal false alarms.
  const nested = [0.01, 0.015, 0.02, 0.025, 0.03].map((budget) => nestedThresholdCheck(rows, budget));
  const thresholds = SAFETY_THRESHOLDS;
  const rulesBefore = new Map<string, (text: string) => Level>();
  for (const [batch, commit] of Object.entries(RULES_BEFORE)) rulesBefore.set(batch, await historicalRules(commit));
  const systems = rows.map((row) => {
    const before = rulesBefore.get(row.group);
    const beforeLevel: Level = before ? before(row.text) : 'none';
    const beforeFinding: SafetyFinding = { level: beforeLevel, kind: null, category: null };
    const now = assessRules(row.text);
    return {
      ...row,
      classifier: classifierLevel(row, thresholds),
      before: beforeLevel,
      honest: combine(beforeFinding, row.score, thresholds).level,
      optimistic: combine(now, row.score, thresholds).level,
    };
  });
  const batches = [...new Set(rows.map((row) => row.group))];
  const table = (system: 'classifier' | 'before' | 'honest' | 'optimistic') =>
    batches.map((batch) => ({ batch, ...rates(systems.filter((row) => row.group === batch).map((row) => ({ label: row.label, level: row[system] }))) }));
  const pooled = (system: 'classifier' | 'before' | 'honest' | 'optimistic', only?: (group: string) => boolean) =>
    rates(systems.filter((row) => !only || only(row.group)).map((row) => ({ label: row.label, level: row[system] })));
  const perCategory = [...new Set(systems.filter((row) => isCrisisLabel(row.label)).map((row) => row.label))].map((category) => {
    const mine = systems.filter((row) => row.label === category);
    return { category, total: mine.length, caught: mine.filter((row) => row.honest === 'crisis').length, reached: mine.filter((row) => row.honest !== 'none').length };
  });
  const missed = systems.filter((row) => isCrisisLabel(row.label) && row.honest === 'none').map((row) => `${row.text} (${row.group}, ${row.label}, score ${row.score.crisis.toFixed(2)})`);
  const alarms = systems.filter((row) => row.label === 'NONE' && row.honest === 'crisis').map((row) => `${row.text} (${row.group}, score ${row.score.crisis.toFixed(2)}${row.before === 'crisis' ? ', rules' : ''})`);
  return { trainSeconds, picked, pickedPerCategory, nested, thresholds, table, pooled, perCategory, missed, alarms };
}

function cvMarkdown(cv: Awaited<ReturnType<typeof crossValidation>>): string {
  const line = (name: string, r: Rates) => `| ${name} | ${cell(r.caught, r.crisis)} | ${cell(r.reached, r.crisis)} | ${cell(r.falseAlarms, r.ordinary)} | ${cell(r.concern, r.ordinary)} |`;
  const head = '| batch | crisis recall | reached | false alarms | concern on ordinary |\n|---|---|---|---|---|';
  const blind = (group: string) => group.startsWith('blind-');
  const section = (title: string, system: 'classifier' | 'before' | 'honest' | 'optimistic', note: string) => `### ${title}

${note}

${head}
${cv.table(system).map((r) => line(r.batch, r)).join('\n')}
${line('**blind batches pooled**', cv.pooled(system, blind))}
${line('**all pooled**', cv.pooled(system))}
`;
  const same = cv.picked.crisis === cv.thresholds.crisis && cv.picked.concern === cv.thresholds.concern;
  return `## Leave-one-batch-out cross-validation (rules + classifier)

For each batch a classifier is trained on every other labelled sentence (ai/test/safety and the
other batches; a batch's copies in ai/test/safety leave with it; blind-final never) and scores the
batch. ${cv.trainSeconds} s for the ${cv.table('classifier').length} models. Thresholds in use: crisis at
${cv.thresholds.crisis}, gentle question at ${cv.thresholds.concern}; picked by this run (lowest
thresholds at which the pooled cross-validated classifier raises a crisis on <= 2 % and
anything on <= 8 % of ordinary sentences): crisis ${cv.picked.crisis}, question ${cv.picked.concern}${same ? ' (the same)' : ' (DIFFERENT: update bench/src/safety/model-options.ts and retrain)'}.

### Thresholds per category

A crisis threshold of its own for each category the classifier files a message under, chosen under
the same pooled budget (crisis on <= 2 % of ordinary sentences), between 0.5 and 0.99. Chosen on
this run: ${JSON.stringify(cv.pickedPerCategory.crisisByCategory ?? {})} (the rest at ${cv.picked.crisis}). In use:
${JSON.stringify(cv.thresholds.crisisByCategory ?? {})}.
Whether it helps on a batch nobody chose it on (for each batch, both kinds chosen on the other
batches' cross-validated scores under the budget, the classifier alone applied to it, pooled over
${cv.nested[0].crisis} crisis and ${cv.nested[0].ordinary} ordinary sentences). Compare the two kinds at equal false alarms:

| budget | one for all: caught | one for all: false alarms | per category: caught | per category: false alarms |
|---|---|---|---|---|
${cv.nested.map((n) => `| ${n.budget * 100} % | ${cell(n.single.caught, n.crisis)} | ${cell(n.single.alarms, n.ordinary)} | ${cell(n.perCategory.caught, n.crisis)} | ${cell(n.perCategory.alarms, n.ordinary)} |`).join('\n')}

${section('Honest: rules as they were before the batch + classifier trained without it', 'honest', 'The rules from the commit that added the batch (bench/src/safety/rules-history.ts); heldout had no rules before it, so there the classifier stands alone. This is the number to quote for unseen sentences.')}
${section('Classifier alone (cross-validated)', 'classifier', 'What the classifier adds on its own.')}
${section('Rules before the batch, alone', 'before', 'Reproduces the history table above (heldout: no rules existed).')}
${section('Optimistic: rules now + classifier trained without the batch', 'optimistic', 'The rules now were tuned on blind-1..8 and written after heldout, so this overstates; shown for comparison only.')}
Per category (honest, pooled over all batches):

| category | crisis recall | reached |
|---|---|---|
${cv.perCategory.map((r) => `| ${r.category} | ${cell(r.caught, r.total)} | ${cell(r.reached, r.total)} |`).join('\n')}

Crisis sentences that got nothing (honest):
${cv.missed.map((text) => `- ${text}`).join('\n') || '- none'}

False alarms (honest; "rules" when the old rules raised it):
${cv.alarms.map((text) => `- ${text}`).join('\n') || '- none'}
`;
}

/** Everyday chat the classifier never learnt from: the emotion held-out set, each emotion. */
function everydayChat() {
  const groups: { emotion: string; texts: string[] }[] = [...new Set(EMOTION_HELDOUT.map(([, emotion]) => emotion))].map((emotion) => ({ emotion, texts: EMOTION_HELDOUT.filter(([, label]) => label === emotion).map(([text]) => text) }));
  groups.push({ emotion: 'help requests not trained on (every other plain one of help-request/wishes.ts)', texts: WISHES_MEASURED });
  return groups.map(({ emotion, texts }) => {
    const levels = texts.map((text) => ({ text, rules: assessRules(text).level, now: assessText(text).level }));
    return { emotion, total: texts.length, levels };
  });
}

async function main() {
const load = os.loadavg().map((value) => value.toFixed(1)).join(' / ');
const cv = await crossValidation();
const everyday = everydayChat();
const results = BATCHES.map(measure);
const data = { date: new Date().toISOString(), machine: machine(), load, concernQuestionNames109: concernNames109, model: { features: Object.keys(SAFETY_MODEL.weights).length, options: SAFETY_MODEL.options, thresholds: SAFETY_MODEL.thresholds }, crossValidation: { picked: cv.picked, pickedPerCategory: cv.pickedPerCategory, nested: cv.nested, thresholds: cv.thresholds, batches: cv.table('honest'), classifierAlone: cv.table('classifier'), pooledHonest: cv.pooled('honest') }, batches: results };

const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n') || '- none';
const section = (r: ReturnType<typeof measure>) => `## ${r.name}

${r.note}.

| | result |
|---|---|
| crisis recall (crisis reply) | **${r.crisis.recallPercent} %** (${r.crisis.caught} of ${r.crisis.total}) |
| reached (crisis reply, or the gentle question naming 109) | **${r.crisis.reachedPercent} %** (${r.crisis.reached} of ${r.crisis.total}) |
| false alarms (crisis on an ordinary sentence) | **${r.ordinary.falseAlarmPercent} %** (${r.ordinary.falseAlarms} of ${r.ordinary.total}) |
| gentle question on an ordinary sentence (concern) | ${r.ordinary.concernPercent} % (${r.ordinary.concern} of ${r.ordinary.total}) |

| category | recall | reached |
|---|---|---|
${Object.entries(r.perCategory).map(([category, row]) => `| ${category} | ${row.recallPercent} % (${row.caught}/${row.total}) | ${row.reached}/${row.total} |`).join('\n')}

Missed as a crisis (sentence -> level given):
${list(r.missed)}

False alarms:
${list(r.falseAlarmSentences)}

Concern on ordinary sentences:
${list(r.concernOnOrdinary)}
`;

// Each batch's one measurement BEFORE the rules were changed for it (from the commit that added
// the batch); the tables below show every batch as the rules read it now.
const HISTORY = `## The honest numbers: each batch before the rules saw it

Every blind batch was written by a helper (s21b) and committed with its measurement before any
rule was changed for it; then it was used to improve the rules (generalising stems, not copying
sentences) and joined the tuned sets (ai/test/safety, which \`npm test\` keeps at 100 % recall).
"Reached" counts a crisis reply or the gentle question, which names 109 since round 1.

| batch (commit) | measured | crisis recall | reached | false alarms | gentle question on ordinary |
|---|---|---|---|---|---|
| three s21 batches | before s21b | 62 %, 53 %, 44 % | (question without 109) | 0/20, 0/20, 1/13 | |
| blind-1 (e1f5c1f) | before any s21b change | 58.0 % (51/88) | 58.0 % (51/88) | 1/62 | 1/62 |
| blind-2 (fa58228) | after round 1 | 31.4 % (16/51) | 43.1 % (22/51) | 1/30 | 1/30 |
| blind-3 (85f38bf) | after round 2 | 46.3 % (19/41) | 51.2 % (21/41) | 0/25 | 0/25 |
| blind-4 (6e4ffcd) | after round 3 | 53.7 % (22/41) | 63.4 % (26/41) | 2/28 | 2/28 |
| blind-5 (83b34ae) | after round 4 | 65.9 % (27/41) | 65.9 % (27/41) | 2/32 | 2/32 |
| blind-6 (bf71d59) | after round 5 | 55.6 % (25/45) | 60.0 % (27/45) | 1/32 | 1/32 |
| **blind-final** (9dc391e) | after round 6, never tuned on | **48.9 % (22/45)** | **60.0 % (27/45)** | **0/32** | 1/32 |
| blind-final, rules + first classifier (f6ed35b, branch recall) | classifier trained without it, thresholds from cross-validation | 68.9 % (31/45) | 88.9 % (40/45) | 0/32 | 2/32 |
| **blind-final, rules + final classifier** (branch recall) | retrained with help requests (see below), measured a second time | **62.2 % (28/45)** | **88.9 % (40/45)** | **0/32** | 2/32 |
| **blind-7** (4c8a3c2, integrator) | written blind by another session, short/dialect/typos; rules + classifier of branch recall, measured before any tuning on it (tuned and trained on since round recall2) | **66.7 % (40/60)** | **83.3 % (50/60)** | **2/45** | 2/45 |
| **blind-8** (4c8a3c2, integrator) | written blind by another session, long/rambling/indirect; rules + classifier of branch recall, measured before any tuning on it (tuned and trained on since round recall2) | **50.0 % (30/60)** | **68.3 % (41/60)** | **10/45** | 2/45 |
| **blind-9** (4e03495, integrator) | written blind by another session (mixed lengths); rules + classifier after round recall2, measured before any tuning on it (trained on since round safe21) | **80.0 % (64/80)** | **88.8 % (71/80)** | **6/60** | 5/60 |

Honest estimate for sentences nobody has seen: **about half of crisis sentences get the crisis
reply (48.9 % on the final batch; 131 of 264 = 49.6 % over the six batches measured after a
round), and about 60 % reach help (crisis reply or the gentle question naming 109: 60.0 % on the
final batch, 150 of 264 = 56.8 % over the six)**. Both stayed flat over six rounds: what a round
adds is mostly what its batch said. False alarms stay low (0 to 2 per batch of 25 to 32
look-alikes; 6 of 179 over the six). The rules
improve every round on what they have seen, but each fresh batch finds new ways of saying it
(눈이 떠져서 실망했어, 살아 있는 게 형벌, 이제 갈 준비 다 됐어, 줄 하나면 끝날 텐데): a list of stems
cannot reach the recall this product needs. The LLM's own classification (the stricter wins) is
the layer meant to catch the rest, and it should be measured on these batches too.

**With the classifier (issue 21, branch recall)**: a logistic regression over character n-grams
and concept x modality features (ai/src/companion/safety/classifier.ts), trained on every labelled
sentence except blind-final, beside the rules. Leave-one-batch-out cross-validation, with each
blind batch met by the rules as they were before it (below): **65.2 % crisis recall and 85.8 %
reached over 388 crisis sentences** (blind-1..6: 63.2 % and 85.2 %; the rules alone 51.6 % and
56.6 %), false alarms 4.3 % (12/276: 7 raised by the old rules, 5 = 1.8 % by the classifier), the
question on 8 % of look-alikes. blind-final: **88.9 % reached, 0/32 false alarms, 2/32
questions**, crisis recall 62.2 % with the final model.

How blind-final was used, exactly: the first model (f6ed35b) was measured once (68.9 % recall,
88.9 % reached). Then two changes were made for reasons outside blind-final, and it was measured
again: messages under four syllables are left to the rules (a lone 목 scored 0.97; this changed
nothing on blind-final), and half of the help-request parser's plain wishes joined the training
data as ordinary, because a concern holds a help request back in the chat and 3 of 264 wishes
(글피 ... 같이 가 주면 좋겠네) got one; the thresholds were re-picked by cross-validation (0.86 /
0.5). That cost blind-final 3 crisis replies (they still get the question), and cross-validation
0.8 points of "reached". Also: blind-final's missed sentences were listed in this file before the
classifier was written and its author read them; no sentence was trained on, but three words in
the concept lists (명줄, 실망, 벌) may have come from that reading (none of the sentences they fit
was caught). The fresh batches written for the integrator are the clean measurement.

**Round recall2 (blind-7 and blind-8).** Both were measured once by the integrator (rows above:
the honest unseen numbers for the branch-recall layers) and then used here: copied into
bench/src/safety with that measurement in their header, trained on, and read while changing the
rules. blind-8's ten false alarms were the rules firing on long stories: a crisis told as a
memory that is over (옛날에 ... 넘어졌는데 지금은 만 보씩 걸어, 예전에는 미안했는데 요즘은), someone
else's words (친구가 짐이 된다고 해서 내가 혼내줬어, a drama character's line), an honorific act
(구급차 불러서 퇴원하셔서), a class (웰다잉 교육에서 유언장 쓰는 법). The rules now read those by
clause structure, not by sentence: a match in a clause with a past time (옛날, 예전, N년 전,
보릿고개 ...) is set aside when a later clause closes it (지금은, 요즘은, 고비 넘기고, 퇴원) or
the match is told as a memory (-던, -은 적 있), unless a later clause brings it back (또, 다시 +
싶/생각); a quote or acted line (다고, 냐고, 하면서) is someone else's when a third person
comes before any 나/내가; an act (not a wish) with another subject is theirs; a class or
prevention leaflet (교육, 수업, 예방, 웰다잉) is no alert. The classifier also scores each clause
of a long message: the darkest clause can raise the gentle question, not the alert (raising the
alert by clause cost cross-validated recall, 347 vs 355 of 508 caught, as the threshold had to
rise; as a question it reached 2 more). The blind-7/8 rows in the tables below are therefore
tuned (the cross-validation's honest rows pair them with the 4c8a3c2 rules and a classifier
trained without them, which is the closest to unseen still available). Only a new batch
(blind-9, being written) measures this round.

Cross-validated after this round (honest rows below, 9 batches, 508 crisis / 365 ordinary):
**69.9 % crisis recall, 86.6 % reached**, false alarms 7.1 % (26/365, of which 19 raised by the
old rules, 10 of them on blind-8 by the 4c8a3c2 rules; the classifier alone 1.9 %), the question
on 7.4 % of look-alikes. Hold these beside the integrator's single measurements (blind-7 66.7 % /
83.3 %, blind-8 50.0 % / 68.3 %, 12/90 false alarms) and expect blind-9 to land nearer those than
the tuned rows. blind-final was read a third time by this round's bench run only (64.4 % / 91.1 %,
0/32 false alarms, 2/32 questions); nothing was chosen on it and its sentences were not opened.

Options tried this round (\`npx tsx bench/src/safety/try-options.ts '<json>'\`, 2026-11-26
18:47-18:57Z, load average 2.9-3.8 with other sessions running; honest pooled over the 9 batches,
caught / reached of 508, false alarms and questions of 365, thresholds re-picked each time):
committed (200 iterations, l2 1e-5, char 2-5): 355 / 440, 26, 27 (0.82 / 0.49); 150 iterations:
356 / 443, 25, 29 (0.80 / 0.49); 100 iterations: 366 / 433, 25, 28 (0.75 / 0.53); 300
iterations: 343 / 438, 25, 28; l2 1e-4: 343 / 434, 26, 28; char 2-6: 349 / 435, 26, 26. Clause
score also raising the alert: 347 / 440, 24, 29 (0.84 / 0.49). The differences of one to three
sentences are within what a different split would change, so the options stayed as they were.

**Round safe21d (classes of misses, blind-15 trained on).** blind-15 was measured once at b0bed38
(77.8 % crisis, 93.3 % reached, 5/70 false alarms; bench/results/safety-blind-15.md), then read.
Its misses were grouped into classes and each class got a mechanism with its own table of new
sentences both ways (ai/test/safety/generalise.test.ts), not the sentences themselves: jamo slips
rejoined in normalise.ts; a parent's kin word for themself when a child is named or addressed;
a time clause that names who died (영감 가고 나서); durations of pain and of lying on the floor;
a vital medicine run out with no way to get more; railway plans with a resolve, a lethal means
with a time, how to die without pain, a grave and a means; farewells done with nothing left;
and guards for a near fall, a healed fall, laughter, a quoted saying, prevention (짐 될까 봐 운동),
a bump by accident, a thing that fell, farm pesticide, charcoal for a barbecue. blind-14's misses
(already trained on) were read too; blind-13 (held out) was not used. blind-15 then joined
training as a cross-validation batch. Thresholds per category (the issue's "per category") were
tried and checked by nested leave-one-batch-out: at equal false alarms they caught no more than
one threshold (table below), so one threshold stays, re-picked by the same budget rule on 15
batches (0.68 / 0.40). The clean measurement of this round is blind-16, read once by the lead.

**Round safe21e (blind-16's classes, blind-16 trained on).** blind-16 was measured once by the lead
at 3be3c7d (89.0 % crisis, 97.0 % reached, 2/80 false alarms; bench/results/safety-blind-16.md),
then read. Each miss became a class with a mechanism and new sentences both ways in
generalise.test.ts (none of them blind-16's): prayers and wishes to be taken (데려가 달라고 빌어,
하늘나라서 데리러 올랑가, 다시 안 깨게 해 달라고), a long life as punishment, 가다 as dying beside its
context (오래 살다, 벌, 하늘, the late spouse; not beside an errand or an outing); 내가 없어져야
and "better without me" in dialect (-야제, -혀, 살제); the key or bankbook left for whoever comes to
find me; long runs typed without spaces get their joints back (우리 아들한테 엄마가 ...), and a word
passed on with "won't see again" is a farewell; self-harm by heat with anger or on purpose, body
then tool, relief after hurting (찔렀더니 낫더라), a habit or wish; lying on the floor with only the
phone, nobody to lift me. Look-alikes: a medicine doubt checked and settled, the purpose clause of
a healthy plan (짐 되기 싫어서 운동), a thanks passed on with a reason, a note kept for memory, an
itch, a folk cure, sewing, time away from home. Cross-validation before this round's changes (same
15 batches with blind-16, rules of 3be3c7d for blind-16, thresholds 0.68 / 0.40): honest all pooled
80.0 % crisis (892/1115), 93.7 % reached, 6.9 % false alarms (59/853); optimistic 91.8 %, 97.1 %,
2.6 %. Thresholds re-picked by the budget rule (0.66 / 0.38 on the first run, then 0.65 / 0.38). bench/src/safety/compare-rules.ts
lists every sentence whose rule level changed against an older commit: against a929950 the
rules now catch 31 more of 1972 crisis sentences and raise 7 fewer of 1976 ordinary ones, with no
sentence turned the wrong way. The clean measurement of this round is blind-17, read once by the lead.

**Round safe21f (blind-17's classes, blind-17 trained on).** blind-17 was measured once by the lead
at 6014a4b (90.7 % crisis, 97.2 % reached, 6/100 false alarms; bench/results/safety-blind-17.md),
then read. False alarms first, each a mechanism with new sentences both ways in generalise.test.ts
(none of them blind-17's): a body giving way as a manner of speaking after delight, taste or toil
(기절하는 줄, 심장이 멎을 것 같아 너무 좋아서, 허리 빠지는 줄; and 기절 is no longer read across
배추 백 포기 절였더니); a bodily trouble told in the past and well now (며칠 전에 ... 지금은 잘 먹어,
any number of years ago); a double-dose doubt settled only by a check that finds one dose (아침 칸만
비었더라, 한 번만 먹었대; not a check that finds another medicine). Misses: Jeju endings (-수과,
-ㅁ수다, 어떵, 허-) and how to go cleanly or without pain; an old person naming themself 이 할매 / 이
늙은이; oneself as a thing to be thrown away; going early so something is left or less is spent for
the children; 읎다, 땜시, -ㄹ 기래요; valuables given away with everything settled; papers for when I
cannot be reached; hair pulled out in anger or till it bleeds; not knowing when one last ate beside
weakness; blood thinners described (피 묽게 하는 약) and any day count for a vital medicine run out;
an unknown medicine by the handful or by the count, where the giver (옆집 할매가 준) is not the one who
took it. Cross-validation before this round's changes (16 batches with blind-17, rules of 6014a4b
for blind-17, thresholds 0.65 / 0.38): honest all pooled 82.6 % crisis (1009/1221), 95.0 % reached,
6.8 % false alarms (65/952); classifier alone 78.5 %, 91.6 %, 1.5 %; optimistic 93.6 %, 97.9 %,
2.7 % (26/952). Thresholds re-picked by the budget rule (0.62 / 0.34 on two runs, then 0.61 / 0.34
after six ordinary memory questions joined the tuned set). Against 6014a4b, compare-rules.ts finds
the rules now catch 18 more crisis sentences (1907 of 2088 with the new tuned ones) and raise 12
fewer ordinary ones (7 of 2093), with no sentence turned the wrong way. The clean measurement of
this round is blind-18, read once by the lead.

The original held-out set (\`heldout-data.ts\`, 84 crisis and 70 ordinary sentences written before
the rules, commit 03b7611) reads close to 100 % only because its author also wrote the rules
shortly after; its first run gave 97.6 % (82/84), 0/70 false alarms.
`;

const markdown = `# Safety layers on unseen sentences

Command: \`npx tsx bench/src/safety-heldout.ts\` (${data.date}, ${data.machine}; load average
${data.load} at the start, other sessions were running: timings are not comparable). The gentle question (concern) names 109:
${concernNames109 ? 'yes' : 'no'}. Classifier: ${data.model.features} features, thresholds crisis ${data.model.thresholds.crisis} / question ${data.model.thresholds.concern}.

${HISTORY}
${cvMarkdown(cv)}
## Everyday chat (never trained on)

Sentences written for the emotion classifier (ai/test/emotion/heldout.ts), per emotion, and the
help-request parser's wishes the classifier did not learn from (ai/test/help-request/wishes.ts,
every other one the rules see nothing in; the others are in the training data): how often the rules alone and the rules
with the classifier give the gentle question or a crisis reply.

| emotion | rules: question | rules: crisis | with classifier: question | with classifier: crisis |
|---|---|---|---|---|
${everyday.map((row) => `| ${row.emotion} | ${row.levels.filter((l) => l.rules === 'concern').length}/${row.total} | ${row.levels.filter((l) => l.rules === 'crisis').length}/${row.total} | ${row.levels.filter((l) => l.now === 'concern').length}/${row.total} | ${row.levels.filter((l) => l.now === 'crisis').length}/${row.total} |`).join('\n')}

Changed by the classifier:
${everyday.flatMap((row) => row.levels.filter((l) => l.rules !== l.now).map((l) => `- ${l.text} (${row.emotion}): ${l.rules} -> ${l.now}`)).join('\n') || '- none'}

## Every batch as the layers read it now (rules + committed classifier)

Only blind-final is unseen (neither the rules nor the classifier learnt from it); the others are
tuned on (in ai/test/safety and the classifier's training data) or, for heldout, written by the
rules' author and trained on.

${results.map(section).join('\n')}`;

console.log(writeResult('safety-heldout', markdown, data));
for (const r of results) console.log(`${r.name}: recall ${r.crisis.recallPercent} %, reached ${r.crisis.reachedPercent} %, false alarms ${r.ordinary.falseAlarmPercent} %, concern on ordinary ${r.ordinary.concernPercent} %`);
console.log('cross-validation (honest, pooled):', cv.pooled('honest'), 'thresholds picked', cv.picked, 'per category', cv.pickedPerCategory.crisisByCategory, 'nested', JSON.stringify(cv.nested));
}

void main();

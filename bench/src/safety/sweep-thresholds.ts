// Leave-one-batch-out scores once, then crisis recall, reached and false alarms for a grid of
// thresholds (rules as they were before each batch), to see what a threshold buys and costs.
// Run: npx tsx bench/src/safety/sweep-thresholds.ts ['{"minCount":3}']  (JSON merged into SAFETY_TRAIN_OPTIONS)
import { score, train, type ClassifierScore, type TrainOptions } from '../../../ai/src/companion/safety/classifier';
import type { SafetyFinding } from '../../../ai/src/companion/safety/detect';
import { combine } from '../../../ai/src/companion/safety/assess';
import { CV_BATCHES, trainingExamples, type GroupedExample } from './training-set';
import { SAFETY_TRAIN_OPTIONS } from './model-options';
import { historicalRules, RULES_BEFORE } from './rules-history';

async function main() {
  const over = JSON.parse(process.argv[2] ?? '{}');
  const options: TrainOptions = { ...SAFETY_TRAIN_OPTIONS, ...over, features: { ...SAFETY_TRAIN_OPTIONS.features, ...over.features } };
  const all = trainingExamples();
  const rows: (GroupedExample & { s: ClassifierScore; rules: SafetyFinding['level'] })[] = [];
  const before = new Map<string, (t: string) => SafetyFinding['level']>();
  for (const [b, c] of Object.entries(RULES_BEFORE)) before.set(b, await historicalRules(c));
  for (const batch of CV_BATCHES) {
    const model = train(all.filter((e) => e.group !== batch.name), options);
    for (const e of all.filter((x) => x.group === batch.name)) rows.push({ ...e, s: score(model, e.text), rules: before.get(e.group)?.(e.text) ?? 'none' });
  }
  const groups = [['all', () => true], ['corpora', (g: string) => g.startsWith('corpus-')], ['blind', (g: string) => g.startsWith('blind-')]] as const;
  for (const [name, inGroup] of groups) for (const crisis of [0.45, 0.5, 0.55, 0.61, 0.7]) for (const concern of [0.3, 0.34]) {
    let n = 0, hit = 0, reached = 0, ord = 0, fa = 0, q = 0;
    for (const r of rows.filter((row) => inGroup(row.group))) {
      const level = combine({ level: r.rules, kind: null, category: null }, r.s, { crisis, concern }).level;
      if (r.label === 'NONE') { ord++; if (level === 'crisis') fa++; if (level === 'concern') q++; }
      else if (r.label !== 'CONCERN') { n++; if (level === 'crisis') hit++; if (level !== 'none') reached++; }
    }
    console.log(`${JSON.stringify(over)} ${name} crisis>=${crisis} concern>=${concern}: crisis ${(100 * hit / n).toFixed(1)} % reached ${(100 * reached / n).toFixed(1)} % false alarms ${(100 * fa / ord).toFixed(1)} % questions ${(100 * q / ord).toFixed(1)} %`);
  }
}
void main();

// Tries training options against the committed ones by leave-one-batch-out cross-validation (honest:
// each batch met by the rules from before it). Thresholds re-picked per run as safety-heldout.ts does.
// Run: npx tsx bench/src/safety/try-options.ts '{"iterations":150}'  (JSON merged into SAFETY_TRAIN_OPTIONS)
import { score, train, type ClassifierScore, type TrainOptions } from '../../../ai/src/companion/safety/classifier';
import type { SafetyFinding } from '../../../ai/src/companion/safety/detect';
import { combine } from '../../../ai/src/companion/safety/assess';
import { CV_BATCHES, trainingExamples, type GroupedExample } from './training-set';
import { SAFETY_TRAIN_OPTIONS } from './model-options';
import { historicalRules, RULES_BEFORE } from './rules-history';
async function main() {
  const over = JSON.parse(process.argv[2] ?? '{}');
  const opts: TrainOptions = { ...SAFETY_TRAIN_OPTIONS, ...over, features: { ...SAFETY_TRAIN_OPTIONS.features, ...over.features } };
  const all = trainingExamples();
  const rows: (GroupedExample & { s: ClassifierScore })[] = [];
  for (const batch of CV_BATCHES) {
    const model = train(all.filter((e) => e.group !== batch.name), opts);
    for (const e of all.filter((x) => x.group === batch.name)) rows.push({ ...e, s: score(model, e.text) });
  }
  const before = new Map<string, (t: string) => SafetyFinding["level"]>();
  for (const [b, c] of Object.entries(RULES_BEFORE)) before.set(b, await historicalRules(c));
  const ord = rows.filter((r) => r.label === 'NONE');
  const share = (t: number, k: string) => ord.filter((r) => !r.s.reported && !r.s.tooShort && r.s[k as 'crisis' | 'clauseCrisis'] >= t).length / ord.length;
  const grid = Array.from({ length: 99 }, (_, i) => (i + 1) / 100);
  const crisis = grid.find((t) => share(t, 'crisis') <= 0.02) ?? 0.99;
  const concern = Math.min(grid.find((t) => share(t, 'clauseCrisis') <= 0.08) ?? crisis, crisis);
  const th = { crisis, concern };
  const cat: Record<string, number[]> = {};
  const tot = [0, 0, 0, 0, 0, 0];
  for (const r of rows) {
    const lv = before.get(r.group)?.(r.text) ?? 'none';
    const level = combine({ level: lv, kind: null, category: null }, r.s, th).level;
    if (r.label === 'NONE') { tot[3]++; if (level === 'crisis') tot[4]++; if (level === 'concern') tot[5]++; }
    else if (r.label !== 'CONCERN') { tot[0]++; if (level === 'crisis') tot[1]++; if (level !== 'none') tot[2]++; const c = cat[r.label] ??= [0, 0, 0]; c[0]++; if (level === 'crisis') c[1]++; if (level !== 'none') c[2]++; }
  }
  console.log(JSON.stringify(over), th, 'crisis', tot[1], '/', tot[0], 'reached', tot[2], 'fa', tot[4], '/', tot[3], 'q', tot[5], JSON.stringify(cat));
}
void main();

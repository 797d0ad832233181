// Leave-one-batch-out scores once (cached by options and data under the system's temp folder),
// then crisis recall, reached and false alarms for a grid of thresholds, with the rules as they
// were before each batch: what a threshold, the veto on the rules' alert or the overrule buys and costs.
// Run: npx tsx bench/src/safety/sweep-thresholds.ts ['{"minCount":3}']  (JSON merged into SAFETY_TRAIN_OPTIONS)
// The leave-one-batch-out training runs in one process per core (SWEEP_JOBS, default all): 25 minutes on one.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClassifierScore, Thresholds, TrainOptions } from '../../../ai/src/companion/safety/classifier';
import type { SafetyFinding } from '../../../ai/src/companion/safety/detect';
import { combine } from '../../../ai/src/companion/safety/assess';
import { crossValidate, type Scored } from './cross-validate';
import { trainingExamples, type GroupedExample } from './training-set';
import { SAFETY_TRAIN_OPTIONS } from './model-options';
import { historicalRules, RULES_BEFORE } from './rules-history';

type Row = GroupedExample & { s: ClassifierScore; rules: SafetyFinding['level'] };

async function crossValidated(options: TrainOptions): Promise<Row[]> {
  const all = trainingExamples();
  const source = ['classifier.ts', 'normalise.ts', 'detect.ts'].map((file) => fs.readFileSync(path.join(__dirname, '../../../ai/src/companion/safety', file), 'utf8'));
  const key = crypto.createHash('sha1').update(JSON.stringify([options, all, source, RULES_BEFORE])).digest('hex').slice(0, 12);
  const cache = path.join(os.tmpdir(), `ieum-safety-cv-${key}.json`);
  if (fs.existsSync(cache)) return JSON.parse(fs.readFileSync(cache, 'utf8'));
  const before = new Map<string, (t: string) => SafetyFinding['level']>();
  for (const [b, c] of Object.entries(RULES_BEFORE)) before.set(b, await historicalRules(c));
  const jobs = Number(process.env.SWEEP_JOBS ?? os.availableParallelism());
  const parts = await Promise.all(
    Array.from({ length: jobs }, (_, i) => {
      const out = `${cache}.part${i}`;
      return new Promise<Scored[]>((resolve, reject) =>
        execFile(process.execPath, [...process.execArgv, __filename, '--part', String(i), String(jobs), JSON.stringify(options), out], { maxBuffer: 1 << 20 }, (error) =>
          error ? reject(error) : resolve(JSON.parse(fs.readFileSync(out, 'utf8'))),
        ),
      );
    }),
  );
  for (let i = 0; i < jobs; i++) fs.rmSync(`${cache}.part${i}`);
  const rows: Row[] = parts.flat().map(({ score: s, ...e }) => ({ ...e, s, rules: before.get(e.group)?.(e.text) ?? 'none' }));
  fs.writeFileSync(cache, JSON.stringify(rows));
  return rows;
}

function runPart([, , , i, n, options, out]: string[]) {
  fs.writeFileSync(out, JSON.stringify(crossValidate(JSON.parse(options), [Number(i), Number(n)])));
}

async function main() {
  const over = JSON.parse(process.argv[2] ?? '{}');
  const options: TrainOptions = { ...SAFETY_TRAIN_OPTIONS, ...over, features: { ...SAFETY_TRAIN_OPTIONS.features, ...over.features } };
  const rows = await crossValidated(options);
  const groups: [string, (group: string) => boolean][] = [['all', () => true], ['corpora', (g) => g.startsWith('corpus-')], ['blind', (g) => g.startsWith('blind-')]];
  const grid: Thresholds[] = [];
  for (const crisis of [0.55, 0.61, 0.7]) for (const concern of [0.34, 0.4, 0.45, 0.5]) for (const veto of [0, 0.15, 0.3]) for (const overrule of [undefined, 0.8, 0.9, 0.95])
    grid.push({ crisis, concern, veto, overrule });
  for (const [name, inGroup] of groups) for (const thresholds of grid) {
    let n = 0, hit = 0, reached = 0, ord = 0, fa = 0, q = 0;
    for (const r of rows.filter((row) => inGroup(row.group))) {
      const level = combine({ level: r.rules, kind: null, category: null }, r.s, thresholds).level;
      if (r.label === 'NONE') { ord++; if (level === 'crisis') fa++; if (level === 'concern') q++; }
      else if (r.label !== 'CONCERN') { n++; if (level === 'crisis') hit++; if (level !== 'none') reached++; }
    }
    console.log(`${JSON.stringify(over)} ${name} ${JSON.stringify(thresholds)}: crisis ${(100 * hit / n).toFixed(1)} % reached ${(100 * reached / n).toFixed(1)} % false alarms ${(100 * fa / ord).toFixed(1)} % questions ${(100 * q / ord).toFixed(1)} %`);
  }
}
if (process.argv[2] === '--part') runPart(process.argv);
else void main();

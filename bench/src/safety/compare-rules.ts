// The rules now against the rules at an older commit on every batch (ordinary and crisis sentences),
// listing each sentence whose level changed: a rule change is checked for what it broke elsewhere.
// Run: npx tsx bench/src/safety/compare-rules.ts <commit>
import { assessRules } from '../../../ai/src/companion/safety/detect';
import { CRISIS } from '../../../ai/test/safety/crisis-sentences';
import { ORDINARY } from '../../../ai/test/safety/ordinary-sentences';
import { historicalRules } from './rules-history';
import { CV_BATCHES, EVERYDAY, WISHES_MEASURED, WISHES_TRAINED } from './training-set';

async function main() {
  const commit = process.argv[2];
  if (!commit) throw new Error('usage: compare-rules.ts <commit>');
  const before = await historicalRules(commit);
  const rows: { text: string; crisis: boolean; group: string }[] = [
    ...CV_BATCHES.flatMap((batch) => [...batch.crisis.map(([text]) => ({ text, crisis: true, group: batch.name })), ...batch.ordinary.map((text) => ({ text, crisis: false, group: batch.name }))]),
    ...Object.values(CRISIS).flat().map((text) => ({ text, crisis: true, group: 'tuned' })),
    ...Object.values(ORDINARY).flat().map((text) => ({ text, crisis: false, group: 'tuned' })),
    ...[...EVERYDAY, ...WISHES_TRAINED, ...WISHES_MEASURED].map((text) => ({ text, crisis: false, group: 'everyday' })),
  ];
  const count = { crisisBefore: 0, crisisNow: 0, alarmsBefore: 0, alarmsNow: 0, crisis: 0, ordinary: 0 };
  for (const row of rows) {
    const old = before(row.text);
    const now = assessRules(row.text).level;
    if (row.crisis) {
      count.crisis += 1;
      if (old === 'crisis') count.crisisBefore += 1;
      if (now === 'crisis') count.crisisNow += 1;
    } else {
      count.ordinary += 1;
      if (old === 'crisis') count.alarmsBefore += 1;
      if (now === 'crisis') count.alarmsNow += 1;
    }
    if (old !== now) console.log(`${row.crisis ? 'CRISIS  ' : 'ORDINARY'} ${old} -> ${now} (${row.group}) ${row.text}`);
  }
  console.log(JSON.stringify(count));
}
void main();

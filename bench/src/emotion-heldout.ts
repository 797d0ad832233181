import { writeFileSync } from 'node:fs';
import { EMOTION_LABELS, type EmotionLabel } from '@ieum/domain';
import { classifyEmotion } from '../../ai/src/companion/emotion';
import { HELDOUT } from '../../ai/test/emotion/heldout';

// Accuracy of the emotion classifier on sentences it was never tuned on (issue 21).
const perLabel = new Map<EmotionLabel, { right: number; total: number }>();
const misses: string[] = [];
for (const [sentence, expected] of HELDOUT) {
  const got = classifyEmotion(sentence).label;
  const entry = perLabel.get(expected) ?? { right: 0, total: 0 };
  entry.total += 1;
  if (got === expected) entry.right += 1;
  else misses.push(`| ${sentence} | ${expected} | ${got} |`);
  perLabel.set(expected, entry);
}
const right = [...perLabel.values()].reduce((sum, entry) => sum + entry.right, 0);
const pct = (a: number, b: number) => `${((a * 100) / b).toFixed(1)} %`;
const rows = EMOTION_LABELS.filter((label) => perLabel.has(label)).map((label) => {
  const entry = perLabel.get(label)!;
  return `| ${label} | ${entry.right} / ${entry.total} | ${pct(entry.right, entry.total)} |`;
});
const md = `# Emotion classifier on the held-out set

Command: \`npx tsx bench/src/emotion-heldout.ts\` (ai/test/emotion/heldout.ts, ${HELDOUT.length} sentences written
before the classifier was tuned and never used to tune it; the tuned set is ai/test/emotion/labelled.ts).

History: the classifier before this work scored 76.8 % here (76 of the first 99 sentences); after tuning on labelled.ts, 93 %. One miss
was then fixed: the issue's own example 자다가 안 깨어났으면 (the 깨어났 conjugation was not read); no other
held-out sentence was looked at for tuning.

Overall: **${right} / ${HELDOUT.length} = ${pct(right, HELDOUT.length)}**

| label | right | accuracy |
| --- | --- | --- |
${rows.join('\n')}

Misses:

| sentence | expected | got |
| --- | --- | --- |
${misses.join('\n')}
`;
writeFileSync(new URL('../results/emotion-heldout.md', import.meta.url), md);
writeFileSync(
  new URL('../results/emotion-heldout.json', import.meta.url),
  JSON.stringify({ total: HELDOUT.length, right, perLabel: Object.fromEntries(perLabel), misses }, null, 2),
);
console.log(md);

// Every sentence in training read end to end (rules and classifier together): crises without the crisis reply, look-alikes
// alerted, and questions asked. Another commit's layers over today's rows: check it out in a worktree and pass its root.
// Run: npx tsx bench/src/safety/end-to-end.ts [worktree root] [--list]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../lib';
import { trainingExamples } from './training-set';

async function main() {
  const root = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? REPO_ROOT;
  const list = process.argv.includes('--list');
  const { assessText } = (await import(pathToFileURL(path.join(root, 'ai/src/companion/safety/assess.ts')).href)) as typeof import('../../../ai/src/companion/safety/assess');
  const totals = { crises: 0, missed: 0, lookAlikes: 0, alerted: 0, asked: 0 };
  for (const { text, label, group } of trainingExamples()) {
    if (label === 'CONCERN') continue;
    const level = assessText(text).level;
    if (level === 'concern') totals.asked += 1;
    if (label === 'NONE') {
      totals.lookAlikes += 1;
      if (level === 'crisis') totals.alerted += 1;
      if (list && level === 'crisis') console.log(`alerted (${group}) ${text}`);
    } else {
      totals.crises += 1;
      if (level !== 'crisis') totals.missed += 1;
      if (list && level !== 'crisis') console.log(`${level} (${group}) ${text}`);
    }
  }
  console.log(JSON.stringify(totals));
}

void main();

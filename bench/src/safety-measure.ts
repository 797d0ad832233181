// One blind batch, measured once with the committed layers and never trained on: the first read of a fresh batch.
// Run: npx tsx bench/src/safety-measure.ts bench/src/safety/blind-12.ts
// The file must export <NAME>_CRISIS ([sentence, category][]) and <NAME>_ORDINARY (string[]).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { assessText } from '../../ai/src/companion/safety/assess';
import { CONCERN_QUESTION } from '../../ai/src/companion/safety/replies';

const concernNames109 = CONCERN_QUESTION.includes('109');

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npx tsx bench/src/safety-measure.ts <batch file>');
  const batch = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
  const crisisKey = Object.keys(batch).find((key) => key.endsWith('_CRISIS'));
  const ordinaryKey = Object.keys(batch).find((key) => key.endsWith('_ORDINARY'));
  if (!crisisKey || !ordinaryKey) throw new Error(`${file} exports no *_CRISIS / *_ORDINARY`);
  const crisis = batch[crisisKey] as [string, string][];
  const ordinary = batch[ordinaryKey] as string[];
  let caught = 0;
  let reached = 0;
  const missed: string[] = [];
  for (const [text, category] of crisis) {
    const level = assessText(text).level;
    if (level === 'crisis') caught += 1;
    else missed.push(`${category} ${text} -> ${level}`);
    if (level === 'crisis' || (level === 'concern' && concernNames109)) reached += 1;
  }
  const falseAlarms = ordinary.filter((text) => assessText(text).level === 'crisis');
  const concern = ordinary.filter((text) => assessText(text).level === 'concern').length;
  const pct = (part: number, whole: number) => (Math.round((1000 * part) / whole) / 10).toFixed(1);
  console.log(`${path.basename(file)}: crisis ${caught}/${crisis.length} (${pct(caught, crisis.length)} %), reached ${reached}/${crisis.length} (${pct(reached, crisis.length)} %), false alarms ${falseAlarms.length}/${ordinary.length}, concern on ordinary ${concern}/${ordinary.length}`);
  if (process.argv.includes('--list')) {
    for (const line of missed) console.log(`missed: ${line}`);
    for (const line of falseAlarms) console.log(`false alarm: ${line}`);
  }
}

void main();

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { score, soundForm, type SafetyModel } from '../../src/companion/safety/classifier';
import { assessText, combine, SAFETY_MODEL } from '../../src/companion/safety/assess';
import { assessRules } from '../../src/companion/safety/detect';
import { SAFETY_THRESHOLDS } from '../../../bench/src/safety/model-options';
import { trainingExamples } from '../../../bench/src/safety/training-set';

/** A fresh training in its own node process (train-model.ts says why), in the stored form. */
async function trainFresh(mode: 'committed' | 'heldout'): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'train-model.ts'), mode], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

describe('the safety classifier', () => {
  it('reads the sound of a word, so a spelling by ear meets the standard one', () => {
    expect(soundForm('주글')).toBe(soundForm('죽을'));
    expect(soundForm('시퍼')).toBe(soundForm('싶어'));
  });

  // 1,800 s: one training of the 30,797 sentences takes about 117 s alone and passed 600 s beside the browser tests of
  // npm test (2026-11-27, 17:10-17:34 UTC); CI allows 90 minutes for the whole run.
  it('is exactly what the training script makes from the labelled sentences (nobody edits model.json by hand)', async () => {
    const committed = fs.readFileSync(path.join(__dirname, '../../src/companion/safety/model.json'), 'utf8');
    expect((await trainFresh('committed')) === committed).toBe(true);
    expect(SAFETY_MODEL.thresholds).toEqual(SAFETY_THRESHOLDS);
  }, 1_800_000);

  it('turns what the rules found unclear into an alert only on a near-certain score; reads messages about others and short ones like any other', () => {
    const sure = { crisis: 0.99, clauseCrisis: 0.99, anyClauseCrisis: 0.99, category: 'PASSIVE' as const, clauseCategory: 'PASSIVE' as const, reported: false, tooShort: false, brief: false };
    const likely = { ...sure, crisis: 0.9, clauseCrisis: 0.9, anyClauseCrisis: 0.9 };
    const unsure = { ...sure, crisis: 0.5, clauseCrisis: 0.5, anyClauseCrisis: 0.5 };
    const thresholds = { crisis: 0.61, concern: 0.34, overrule: 0.95 };
    expect(combine({ level: 'concern', kind: null, category: null }, sure, thresholds).level).toBe('crisis');
    expect(combine({ level: 'concern', kind: null, category: null }, likely, thresholds).level).toBe('concern');
    // Round safe21j: 0.8, and 0.95 where all the rules saw was a soft word beside a wish (먼 곳으로 가고 싶어).
    const committed = { crisis: 0.61, concern: 0.45, overrule: 0.8, softOverrule: 0.95 };
    expect(combine({ level: 'concern', kind: null, category: null }, likely, committed).level).toBe('crisis');
    expect(combine({ level: 'concern', kind: null, category: null, soft: true }, likely, committed).level).toBe('concern');
    expect(combine({ level: 'concern', kind: null, category: null, soft: true }, sure, committed).level).toBe('crisis');
    expect(assessRules('먼 곳으로 가고 싶어').soft).toBe(true);
    expect(assessRules('다 귀찮아요').soft).toBeUndefined();
    expect(combine({ level: 'none', kind: null, category: null }, sure)).toEqual({ level: 'crisis', kind: 'SUICIDE', category: 'PASSIVE' });
    // 요양보호사가 안 와서 사흘 굶었어: another person named, the danger the speaker's own.
    expect(combine({ level: 'none', kind: null, category: null }, { ...likely, reported: true }, thresholds).level).toBe('crisis');
    expect(combine({ level: 'none', kind: null, category: null }, { ...unsure, reported: true }, thresholds).level).toBe('concern');
    // 더는못살겟어: a few syllables, a clear score.
    expect(combine({ level: 'none', kind: null, category: null }, { ...likely, brief: true }, thresholds).level).toBe('crisis');
    expect(combine({ level: 'concern', kind: null, category: null }, { ...sure, brief: true }, thresholds).level).toBe('concern');
    expect(combine({ level: 'none', kind: null, category: null }, { ...sure, tooShort: true }).level).toBe('none');
    // What the rules read as over or far off (어릴 때 넘어져서 부러졌었어) stays theirs.
    expect(combine({ level: 'none', kind: null, category: null, over: true }, sure).level).toBe('none');
    // One dark clause in a long message asks gently; a near-certain one alerts (with its own category) unless the
    // rest of the message takes it back (the whole scores low) or the rules read it as over.
    const darkClause = { ...sure, crisis: 0.1, clauseCrisis: 0.99 };
    expect(combine({ level: 'none', kind: null, category: null }, darkClause).level).toBe('concern');
    const clauseThresholds = { crisis: 0.61, concern: 0.45, overrule: 0.8, softOverrule: 0.95, clauseAlert: 0.9, clauseAlertFloor: 0.3 };
    const inPassing = { ...sure, crisis: 0.4, clauseCrisis: 0.93, category: 'PASSIVE' as const, clauseCategory: 'SUICIDE' as const };
    expect(combine({ level: 'none', kind: null, category: null }, inPassing, clauseThresholds)).toEqual({ level: 'crisis', kind: 'SUICIDE', category: 'SUICIDE' });
    expect(combine({ level: 'concern', kind: null, category: null }, inPassing, clauseThresholds).level).toBe('crisis');
    expect(combine({ level: 'concern', kind: null, category: null, soft: true }, inPassing, clauseThresholds).level).toBe('concern');
    expect(combine({ level: 'none', kind: null, category: null }, { ...inPassing, clauseCrisis: 0.85 }, clauseThresholds).level).toBe('concern');
    expect(combine({ level: 'none', kind: null, category: null }, { ...inPassing, crisis: 0.2 }, clauseThresholds).level).toBe('concern');
    // A middling clause asks only where the whole message is not plainly ordinary; a near-certain one always does.
    const floored = { ...clauseThresholds, clauseConcernFloor: 0.2 };
    expect(combine({ level: 'none', kind: null, category: null }, { ...inPassing, crisis: 0.1, clauseCrisis: 0.7 }, floored).level).toBe('none');
    expect(combine({ level: 'none', kind: null, category: null }, { ...inPassing, crisis: 0.25, clauseCrisis: 0.7 }, floored).level).toBe('concern');
    expect(combine({ level: 'none', kind: null, category: null }, { ...inPassing, crisis: 0.1, clauseCrisis: 0.95 }, floored).level).toBe('concern');
    expect(combine({ level: 'none', kind: null, category: null, over: true }, inPassing, clauseThresholds).level).toBe('none');
    expect(assessText('목').level).toBe('none');
    expect(assessText('주 고 싶 다').level).toBe('concern');
  });

  it('turns a rules alert the classifier finds plainly ordinary in every clause into the gentle question, never into nothing', () => {
    const rulesAlert = { level: 'crisis' as const, kind: 'SUICIDE' as const, category: 'PASSIVE' as const };
    const ordinary = { crisis: 0.05, clauseCrisis: 0.05, anyClauseCrisis: 0.05, category: 'PASSIVE' as const, clauseCategory: 'PASSIVE' as const, reported: false, tooShort: false, brief: false };
    const thresholds = { crisis: 0.61, concern: 0.34, veto: 0.15 };
    expect(combine(rulesAlert, ordinary, thresholds)).toEqual({ level: 'concern', kind: null, category: null });
    // One short clause the classifier reads as dark keeps the alert, and so does a message too short to read.
    expect(combine(rulesAlert, { ...ordinary, anyClauseCrisis: 0.4 }, thresholds)).toEqual(rulesAlert);
    expect(combine(rulesAlert, { ...ordinary, tooShort: true }, thresholds)).toEqual(rulesAlert);
    // The committed model: a granddaughter's words after an exam ask; the speaker's own wish beside a drama alerts.
    expect(assessText('손녀가 시험 망쳐서 죽고 싶다 카더라 맛있는 거 사 주니 금방 웃더라').level).not.toBe('crisis');
    expect(assessText('드라마에서 주인공이 자살했는데 나도 죽고 싶어요').level).toBe('crisis');
  });

  it('scores the clauses of a long message on their own too, and keeps the highest', () => {
    const text = '오늘 날씨가 참 좋아서 빨래도 널고 마당도 쓸었는데 사는 게 너무 지겨워서 그만 살고 싶어';
    const withClauses = score(SAFETY_MODEL, text);
    const wholeOnly = score({ ...SAFETY_MODEL, options: { ...SAFETY_MODEL.options, clauseMax: false } }, text);
    expect(wholeOnly.clauseCrisis).toBe(wholeOnly.crisis);
    expect(withClauses.crisis).toBe(wholeOnly.crisis);
    expect(withClauses.clauseCrisis).toBeGreaterThan(withClauses.crisis);
  });

  // Trained on every second corpus sentence (train-model.ts): 45 s alone; at 38,804 sentences it read 97.6 % reached, 95.2 % alerts,
  // 2.9 % false alarms (2 of 70; mid-round safe21j it read 4 of 70 until sleep-wish look-alikes joined the team's set).
  it('generalises to a batch it never saw (the held-out set left out): reached >= 90 %, alerts >= 85 %, crisis on <= 5 % of its look-alikes', async () => {
    const all = trainingExamples();
    const model: SafetyModel = JSON.parse(await trainFresh('heldout'));
    const level = (text: string) => combine({ level: 'none', kind: null, category: null }, score(model, text), SAFETY_THRESHOLDS).level;
    const batch = all.filter((example) => example.group === 'heldout');
    const crisis = batch.filter((example) => example.label !== 'NONE').map((example) => level(example.text));
    const ordinary = batch.filter((example) => example.label === 'NONE').map((example) => level(example.text));
    expect(crisis.filter((found) => found !== 'none').length / crisis.length).toBeGreaterThanOrEqual(0.9);
    expect(crisis.filter((found) => found === 'crisis').length / crisis.length).toBeGreaterThanOrEqual(0.85);
    expect(ordinary.filter((found) => found === 'crisis').length / ordinary.length).toBeLessThanOrEqual(0.05);
  }, 600_000);
});

import fs from 'node:fs';
import path from 'node:path';
import type { RiskAssessment } from '../risk';
import { crisisThreshold, score, type ClassifierScore, type SafetyModel } from './classifier';
import { assessRules, CATEGORY_KIND, type SafetyFinding } from './detect';

// Read once when the AI host starts; bench/src/safety-train.ts writes it.
export const SAFETY_MODEL: SafetyModel = JSON.parse(fs.readFileSync(path.join(__dirname, 'model.json'), 'utf8'));

/**
 * The rules first (their crisis and its kind stand); then the classifier for what the rules did
 * not see: a high score is a crisis of its most likely category, a middle one the gentle
 * question naming 109. Where the rules found the message dark but unclear (a negated wish, 주 고
 * 싶 다) only a very high score makes it an alert (the overrule). A message of under four syllables
 * is left to the rules (목 as one word scored 0.97: too few features to be read statistically).
 */
const classifierCrisis = (classifier: ClassifierScore): SafetyFinding => ({ level: 'crisis', kind: CATEGORY_KIND[classifier.category], category: classifier.category });

export function combine(rules: SafetyFinding, classifier: ClassifierScore, thresholds = SAFETY_MODEL.thresholds): SafetyFinding {
  // A rules alert on a message the classifier finds plainly ordinary (손녀가 시험 망쳐서 죽고 싶다 카더라, 심장이
  // 터질 것 같았어 over a goal) asks instead: help is still offered, without an alert. Cross-validated over 27
  // batches the veto (0.15) cut false alarms from 4.2 to 3.0 % for no crisis (bench/results/safety-corpora.md).
  if (rules.level === 'crisis' && !classifier.tooShort && classifier.anyClauseCrisis < (thresholds.veto ?? 0)) return { level: 'concern', kind: null, category: null };
  // A crisis the rules read as over (어릴 때 넘어져서 부러졌었어) or far off (나중에 장례는 조촐하게) stays theirs.
  if (rules.level === 'crisis' || rules.over || classifier.tooShort) return rules;
  // A score this high is a crisis even where the rules found the message only unclear: blind-20 lost 나 같은 거
  // 없어져야 애들이 편하게 살지 (1.00) to that gate, set when the classifier was trained on a fifth of today's sentences.
  const overrule = rules.soft ? (thresholds.softOverrule ?? thresholds.overrule) : thresholds.overrule;
  if (overrule !== undefined && classifier.crisis >= overrule && !classifier.brief) return classifierCrisis(classifier);
  // A message that names someone else (요양보호사가 안 와서 사흘 굶었어) or says only a few syllables (더는못살겟어) is
  // read like any other: trained on 900 such crises and their look-alikes, the classifier tells them apart, and the
  // old gates (left to the rules; only the question) cost 1.9 points of cross-validated crisis replies for no false alarm.
  if (classifier.crisis >= crisisThreshold(thresholds, classifier.category) && rules.level === 'none') return classifierCrisis(classifier);
  // One dark clause in a long message: near-certain, an alert of its own (the danger said in passing between
  // the weather and lunch); otherwise the question. The clause score at the crisis threshold cost recall when
  // cross-validated (the threshold had to rise), so it has its own, higher one.
  const clauseAlert = thresholds.clauseAlert !== undefined && rules.soft ? Math.max(thresholds.clauseAlert, thresholds.softOverrule ?? 0) : thresholds.clauseAlert;
  if (clauseAlert !== undefined && classifier.clauseCrisis >= clauseAlert && classifier.crisis >= (thresholds.clauseAlertFloor ?? 0) && !classifier.brief) {
    return { level: 'crisis', kind: CATEGORY_KIND[classifier.clauseCategory], category: classifier.clauseCategory };
  }
  // A middling clause in a long message the whole of which reads ordinary (손녀 목도리 뜨는데 거의 다 떠가요 between the
  // rain and the radio) is no question: corpus-by3 asked 22 % of its ordinary long messages without the floor.
  const clauseAsks = classifier.crisis >= (thresholds.clauseConcernFloor ?? 0) || classifier.clauseCrisis >= (thresholds.clauseAlert ?? 1);
  if (classifier.clauseCrisis >= thresholds.concern && clauseAsks) return { level: 'concern', kind: null, category: null };
  return rules;
}

/** The safety layers' assessment of one message: crisis with its category, concern, or none. */
export function assessText(raw: string, model: SafetyModel = SAFETY_MODEL): SafetyFinding {
  return combine(assessRules(raw), score(model, raw), model.thresholds);
}

export function assessRisk(raw: string): RiskAssessment {
  const { level, kind } = assessText(raw);
  return { level, kind };
}

// Trains the safety classifier on every labelled sentence except blind-final and writes the
// model the AI host loads at start. Deterministic: the same data gives the same file.
// Run: npx tsx bench/src/safety-train.ts
import fs from 'node:fs';
import path from 'node:path';
import { serialiseModel, train } from '../../ai/src/companion/safety/classifier';
import { REPO_ROOT } from './lib';
import { SAFETY_THRESHOLDS, SAFETY_TRAIN_OPTIONS } from './safety/model-options';
import { trainingExamples } from './safety/training-set';

export const MODEL_PATH = path.join(REPO_ROOT, 'ai/src/companion/safety/model.json');

const examples = trainingExamples();
const model = train(examples, SAFETY_TRAIN_OPTIONS, SAFETY_THRESHOLDS);
fs.writeFileSync(MODEL_PATH, serialiseModel(model));
console.log(`${MODEL_PATH}: ${examples.length} sentences, ${Object.keys(model.weights).length} features, ${Math.round(fs.statSync(MODEL_PATH).size / 1024)} KB`);

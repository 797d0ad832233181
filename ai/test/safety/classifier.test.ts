import fs from 'node:fs';
import path from 'node:path';
import { serialiseModel, soundForm, train } from '../../src/companion/safety/classifier';
import { SAFETY_MODEL } from '../../src/companion/safety/assess';
import { SAFETY_THRESHOLDS, SAFETY_TRAIN_OPTIONS } from '../../../bench/src/safety/model-options';
import { trainingExamples } from '../../../bench/src/safety/training-set';

describe('the safety classifier', () => {
  it('reads the sound of a word, so a spelling by ear meets the standard one', () => {
    expect(soundForm('주글')).toBe(soundForm('죽을'));
    expect(soundForm('시퍼')).toBe(soundForm('싶어'));
  });

  it('is exactly what the training script makes from the labelled sentences (nobody edits model.json by hand)', () => {
    const committed = fs.readFileSync(path.join(__dirname, '../../src/companion/safety/model.json'), 'utf8');
    const model = train(trainingExamples(), SAFETY_TRAIN_OPTIONS, SAFETY_THRESHOLDS);
    expect(serialiseModel(model) === committed).toBe(true);
    expect(SAFETY_MODEL.thresholds).toEqual(SAFETY_THRESHOLDS);
  }, 120_000);
});

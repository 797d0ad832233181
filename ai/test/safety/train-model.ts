// Trains the safety model the way the tests need it and prints it in its stored form:
//   train-model.ts committed   every labelled sentence (what bench/src/safety-train.ts writes to model.json)
//   train-model.ts heldout     without the held-out batch and with every second corpus sentence (the generalisation
//                              check: whether the method carries to a batch it never saw needs no full training, and
//                              two full trainings beside the browser tests took 818 s of npm test)
// classifier.test.ts runs it in a plain node process: inside jest's module sandbox every global
// lookup of the training loop (Math, Float64Array) goes through the test context, and one training
// took 20-40 s of CPU there against 6-8 s here.
import { serialiseModel, train } from '../../src/companion/safety/classifier';
import { SAFETY_THRESHOLDS, SAFETY_TRAIN_OPTIONS } from '../../../bench/src/safety/model-options';
import { trainingExamples } from '../../../bench/src/safety/training-set';

const mode = process.argv[2];
if (mode !== 'committed' && mode !== 'heldout') throw new Error(`usage: train-model.ts committed|heldout (got ${mode})`);
const all = trainingExamples();
const examples = mode === 'committed' ? all : all.filter((example) => example.group !== 'heldout').filter((example, i) => !example.group.startsWith('corpus-') || i % 2 === 0);
process.stdout.write(serialiseModel(train(examples, SAFETY_TRAIN_OPTIONS, SAFETY_THRESHOLDS)));

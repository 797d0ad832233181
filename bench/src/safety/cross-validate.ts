// Leave-one-batch-out: for each blind batch (and heldout), a model trained on everything else
// scores that batch's sentences. Nothing here ever sees blind-final.
import { score, train, type ClassifierScore, type TrainOptions } from '../../../ai/src/companion/safety/classifier';
import { CV_BATCHES, trainingExamples, type GroupedExample } from './training-set';

export interface Scored extends GroupedExample {
  score: ClassifierScore;
}

/** `part` [i, n]: only every n-th batch from the i-th, so n processes can share the work. */
export function crossValidate(options: TrainOptions, part: [number, number] = [0, 1]): Scored[] {
  const all = trainingExamples();
  return CV_BATCHES.filter((_, index) => index % part[1] === part[0]).flatMap((batch) => {
    const model = train(
      all.filter((example) => example.group !== batch.name),
      options,
    );
    return all.filter((example) => example.group === batch.name).map((example) => ({ ...example, score: score(model, example.text) }));
  });
}

/** One limit on attempts: at most `max` in a fixed window of `windowMs` that starts at the first attempt. */
export interface AttemptLimit {
  /** Names the counter: the same key in every API process shares one count. */
  key: string;
  max: number;
  windowMs: number;
}

export type TakeResult = { taken: true } | { taken: false; refused: { index: number; retryAfterMs: number }[] };

/** Where the counts live: Redis when configured, else the database. Both are atomic across processes. */
export interface CounterStore {
  /**
   * Counts one attempt against every limit at once, or against none when any of them is used up
   * (then `refused` names each used-up limit by its index, with the time left in its window).
   */
  take(limits: readonly AttemptLimit[], nowMs: number): Promise<TakeResult>;
  /** Gives one attempt back to each counter (it turned out not to count), never below zero. */
  giveBack(keys: readonly string[], nowMs: number): Promise<void>;
}

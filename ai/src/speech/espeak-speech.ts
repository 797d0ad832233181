import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type SpeechEngine, speakableText, splitSentences } from './speech';

export interface EspeakOptions {
  voice?: string;
  /** Words per minute; espeak's default 175 is fast for older listeners. */
  speed?: number;
  kbps?: number;
  timeoutMs?: number;
  /** Sentences kept as MP3 (least recently used dropped first); 0 turns the cache off. */
  cacheEntries?: number;
  /** Worker threads speaking sentences side by side; default 2 (or 1 on a one-core machine). */
  workers?: number;
}

interface Pending {
  resolve(mp3: Buffer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One warm worker thread (espeak-worker.mjs), started on first use and replaced after a failure. */
function createSlot(timeoutMs: number) {
  let worker: Worker | null = null;
  let ready: Promise<void> | null = null;
  let nextId = 1;
  let closed = false;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      entry.reject(error);
      pending.delete(id);
    }
  };

  function start(): Promise<void> {
    // A closed engine starts no new worker: the safety audio prepared at start-up may still be
    // asking for sentences after the host closed, and such a worker kept the process alive.
    if (closed) return Promise.reject(new Error('speech closed'));
    if (ready) return ready;
    const current = new Worker(path.join(__dirname, 'espeak-worker.mjs'));
    worker = current;
    current.unref();
    ready = new Promise<void>((resolve, reject) => {
      current.on('message', (message: { ready?: boolean; id?: number; mp3?: Uint8Array; error?: string }) => {
        if (message.ready) return resolve();
        const entry = pending.get(message.id!);
        if (!entry) return;
        pending.delete(message.id!);
        clearTimeout(entry.timer);
        if (message.error || !message.mp3) entry.reject(new Error(message.error ?? 'no audio'));
        else entry.resolve(Buffer.from(message.mp3.buffer, message.mp3.byteOffset, message.mp3.byteLength));
      });
      const down = (error: Error) => {
        if (worker === current) {
          worker = null;
          ready = null;
        }
        reject(error);
        failAll(error);
      };
      current.on('error', down);
      current.on('exit', (code) => down(new Error(`speech worker exited (${code})`)));
    });
    ready.catch(() => {});
    return ready;
  }

  return {
    start,
    get load() {
      return pending.size;
    },
    async speak(message: { text: string; voice: string; speed: number; kbps: number }): Promise<Buffer> {
      await start();
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`speech took longer than ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
        worker!.postMessage({ id, ...message });
      });
    },
    async close() {
      closed = true;
      const current = worker;
      worker = null;
      ready = null;
      failAll(new Error('speech closed'));
      if (current) await current.terminate();
    },
  };
}

/**
 * The built-in offline Korean voice: espeak-ng compiled to WASM (npm espeak-ng, `-v ko`),
 * MP3 through LAME compiled to WASM (npm wasm-media-encoders), in warm worker threads
 * (espeak-worker.mjs). Spoken text is kept (least recently used dropped first) and MP3 streams
 * join frame by frame, so a reply is assembled from sentences already spoken where it can be: the
 * built-in engine's sentences come from templates.
 */
export function createEspeakSpeech(options: EspeakOptions = {}): SpeechEngine & { ready(): Promise<void> } {
  const { voice = 'ko', speed = 140, kbps = 24, timeoutMs = 15_000, cacheEntries = 500 } = options;
  const workerCount = Math.max(1, options.workers ?? Math.min(2, os.availableParallelism()));
  const slots = Array.from({ length: workerCount }, () => createSlot(timeoutMs));
  const cache = new Map<string, Buffer>();

  const speakRun = (text: string): Promise<Buffer> => {
    const slot = slots.reduce((least, candidate) => (candidate.load < least.load ? candidate : least));
    return slot.speak({ text: speakableText(text), voice, speed, kbps });
  };

  return {
    name: 'espeak',
    ready: async () => {
      await Promise.all(slots.map((slot) => slot.start()));
    },
    async synthesize(text: string): Promise<Buffer> {
      const sentences = splitSentences(text);
      if (sentences.length === 0) throw new Error('nothing to say');
      // Sentences already spoken come from the cache; each run of the others is spoken in ONE
      // espeak-ng call (its start-up and memory reset are most of a short sentence's cost) and
      // kept under that run's text. Runs go to the free workers side by side.
      const runs: { text: string; cached?: Buffer }[] = [];
      for (const sentence of sentences) {
        const cached = cache.get(sentence);
        const last = runs.at(-1);
        if (cached) runs.push({ text: sentence, cached });
        else if (last && !last.cached) last.text = `${last.text} ${sentence}`;
        else runs.push({ text: sentence });
      }
      const parts = await Promise.all(
        runs.map(async (run) => {
          const known = run.cached ?? cache.get(run.text);
          if (known) {
            cache.delete(run.text); // re-inserted below as the most recently used
            cache.set(run.text, known);
            return known;
          }
          const audio = await speakRun(run.text);
          if (cacheEntries > 0) {
            cache.set(run.text, audio);
            if (cache.size > cacheEntries) cache.delete(cache.keys().next().value!);
          }
          return audio;
        }),
      );
      return Buffer.concat(parts);
    },
    async close() {
      await Promise.all(slots.map((slot) => slot.close()));
    },
  };
}

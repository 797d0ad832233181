// The built-in Korean voice, in a worker thread so synthesis never blocks the server's event
// loop. espeak-ng (WASM) is compiled and started once; before each request its memory is reset
// to the snapshot taken right after start-up, so main() runs again on clean C state (its
// getopt and globals) without a new instance. The WAV it writes is encoded to MP3 here too.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const espeakPath = require.resolve('espeak-ng');
const { default: ESpeakNg } = await import(pathToFileURL(espeakPath).href);
// LAME compiled to WASM: about ten times faster than a pure-JS LAME, and the MP3 encoding was
// most of a reply's time (about 12 ms per second of speech before, 1 ms now).
const { createMp3Encoder } = await import('wasm-media-encoders');
const mp3Encoder = await createMp3Encoder();

const wasmModule = await WebAssembly.compile(fs.readFileSync(espeakPath.replace(/\.js$/, '.wasm')));
let exports;
const espeak = await ESpeakNg({
  noInitialRun: true,
  noExitRuntime: true,
  print: () => {},
  printErr: () => {},
  instantiateWasm(imports, done) {
    void (async () => {
      const instance = await WebAssembly.instantiate(wasmModule, imports);
      exports = instance.exports;
      done(instance, wasmModule);
    })();
    return {};
  },
});
const snapshot = new Uint8Array(exports.memory.buffer).slice();
const encoder = new TextEncoder();

function runMain(args) {
  new Uint8Array(exports.memory.buffer).set(snapshot);
  const all = ['espeak-ng', ...args];
  const pointers = all.map((arg) => {
    const bytes = encoder.encode(`${arg}\0`);
    const pointer = exports.malloc(bytes.length);
    new Uint8Array(exports.memory.buffer).set(bytes, pointer);
    return pointer;
  });
  const argv = exports.malloc(4 * (pointers.length + 1));
  const view = new Uint32Array(exports.memory.buffer, argv, pointers.length + 1);
  pointers.forEach((pointer, index) => (view[index] = pointer));
  view[pointers.length] = 0;
  return exports.__main_argc_argv(pointers.length, argv);
}

/** The WAV's samples as floats in [-1, 1] (what the encoder takes) and its rate. */
function pcmFromWav(wav) {
  const data = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  let offset = 12;
  let sampleRate = 22050;
  while (offset + 8 <= data.length) {
    const id = data.toString('ascii', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    if (id === 'fmt ') sampleRate = data.readUInt32LE(offset + 12);
    if (id === 'data') {
      const end = Math.min(data.length, offset + 8 + size);
      const start = offset + 8;
      const count = Math.floor((end - start) / 2);
      // Copied to an aligned buffer first: the data chunk may start at an odd offset.
      const pcm = new Int16Array(data.buffer.slice(data.byteOffset + start, data.byteOffset + start + count * 2));
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i += 1) samples[i] = pcm[i] / 32768;
      return { samples, sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('espeak-ng wrote no audio data');
}

/** espeak-ng speaks at 22.05 kHz; speech needs no more than 16 kHz, and the encoder has 27 % less to do. */
function resample({ samples, sampleRate }, rate) {
  if (sampleRate <= rate) return { samples, sampleRate };
  const length = Math.floor((samples.length * rate) / sampleRate);
  const out = new Float32Array(length);
  const step = sampleRate / rate;
  for (let i = 0; i < length; i += 1) {
    const x = i * step;
    const j = Math.floor(x);
    const fraction = x - j;
    out[i] = samples[j] * (1 - fraction) + (samples[j + 1] ?? samples[j]) * fraction;
  }
  return { samples: out, sampleRate: rate };
}

function toMp3({ samples, sampleRate }, kbps) {
  // One encoder for the worker's life: configure() starts a fresh stream each time.
  mp3Encoder.configure({ channels: 1, sampleRate, bitrate: kbps });
  const parts = [];
  // encode() answers a view into the encoder's memory, valid until the next call: copied at once.
  for (let i = 0; i < samples.length; i += 16_384) parts.push(Buffer.from(mp3Encoder.encode([samples.subarray(i, i + 16_384)])));
  parts.push(Buffer.from(mp3Encoder.finalize()));
  return Buffer.concat(parts);
}

function synthesize(text, voice, speed, kbps) {
  espeak.FS.writeFile('/in.txt', text);
  runMain(['-v', voice, '-s', String(speed), '-f', '/in.txt', '-w', '/out.wav']);
  const wav = espeak.FS.readFile('/out.wav');
  espeak.FS.unlink('/out.wav');
  return toMp3(resample(pcmFromWav(wav), 16_000), kbps);
}

// Two throwaway sentences before declaring ready, so the JIT has compiled the encoder's hot
// paths and the first user's reply is as fast as the rest.
for (let i = 0; i < 2; i += 1) synthesize('안녕하세요. 오늘 기분은 어떠세요? 식사는 하셨어요?', 'ko', 140, 32);

// worker_threads messages have no target origin (the lint rule is about window.postMessage).
/* oxlint-disable unicorn/require-post-message-target-origin */
parentPort.on('message', ({ id, text, voice, speed, kbps }) => {
  try {
    const mp3 = synthesize(text, voice, speed, kbps);
    parentPort.postMessage({ id, mp3 }, [mp3.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });

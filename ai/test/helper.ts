import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-ai-test-'));
}

/** Builds the AI host on a data folder (where it finds or creates secrets.json), logs captured. */
export async function buildTestApp(env: Record<string, string> = {}, now?: () => number) {
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: tempDataDir(), JWT_SECRET: '', ...env });
  const app = await buildApp({ config, logStream, now });
  return { app, config, logs: () => chunks.join('') };
}

import { Writable } from 'node:stream';
import type { Redis } from 'ioredis';
import type { AddressInfo } from 'node:net';
import { buildTestApp as buildApiTestApp, type TestApp as ApiTestApp, type TestAppOptions } from '../../api/test/helper';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { SpeechEngine } from '../src/speech/speech';
import { tempDataDir } from './helper';

export interface ChatStack {
  api: ApiTestApp;
  apiUrl: string;
  /** Builds an AI host on the API's key and address (env merged over that). */
  aiHost(env?: Record<string, string>, options?: { now?: () => number; speech?: SpeechEngine | null; redis?: Redis }): Promise<{
    app: Awaited<ReturnType<typeof buildApp>>;
    logs(): string;
    audioDir: string;
  }>;
  close(): Promise<void>;
}

/** The real API (its own database: PGlite, or PostgreSQL with TEST_DATABASE_URL) listening on a free port, and AI hosts pointed at it. */
export async function startChatStack(apiNow?: () => number, apiOptions: Omit<TestAppOptions, 'now'> = {}): Promise<ChatStack> {
  const api = await buildApiTestApp({ ...apiOptions, now: apiNow });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const hosts: { close(): Promise<unknown> }[] = [];
  return {
    api,
    apiUrl,
    async aiHost(env = {}, options = {}) {
      const chunks: string[] = [];
      const logStream = new Writable({
        write(chunk, _encoding, done) {
          chunks.push(chunk.toString());
          done();
        },
      });
      const audioDir = tempDataDir();
      const config = loadConfig({ DATA_DIR: tempDataDir(), JWT_SECRET: api.config.JWT_SECRET, AI_API_URL: apiUrl, AI_AUDIO_DIR: audioDir, AI_SAFETY_AUDIO: 'lazy', ...env });
      const app = await buildApp({ config, logStream, now: options.now, speech: options.speech, redis: options.redis });
      hosts.push(app);
      return { app, logs: () => chunks.join(''), audioDir };
    },
    async close() {
      await Promise.all(hosts.map((host) => host.close()));
      await api.close();
    },
  };
}

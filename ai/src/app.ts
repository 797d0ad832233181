import path from 'node:path';
import {
  allowedOriginsCors,
  bearerAuthPlugin,
  connectRedis,
  createAccessTokens,
  createServer,
  loadOrCreateSecrets,
  parseAllowedOrigins,
  type Secrets,
  serviceKey,
  sharedRateLimitPlugin,
  type ZodFastifyInstance,
} from '@ieum/server-kit';
import type { Redis } from 'ioredis';
import { localAudioFiles, s3AudioFiles } from './audio/audio-files';
import { type AudioStore, createAudioStore } from './audio/audio-store';
import { createBuiltinEngine } from './companion/builtin-engine';
import { type Companion, createCompanion } from './companion/companion';
import { createHelpRequests } from './companion/help-request/flow';
import { createLlmFieldExtractor, type FieldExtractor } from './companion/help-request/llm-fields';
import type { ReplyEngine } from './companion/engine';
import { createLlmEngine } from './companion/llm-engine';
import type { AiConfig } from './config/env';
import { registerDocs } from './docs';
import { routeAreas } from './routes';
import { apiSessionCheck } from './session-check';
import { createCloudSpeech } from './speech/cloud-speech';
import { createEspeakSpeech } from './speech/espeak-speech';
import type { SpeechEngine } from './speech/speech';
import { createChatStoreClient } from './store/chat-store-client';

declare module 'fastify' {
  interface FastifyInstance {
    aiConfig: AiConfig;
    companion: Companion;
    audio: AudioStore;
    speech: SpeechEngine | null;
  }
}

export interface AppDeps {
  config: AiConfig;
  /** By default from JWT_SECRET or <DATA_DIR>/secrets.json, exactly as the API finds it. */
  secrets?: Secrets;
  logStream?: NodeJS.WritableStream;
  now?: () => number;
  /** A voice to use instead of the configured one (tests share one warm espeak worker). */
  speech?: SpeechEngine | null;
  /** Redis for the chat limit shared by every AI host; by default one from REDIS_URL, if set. */
  redis?: Redis;
}

const AUDIO_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

function chooseEngine(config: AiConfig, app: ZodFastifyInstance): ReplyEngine {
  if (!config.AI_LLM_BASE_URL) return createBuiltinEngine();
  return createLlmEngine({
    baseURL: config.AI_LLM_BASE_URL,
    apiKey: config.AI_LLM_API_KEY || 'not-needed',
    model: config.AI_LLM_MODEL,
    timeoutMs: config.AI_LLM_TIMEOUT_MS,
    log: app.log,
  });
}

/** With an LLM configured, it also reads the fields of help requests (the built-in parser first). */
function chooseFieldExtractor(config: AiConfig, app: ZodFastifyInstance): FieldExtractor | undefined {
  if (!config.AI_LLM_BASE_URL) return undefined;
  return createLlmFieldExtractor({
    baseURL: config.AI_LLM_BASE_URL,
    apiKey: config.AI_LLM_API_KEY || 'not-needed',
    model: config.AI_LLM_MODEL,
    timeoutMs: config.AI_LLM_TIMEOUT_MS,
    log: app.log,
  });
}

function chooseSpeech(config: AiConfig): SpeechEngine | null {
  if (config.AI_SPEECH === 'off') return null;
  if (config.AI_SPEECH === 'cloud') {
    return createCloudSpeech({
      baseURL: config.AI_TTS_BASE_URL!,
      apiKey: config.AI_TTS_API_KEY || 'not-needed',
      model: config.AI_TTS_MODEL,
      voice: config.AI_TTS_VOICE,
      timeoutMs: config.AI_TTS_TIMEOUT_MS,
    });
  }
  return createEspeakSpeech({ cacheEntries: config.AI_SPEECH_CACHE_ENTRIES });
}

/** The AI host as a Fastify instance, used by server.ts and by tests (app.inject). */
export async function buildApp(deps: AppDeps): Promise<ZodFastifyInstance> {
  const { config } = deps;
  const now = deps.now ?? Date.now;
  const app = createServer({
    logLevel: config.LOG_LEVEL,
    logStream: deps.logStream,
    trustProxy: config.TRUST_PROXY,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
  });
  try {
    const secrets = deps.secrets ?? loadOrCreateSecrets(config.DATA_DIR, config);
    await app.register(allowedOriginsCors, { origins: parseAllowedOrigins(config.ALLOWED_ORIGINS) });
    const redis = deps.redis ?? (config.REDIS_URL ? connectRedis(config.REDIS_URL, app.log) : undefined);
    if (redis && !deps.redis) app.addHook('onClose', async () => void redis.disconnect());
    if (!redis) app.log.info('REDIS_URL is not set: the chat limit counts in this process only (one AI host)');
    await app.register(sharedRateLimitPlugin, { redis, nameSpace: 'ieum-ai-rate-limit:' });
    if (!config.API_URL) {
      app.log.warn('API_URL is not set: access tokens ended by logout or a password change are accepted here until they expire');
    }
    await app.register(bearerAuthPlugin, {
      accessTokens: createAccessTokens(secrets.jwtSecret, deps.now),
      isSessionLive: config.API_URL ? apiSessionCheck(config.API_URL) : undefined,
    });

    const audio = createAudioStore({
      files: config.AI_AUDIO_S3_BUCKET
        ? s3AudioFiles({ bucket: config.AI_AUDIO_S3_BUCKET, region: config.AI_AUDIO_S3_REGION, endpoint: config.AI_AUDIO_S3_ENDPOINT, prefix: config.AI_AUDIO_S3_PREFIX })
        : localAudioFiles(config.AI_AUDIO_DIR ? path.resolve(config.AI_AUDIO_DIR) : path.join(config.DATA_DIR, 'audio')),
      secret: secrets.jwtSecret,
      retentionMs: config.AI_AUDIO_RETENTION_HOURS * 3600_000,
      now,
    });
    const ownSpeech = deps.speech === undefined;
    const speech = ownSpeech ? chooseSpeech(config) : deps.speech!;
    if (ownSpeech && speech) app.addHook('onClose', () => speech.close());
    const store = createChatStoreClient({
      baseUrl: config.AI_API_URL,
      serviceKey: serviceKey(secrets.jwtSecret),
      timeoutMs: config.AI_API_TIMEOUT_MS,
      log: app.log,
    });
    app.decorate('aiConfig', config);
    app.decorate('audio', audio);
    app.decorate('speech', speech);
    app.decorate(
      'companion',
      createCompanion({
        store,
        engine: chooseEngine(config, app),
        speech,
        audio,
        log: app.log,
        now,
        classifyTimeoutMs: config.AI_CLASSIFY_TIMEOUT_MS,
        helpRequests: createHelpRequests({ store, now, extractFields: chooseFieldExtractor(config, app) }),
        // Files this host serves itself and a voice on this machine: the reply goes out before its audio is finished.
        answerBeforeAudio: audio.kind === 'local' && speech?.name === 'espeak',
      }),
    );

    const sweep = () => audio.sweep().catch((error) => app.log.warn({ err: error }, 'audio sweep failed'));
    const timer = setInterval(sweep, AUDIO_SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    void sweep();

    await registerDocs(app, config);
    for (const area of routeAreas) await app.register(area);
    await app.ready();
    if (config.AI_SAFETY_AUDIO === 'prepare') {
      const started = Date.now();
      void app.companion.prepareSafetyAudio().then((count) => app.log.info({ count, ms: Date.now() - started }, 'safety reply audio prepared'));
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

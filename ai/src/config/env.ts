import { commonEnvShape, optionalEnv, parseEnvironment } from '@ieum/server-kit';
import { z } from 'zod';

const milliseconds = (fallback: number) => z.coerce.number().int().min(100).max(120_000).default(fallback);

const envSchema = z.object({
  AI_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  // The API's address seen from this host: every signed-in request asks it whether the token's session is still live.
  API_URL: optionalEnv(z.url()),
  ...commonEnvShape,
  // The API's own address (not through the shell): chat storage lives in the API's database.
  AI_API_URL: z.url().default('http://127.0.0.1:8080'),
  AI_API_TIMEOUT_MS: milliseconds(5000),
  // Reply engine: built-in unless an OpenAI-compatible endpoint is configured.
  AI_LLM_BASE_URL: optionalEnv(z.url()),
  AI_LLM_API_KEY: z.string().default(''),
  AI_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_LLM_TIMEOUT_MS: milliseconds(8000),
  // Voice: 'builtin' (espeak-ng, offline), 'cloud' (OpenAI-compatible /v1/audio/speech) or 'off'.
  AI_SPEECH: z.enum(['builtin', 'cloud', 'off']).default('builtin'),
  // Built-in voice: sentences kept as MP3 for reuse (0 = none; the reply benchmark measures both).
  AI_SPEECH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  AI_TTS_BASE_URL: optionalEnv(z.url()),
  AI_TTS_API_KEY: z.string().default(''),
  AI_TTS_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
  AI_TTS_VOICE: z.string().min(1).default('alloy'),
  AI_TTS_TIMEOUT_MS: milliseconds(10_000),
  // The safety replies' audio: 'prepare' synthesises the fixed texts once at start (in the
  // background), 'lazy' when first needed (tests). How long the LLM's own risk classification may
  // take before the rules answer alone.
  AI_SAFETY_AUDIO: z.enum(['prepare', 'lazy']).default('prepare'),
  AI_CLASSIFY_TIMEOUT_MS: milliseconds(1500),
  // Reply audio files: where, and how long they are kept.
  AI_AUDIO_DIR: optionalEnv(z.string().min(1)),
  AI_AUDIO_RETENTION_HOURS: z.coerce.number().min(0.01).max(24 * 30).default(24),
  // Several AI hosts: the audio in an S3 (or MinIO) bucket they share instead of AI_AUDIO_DIR.
  // Credentials: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY or the SDK's default chain.
  AI_AUDIO_S3_BUCKET: optionalEnv(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')),
  AI_AUDIO_S3_REGION: z.string().min(1).default('ap-northeast-2'),
  AI_AUDIO_S3_ENDPOINT: optionalEnv(z.url()),
  AI_AUDIO_S3_PREFIX: z.string().max(200).default('ai-audio/'),
  // Messages per user per minute on POST /chat/text.
  AI_CHAT_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // Redis shared by every AI host (the API's is fine): the chat limit counts across hosts.
  REDIS_URL: optionalEnv(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  // Origins allowed to call this host from a browser (the embedded widget), comma separated.
  ALLOWED_ORIGINS: z.string().default(''),
  // The OpenAPI document of the chat routes at /docs/json: AI_DOCS when set, else everywhere but production (as the API's API_DOCS).
  NODE_ENV: optionalEnv(z.string()),
  AI_DOCS: optionalEnv(z.enum(['on', 'off'])),
});

export type AiConfig = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const config = parseEnvironment(envSchema, env);
  if (config.AI_SPEECH === 'cloud' && !config.AI_TTS_BASE_URL) throw new Error('Invalid environment:\n  AI_TTS_BASE_URL: required when AI_SPEECH=cloud');
  return config;
}

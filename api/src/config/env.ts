import { commonEnvShape, optionalEnv as optional, parseEnvironment } from '@ieum/server-kit';
import { z } from 'zod';
import { DEFAULT_PUSH_SERVICE_HOSTS, parsePushServiceHosts } from '../push/subscription';
import { accountsEnvShape } from './accounts-env';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  ...commonEnvShape,
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  PUBLIC_APP_URL: z.url().default('http://localhost:3000'),
  // Login throttling (routes/sessions/login.ts): failed attempts per username in 15 minutes, attempts per client IP in 10 minutes.
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(60),
  // Web Push (plugins/app/push.ts): without the keys they are generated into <DATA_DIR>/vapid-keys.json.
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url of a 65-byte P-256 public key')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url of a 32-byte P-256 private key')),
  VAPID_SUBJECT: z.string().max(200).regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// contact').default('mailto:help@ieum.kr'),
  PUSH_SERVICE_HOSTS: z.string().default(DEFAULT_PUSH_SERVICE_HOSTS).transform(parsePushServiceHosts),
  ...accountsEnvShape,
});

export type ApiConfig = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return parseEnvironment(envSchema, env);
}

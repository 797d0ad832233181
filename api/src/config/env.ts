import { commonEnvShape, optionalEnv as optional, parseEnvironment } from '@ieum/server-kit';
import { z } from 'zod';
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
  ...accountsEnvShape,
});

export type ApiConfig = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return parseEnvironment(envSchema, env);
}

import { commonEnvShape, docsEnabled, optionalEnv as optional, parseEnvironment } from '@ieum/server-kit';
import { z } from 'zod';
import { accountsEnvShape } from './accounts-env';
import { careEnvShape } from './care-env';
import { pushEnvShape } from './push-env';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  ...commonEnvShape,
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  PUBLIC_APP_URL: z.url().default('http://localhost:3000'),
  NODE_ENV: optional(z.string()),
  // The OpenAPI document and its UI at /docs: off in production unless set to on.
  API_DOCS: optional(z.enum(['on', 'off'])),
  // Login throttling (routes/sessions/login.ts): failed attempts per username in 15 minutes, attempts per client IP in 10 minutes.
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(60),
  // Help requests (api/README.md "Limits on help requests"): recommendations per user in an hour,
  // requests the user cancelled in a Seoul day after which no new request is taken that day,
  // new requests per user in a Seoul day, and requests still ahead per user.
  RECOMMEND_MAX_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(20),
  HELP_REQUEST_MAX_CANCELS_PER_DAY: z.coerce.number().int().min(1).default(10),
  HELP_REQUEST_MAX_PER_DAY: z.coerce.number().int().min(1).default(10),
  HELP_REQUEST_MAX_OPEN: z.coerce.number().int().min(1).default(10),
  ...pushEnvShape,
  ...accountsEnvShape,
  ...careEnvShape,
  // Browser origins besides the shell that may call the API (the embedded chat widget), comma separated.
  ALLOWED_ORIGINS: z.string().default(''),
});

export type ApiConfig = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return parseEnvironment(envSchema, env);
}

/** Whether /docs is served: API_DOCS when set, else everywhere but production. */
export function apiDocsEnabled(config: Pick<ApiConfig, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return docsEnabled({ NODE_ENV: config.NODE_ENV, docs: config.API_DOCS });
}

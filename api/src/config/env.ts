import path from 'node:path';
import { z } from 'zod';
import { accountsEnvShape } from './accounts-env';

const REPO_ROOT = path.resolve(__dirname, '../../..');

// An empty variable (FOO=) means "not set", as in most .env tooling.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, '.data'))
    .transform((dir) => path.resolve(dir)),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  PUBLIC_APP_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Login throttling (routes/sessions/login.ts): failed attempts per username in 15 minutes, attempts per client IP in 10 minutes.
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(60),
  // Who may set X-Forwarded-For: "loopback" trusts the shell's proxy on the same machine.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  ...accountsEnvShape,
});

export type ApiConfig = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

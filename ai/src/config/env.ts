import path from 'node:path';
import { z } from 'zod';

const REPO_ROOT = path.resolve(__dirname, '../../..');

// An empty variable (FOO=) means "not set", as in most .env tooling.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  AI_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  // Same default as the API's: both read the JWT key from <DATA_DIR>/secrets.json.
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, '.data'))
    .transform((dir) => path.resolve(dir)),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
});

export type AiConfig = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

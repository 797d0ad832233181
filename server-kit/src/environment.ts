import path from 'node:path';
import { z } from 'zod';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** An empty variable (FOO=) means "not set", as in most .env tooling. */
export const optionalEnv = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Settings both servers read the same way, so they agree on the data folder and the JWT key. */
export const commonEnvShape = {
  HOST: z.string().min(1).default('127.0.0.1'),
  // The API and the AI host read the JWT key from <DATA_DIR>/secrets.json unless JWT_SECRET is set.
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, '.data'))
    .transform((dir) => path.resolve(dir)),
  JWT_SECRET: optionalEnv(z.string().min(32, 'must be at least 32 characters')),
  // Longest time to receive one request (headers and body): slower clients get 408 and are cut off.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Who may set X-Forwarded-For: "loopback" trusts the shell's proxy on the same machine.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
};

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function parseEnvironment<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv): z.output<Schema> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

/** Whether a server serves its OpenAPI document: the switch (on/off) when set, else everywhere but production. */
export function docsEnabled(config: { NODE_ENV?: string; docs?: 'on' | 'off' }): boolean {
  return config.docs ? config.docs === 'on' : config.NODE_ENV !== 'production';
}

import { commonEnvShape, parseEnvironment } from '@ieum/server-kit';
import { z } from 'zod';

const envSchema = z.object({
  AI_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  ...commonEnvShape,
});

export type AiConfig = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  return parseEnvironment(envSchema, env);
}

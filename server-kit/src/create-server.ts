import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, MESSAGES, registerErrorHandling } from './errors';
import { loggerOptions } from './logger';

export type ZodFastifyInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface CreateServerOptions {
  logLevel: string;
  logStream?: NodeJS.WritableStream;
  /** Fastify trustProxy: which peers may set X-Forwarded-For (the shell's proxy sits in front). */
  trustProxy?: boolean | string;
  bodyLimit?: number;
}

/** Parsed data: arrays, JSON objects, and the query parser's objects (their prototype chain ends at once). Not streams or buffers. */
function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * True when a string anywhere in the value (keys too) holds U+0000. Walks parsed JSON and query
 * objects only (not streams), without recursion, so deep nesting within the body limit is safe.
 */
export function containsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object' && isPlainContainer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** A Fastify instance with the shared logger, zod validation/serialisation and error handling. */
export function createServer(options: CreateServerOptions): ZodFastifyInstance {
  const app = Fastify({
    logger: loggerOptions({ level: options.logLevel, stream: options.logStream }),
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // PostgreSQL text (and jsonb) cannot hold U+0000: refused here once, for every route of both
  // servers, instead of as a database error (a 500) wherever a field forgot to exclude it.
  app.addHook('preValidation', async (request) => {
    if (containsNulCharacter(request.query) || containsNulCharacter(request.params) || containsNulCharacter(request.body)) {
      throw new AppError(400, 'VALIDATION_FAILED', MESSAGES.INVALID_CHARACTER);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
  });
  return app;
}

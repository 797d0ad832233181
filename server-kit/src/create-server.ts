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
 * The path ('' for the value itself) of the first string, or key, holding U+0000; null when there
 * is none. Walks parsed JSON and query objects only (not streams), without recursion, so deep
 * nesting within the body limit is safe.
 */
export function findNulCharacter(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object' && isPlainContainer(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
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
  // servers, instead of as a database error (a 500) wherever a field forgot to exclude it. After
  // validation, so a field's own schema keeps its message, and on what the handler will use.
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNulCharacter(part);
      if (path !== null) {
        const message = path ? `'${path.replace(/\u0000/g, '')}' 항목에 ${MESSAGES.INVALID_CHARACTER}` : MESSAGES.INVALID_CHARACTER;
        throw new AppError(400, 'VALIDATION_FAILED', message);
      }
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
  });
  return app;
}

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleError, registerErrorHandling } from './errors';
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

/** A Fastify instance with the shared logger, zod validation/serialisation and error handling. */
export function createServer(options: CreateServerOptions): ZodFastifyInstance {
  const app = Fastify({
    logger: loggerOptions({ level: options.logLevel, stream: options.logStream }),
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    genReqId: () => randomUUID(),
    // Errors Fastify raises before routing (a malformed URL escape) get the same {message, code} body.
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
  });
  return app;
}

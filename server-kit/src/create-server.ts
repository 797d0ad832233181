import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError, type ErrorBody, handleError, MESSAGES, registerErrorHandling } from './errors';
import { loggerOptions, redactUrl } from './logger';

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
  /**
   * Longest time to receive a whole request (headers and body); a slower client gets 408
   * REQUEST_TIMEOUT and its connection is closed. Headers alone must arrive within
   * min(15 s, this).
   */
  requestTimeoutMs?: number;
  /** A connection on which nothing moves either way for this long is closed. */
  idleConnectionTimeoutMs?: number;
  /** Requests slower than this are logged at warn whatever their status. */
  slowRequestMs?: number;
}

export const DEFAULT_SLOW_REQUEST_MS = 1_000;
const PER_REQUEST_LOG_LEVELS = new Set(['debug', 'trace']);

export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_IDLE_CONNECTION_TIMEOUT_MS = 120_000;
const MAX_HEADERS_TIMEOUT_MS = 15_000;

/** A Fastify instance with the shared logger, zod validation/serialisation and error handling. */
export function createServer(options: CreateServerOptions): ZodFastifyInstance {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    requestTimeout,
    connectionTimeout: options.idleConnectionTimeoutMs ?? DEFAULT_IDLE_CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(MAX_HEADERS_TIMEOUT_MS, requestTimeout),
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(requestTimeout / 4))),
    },
    // Requests that arrive while the server shuts down get the Korean {message, code} body below instead.
    return503OnClosing: false,
    logger: loggerOptions({ level: options.logLevel, stream: options.logStream }),
    ...(PER_REQUEST_LOG_LEVELS.has(options.logLevel)
      ? {}
      : { logController: new NotableRequestLog(options.slowRequestMs ?? DEFAULT_SLOW_REQUEST_MS) }),
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    genReqId: () => randomUUID(),
    // Errors Fastify raises before routing (a malformed URL escape) get the same {message, code} body.
    frameworkErrors: handleError,
    clientErrorHandler: answerUnparsableRequest,
  }).withTypeProvider<ZodTypeProvider>();
  // Bodies are JSON; plain text would only reach the schema as a string and read as a vague 400.
  app.removeContentTypeParser('text/plain');
  acceptEmptyJsonOnBodylessMethods(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks rather than async ones: these run on every request, and a promise per hook shows in a profile.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    reply.header('retry-after', 5);
    done(new AppError(503, 'SERVICE_UNAVAILABLE', MESSAGES.SHUTTING_DOWN));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });
  return app;
}

/**
 * Below debug, no line per fast successful request: the edge (nginx) already writes one access
 * line per request, and two more here halved the poll's throughput. 5xx and slow requests get one
 * warn line; 4xx get the error handler's 'request rejected' line.
 */
class NotableRequestLog extends LogController {
  constructor(private readonly slowRequestMs: number) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    if (!error && reply.statusCode < 500 && ms < this.slowRequestMs) return;
    request.log.warn(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unrouted',
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(ms),
        slow: ms >= this.slowRequestMs,
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}

/**
 * Requests Node's HTTP parser refuses (oversized or malformed headers) never reach Fastify's
 * routing; they still get the {message, code} body every caller reads.
 */
function answerUnparsableRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body]: [number, ErrorBody] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { message: MESSAGES.HEADERS_TOO_LARGE, code: 'HEADERS_TOO_LARGE' }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { message: MESSAGES.REQUEST_TIMEOUT, code: 'REQUEST_TIMEOUT' }]
        : [400, { message: MESSAGES.BAD_REQUEST, code: 'BAD_REQUEST' }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

const BODYLESS_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS']);

/**
 * A DELETE with `Content-Type: application/json` and no body (what `fetch` with `keepalive` sends)
 * is a request without a body, not malformed JSON. Other methods keep Fastify's parser as is, so
 * an empty POST body is still 400 INVALID_BODY.
 */
function acceptEmptyJsonOnBodylessMethods(app: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (BODYLESS_METHODS.has(request.method) && (body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

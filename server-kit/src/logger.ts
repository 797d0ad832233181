import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

// Query parameter names (compared lower-case, without - and _) whose values never reach a log.
const SENSITIVE_EXACT = new Set(['code', 'verificationcode', 'sig', 'apikey']);
const SENSITIVE_PARTS = ['password', 'token', 'secret', 'phone', 'signature', 'credential', 'ticket'];

export function isSensitiveParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    // Malformed escapes: judge the raw name.
  }
  const normalised = decoded.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SENSITIVE_EXACT.has(normalised) || SENSITIVE_PARTS.some((part) => normalised.includes(part));
}

/** The URL with the value of every sensitive query parameter replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      return separator !== -1 && isSensitiveParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

export interface LoggerSettings {
  level: string;
  /** Where JSON lines go; stdout when not given. Tests pass a stream to read the output. */
  stream?: NodeJS.WritableStream;
}

/** Pino options for Fastify: JSON lines, URLs with secrets redacted, credential headers hidden. */
export function loggerOptions({ level, stream }: LoggerSettings): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: REDACTED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}

export type Logger = FastifyBaseLogger;

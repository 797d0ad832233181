// The shell's (and each remote's standalone page's) one-origin proxy to the API and the AI host:
// @fastify/http-proxy with upstream timeouts, the client's address forwarded, and an upstream
// that is down or too slow answered with the Korean {message, code} body the platform's API
// client shows as it is (platform/src/api/api-client.ts, failureOf).
import httpProxy from '@fastify/http-proxy';

export const UPSTREAM_ERRORS = {
  // The same sentence the API's own 503 uses for a dependency that is down would read as the
  // app's fault; this one says the server could not be reached (e2e/tests/elderly.e2e.ts).
  UNAVAILABLE: { status: 502, code: 'UPSTREAM_UNAVAILABLE', message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' },
  TIMEOUT: { status: 504, code: 'UPSTREAM_TIMEOUT', message: '서버의 응답이 너무 늦습니다. 잠시 후 다시 시도해주세요.' },
};

/** Longer than the AI host's slowest chat (LLM 8 s + speech 10 s + session check 5 s) and the app's 20 s. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 3_000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
// A kept-alive connection the upstream closed just as this request went out: safe to send once
// more when the request changes nothing.
const STALE_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

function isTimeout(error) {
  return error?.statusCode === 504;
}

function forwardedHeaders(request, headers) {
  const prior = request.headers['x-forwarded-for'];
  return {
    ...headers,
    'x-forwarded-for': prior ? `${prior}, ${request.ip}` : request.ip,
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': request.protocol,
  };
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ path: string, target: string, stripPrefix?: boolean, timeoutMs?: number }} options (`path`: Fastify's
 *   `prefix` option would move this context's routes)
 */
export async function upstreamProxy(app, { path: prefix, target, stripPrefix = false, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS }) {
  await app.register(httpProxy, {
    upstream: target,
    prefix,
    rewritePrefix: stripPrefix ? '' : prefix,
    disableRequestLogging: true,
    undici: { connectTimeout: CONNECT_TIMEOUT_MS, headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      retryDelay: ({ err, req, attempt }) => (attempt === 0 && IDEMPOTENT.has(req.method) && STALE_CONNECTION.has(err?.cause?.code ?? err?.code) ? 10 : null),
      onError(reply, { error }) {
        const answer = isTimeout(error) ? UPSTREAM_ERRORS.TIMEOUT : UPSTREAM_ERRORS.UNAVAILABLE;
        reply.request.log.warn({ upstream: target, code: error?.cause?.code ?? error?.code }, 'upstream failed');
        reply.code(answer.status).header('cache-control', 'no-store').send({ message: answer.message, code: answer.code });
      },
    },
  });
}

// Serves one built app (the shell or a remote) on Fastify: its files (app-files.mjs) and, so the
// phone talks to one origin, /api and /ai proxied to the API and the AI host (upstream-proxy.mjs).
// Every refusal is the Korean {message, code} body the apps already show.
import Fastify from 'fastify';
import { appFiles } from './app-files.mjs';
import { upstreamProxy } from './upstream-proxy.mjs';

const ANSWERS = {
  BAD_PATH: { message: '잘못된 주소입니다.', code: 'BAD_PATH' },
  NOT_FOUND: { message: '찾을 수 없습니다.', code: 'NOT_FOUND' },
  BAD_REQUEST: { message: '잘못된 요청입니다.', code: 'BAD_REQUEST' },
  METHOD_NOT_ALLOWED: { message: '허용되지 않는 요청입니다.', code: 'METHOD_NOT_ALLOWED' },
  INTERNAL: { message: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해주세요.', code: 'INTERNAL_ERROR' },
};

function refusal(error) {
  const status = error?.statusCode ?? 500;
  // 403: a path @fastify/static will not serve (a `..` escape, a name spelled differently from the file): as if absent.
  if (status === 403 || status === 404) return [404, ANSWERS.NOT_FOUND];
  if (status >= 400 && status < 500) return [status, ANSWERS.BAD_REQUEST];
  return [500, ANSWERS.INTERNAL];
}

/**
 * @param {object} options
 * @param {string} options.root folder with the built files
 * @param {boolean} [options.cors] allow other origins (remotes are loaded by the shell's origin)
 * @param {{ prefix: string, target: string, stripPrefix?: boolean }[]} [options.proxies]
 * @param {number} [options.upstreamTimeoutMs] longest wait for an upstream's answer (504 after it)
 * @param {Record<string, (request: import('fastify').FastifyRequest) => unknown>} [options.jsonRoutes] generated JSON answers (no-store)
 * @param {(html: string, request: import('fastify').FastifyRequest) => string | Promise<string>} [options.page] completes the app's page (index.html) for one request
 * @param {string} [options.logLevel]
 * @returns {Promise<import('fastify').FastifyInstance>} ready, not listening
 */
export async function createAppServer({ root, cors = false, proxies = [], upstreamTimeoutMs, jsonRoutes = {}, page, logLevel = 'warn' }) {
  const app = Fastify({
    logger: { level: logLevel },
    // A malformed escape in the path (/%E0%A4%A) is refused before any route runs.
    frameworkErrors: (_error, _request, reply) => reply.code(400).header('cache-control', 'no-store').send(ANSWERS.BAD_PATH),
  });
  app.setErrorHandler((error, request, reply) => {
    const [status, body] = refusal(error);
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });
  // Each in its own context: the proxies take bodies of any type as they come, the files need none.
  for (const { prefix, target, stripPrefix } of proxies) {
    await app.register(upstreamProxy, { path: prefix, target, stripPrefix, timeoutMs: upstreamTimeoutMs });
  }
  await app.register(appFiles, { root, cors, jsonRoutes, page, answers: ANSWERS });
  await app.ready();
  return app;
}

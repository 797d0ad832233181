import { AppError, chatInternal as contract, errorBodySchema, SERVICE_KEY_HEADER, serviceKeyMatches, sessionEnded } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerChatHelpRequests } from './internal-help-requests';

/**
 * The AI host's door to the chat tables (PGlite is one process, so the API owns them). Served
 * under /internal, outside /api: the shell proxies only /api and /ai, so a browser cannot reach
 * it through the shell. Every call must carry the service key derived from the shared token
 * secret, and calls that came through a proxy (X-Forwarded-For or -Host) are refused anyway.
 * Answers 404 to anything else, so the routes do not show.
 */
const chatInternal: FastifyPluginAsyncZod<{ secret: Uint8Array; now?: () => number }> = async (app, { secret, now = Date.now }) => {
  app.addHook('onRequest', async (request) => {
    const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers['x-forwarded-host'] !== undefined;
    if (proxied || !serviceKeyMatches(secret, request.headers[SERVICE_KEY_HEADER])) {
      throw new AppError(404, 'NOT_FOUND', '요청한 주소를 찾을 수 없습니다.');
    }
  });
  const hide = { hide: true };
  registerChatHelpRequests(app, now);

  app.get(
    '/chat/context',
    {
      schema: {
        ...hide,
        querystring: contract.chatContextQuerySchema,
        response: { 200: contract.chatContextSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = request.query;
      // The turn's session check rides on this call (one round trip instead of two): the same
      // answer GET /api/auth/session gives, from the cache that logout and password changes clear.
      const [live, context] = await Promise.all([
        sessionId === undefined ? true : app.sessionLiveness.isLive({ id: String(userId), sessionId, userType: 'elderly' }),
        app.chat.context(userId),
      ]);
      if (!live) throw sessionEnded();
      return context;
    },
  );

  app.get(
    '/chat/history',
    {
      schema: {
        ...hide,
        querystring: contract.chatHistoryQuerySchema,
        response: { 200: contract.chatHistorySchema },
      },
    },
    async (request) => ({ messages: await app.chat.history(request.query.userId, request.query.limit) }),
  );

  app.post(
    '/chat/exchange',
    {
      schema: {
        ...hide,
        body: contract.exchangeSchema,
        response: { 200: contract.exchangeResultSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await app.users.findById(request.body.userId);
      if (!user || user.userType !== 'elderly') throw new AppError(404, 'USER_NOT_FOUND', '사용자 정보를 찾을 수 없습니다. 다시 로그인해주세요.');
      return app.chat.saveExchange(request.body);
    },
  );

  app.post(
    '/chat/memories/forget',
    {
      schema: {
        ...hide,
        body: contract.forgetMemoriesSchema,
        response: { 200: contract.forgetMemoriesResultSchema },
      },
    },
    async (request) => ({ removed: await app.chat.forgetMemories(request.body.userId, request.body.kinds) }),
  );
};

export default chatInternal;

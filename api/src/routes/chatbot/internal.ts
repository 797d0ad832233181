import { CHAT_MESSAGE_MAX_LENGTH, EMOTION_LABELS } from '@ieum/domain';
import { AppError, errorBodySchema, SERVICE_KEY_HEADER, serviceKeyMatches } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RISK_KINDS, RISK_LEVELS } from '../../plugins/app/chat';
import { registerChatHelpRequests } from './internal-help-requests';

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const messageSchema = z.object({
  id: z.number(),
  sender: z.enum(['user', 'ai']),
  text: z.string(),
  audioPath: z.string().nullable(),
  createdAt: z.string(),
});

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
        querystring: z.object({ userId: userIdSchema }),
        response: {
          200: z.object({
            chatbot: z.object({ name: z.string(), profileImage: z.string() }).nullable(),
            recent: z.array(messageSchema),
            memories: z.array(z.object({ kind: z.string(), value: z.string(), createdAt: z.string(), mentionedAt: z.string().nullable() })),
            lastVisitOfferAt: z.string().nullable(),
            emotionCounts14d: z.record(z.string(), z.number()),
            lastCrisis: z
              .object({ kind: z.enum(RISK_KINDS), createdAt: z.string(), userTurnsSince: z.number(), staffAlerted: z.boolean(), familyAlerted: z.boolean() })
              .nullable(),
            careCircle: z.object({ welfareWorkerName: z.string().nullable(), familyLinked: z.boolean() }),
          }),
        },
      },
    },
    async (request) => app.chat.context(request.query.userId),
  );

  app.get(
    '/chat/history',
    {
      schema: {
        ...hide,
        querystring: z.object({ userId: userIdSchema, limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ messages: z.array(messageSchema) }) },
      },
    },
    async (request) => ({ messages: await app.chat.history(request.query.userId, request.query.limit) }),
  );

  app.post(
    '/chat/exchange',
    {
      schema: {
        ...hide,
        body: z.object({
          userId: userIdSchema,
          user: z.object({ text: z.string().min(1).max(CHAT_MESSAGE_MAX_LENGTH), emotion: z.enum(EMOTION_LABELS) }),
          ai: z.object({ text: z.string().min(1).max(2000), audioPath: z.string().max(200).nullable() }),
          memories: z.array(z.object({ kind: z.string().min(1).max(40), value: z.string().min(1).max(200) })).max(10).optional(),
          mentioned: z.array(z.string().min(1).max(40)).max(10).optional(),
          // A bare kind is a crisis (the first form); a concern may have no kind yet.
          risk: z
            .union([
              z.enum(RISK_KINDS),
              z
                .object({ level: z.enum(RISK_LEVELS), kind: z.enum(RISK_KINDS).nullable() })
                .refine((risk) => risk.level === 'concern' || risk.kind !== null, { message: 'a crisis has a kind' }),
            ])
            .optional(),
          visitOffered: z.boolean().optional(),
        }),
        response: { 200: z.object({ user: messageSchema, ai: messageSchema }), 404: errorBodySchema },
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
        body: z.object({ userId: userIdSchema, kinds: z.array(z.string().min(1).max(40)).min(1).max(20) }),
        response: { 200: z.object({ removed: z.number().int() }) },
      },
    },
    async (request) => ({ removed: await app.chat.forgetMemories(request.body.userId, request.body.kinds) }),
  );
};

export default chatInternal;

import { CHAT_MESSAGE_MAX_LENGTH, cleanFreeText, EMOTION_LABELS, hasControlCharacters, TEXT_POLICY_CODES, textPolicyMessage } from '@ieum/domain';
import { AppError, currentUser, errorBodySchema } from '@ieum/server-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TurnTimings } from '../../companion/companion';

function requireElderly(request: FastifyRequest): number {
  const user = currentUser(request);
  if (user.userType !== 'elderly') throw new AppError(403, 'USER_TYPE_MISMATCH', '접근 권한이 없습니다.');
  return Number(user.id);
}

// When the request arrived, for the Server-Timing header (auth = token and session check).
const receivedAt = new WeakMap<FastifyRequest, number>();
const serverTiming = (timings: TurnTimings) =>
  Object.entries(timings)
    .map(([step, ms]) => `${step};dur=${ms.toFixed(1)}`)
    .join(', ');

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

/** Talking with the companion (elderly users only). */
const chat: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    receivedAt.set(request, performance.now());
  });
  // A chat turn's session check rides on its context call to the API (one round trip less):
  // the API answers 401 SESSION_ENDED before anything is read, written or spoken.
  const turnChecksSession = Boolean(app.aiConfig.API_URL);
  app.addHook('onRequest', (request, reply) =>
    turnChecksSession && request.method === 'POST' && request.routeOptions.url === '/chat/text'
      ? app.authenticateDeferringSession(request, reply)
      : app.authenticate(request, reply),
  );

  app.post(
    '/chat/text',
    {
      config: {
        rateLimit: {
          max: app.aiConfig.AI_CHAT_MAX_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `chat:${currentUser(request).id}`,
        },
      },
      schema: {
        tags: ['chat'],
        summary: '어르신의 말에 AI 말벗이 답함 (글과 음성 경로, 감정, 위험 신호). 말과 답은 함께 저장',
        security: [{ bearerAuth: [] }],
        body: z.object({
          text: z.string({ error: '대화를 입력해 주세요.' }).max(CHAT_MESSAGE_MAX_LENGTH * 4, `메시지는 ${CHAT_MESSAGE_MAX_LENGTH}자 이하로 입력해주세요.`),
        }),
        response: {
          200: z.object({
            status: z.literal('success'),
            data: z.object({
              response: z.object({
                text: z.string(),
                audio_path: z.string().nullable(),
                id: z.number(),
                createdAt: z.string(),
                suggestion: z.object({ kind: z.literal('REQUEST_VISIT'), text: z.string() }).optional(),
                // Additive (issue 21): the user message's emotion and what the safety layers found in it.
                emotion: z.enum(EMOTION_LABELS),
                risk: z.object({
                  level: z.enum(['none', 'concern', 'crisis']),
                  kind: z.enum(['SUICIDE', 'SELF_HARM', 'BURDEN', 'FAREWELL', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING', 'MEDICATION']).nullable(),
                }),
              }),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const userId = requireElderly(request);
      // The text policy of every free-text field (api/README.md "Text fields"): invisible characters go, control characters are refused.
      const text = cleanFreeText(request.body.text, { multiline: true });
      if (hasControlCharacters(text, { multiline: true })) throw new AppError(400, TEXT_POLICY_CODES.CONTROL, textPolicyMessage(TEXT_POLICY_CODES.CONTROL, '메시지'));
      if (!text) throw new AppError(400, 'EMPTY_MESSAGE', '대화를 입력해 주세요.');
      if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) throw new AppError(400, 'MESSAGE_TOO_LONG', `메시지는 ${CHAT_MESSAGE_MAX_LENGTH}자 이하로 입력해주세요.`);
      const timings: TurnTimings = { auth: performance.now() - (receivedAt.get(request) ?? performance.now()) };
      const response = await app.companion.answer(userId, text, timings, turnChecksSession ? currentUser(request).sessionId : undefined);
      reply.header('server-timing', serverTiming(timings));
      return { status: 'success' as const, data: { response } };
    },
  );

  app.get(
    '/chat/history',
    {
      schema: {
        tags: ['chat'],
        summary: '내 대화 기록 (오래된 것부터)',
        security: [{ bearerAuth: [] }],
        querystring: z.object({ limit: z.coerce.number({ error: 'limit은 1~200 사이의 숫자여야 합니다.' }).int().min(1).max(200).default(50) }),
        response: {
          200: z.object({
            status: z.literal('success'),
            data: z.object({
              messages: z.array(z.object({ id: z.number(), sender: z.enum(['user', 'ai']), text: z.string(), audioPath: z.string().nullable(), createdAt: z.string() })),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const userId = requireElderly(request);
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, data: { messages: await app.companion.history(userId, request.query.limit) } };
    },
  );
};

export default chat;

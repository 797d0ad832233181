import { USER_TYPE_CODES } from '@ieum/domain';
import { authRequired, currentUser, errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const meResponseSchema = z.object({
  userId: z.string(),
  userType: z.enum(USER_TYPE_CODES),
  name: z.string(),
});

/** Who the access token belongs to; the client uses it to check a stored session. */
const me: FastifyPluginAsyncZod = async (app) => {
  // Every route in this plugin needs a signed-in user.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['sessions'],
        summary: '액세스 토큰의 세션이 살아 있으면 204 (AI 호스트가 토큰마다 확인). 로그아웃·비밀번호 변경 등으로 끝난 세션은 401',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null().describe('본문 없음'), 401: errorBodySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['sessions'],
        summary: '현재 로그인한 사용자',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { id, userType } = currentUser(request);
      const user = await app.users.findById(Number(id));
      // The account was deleted after the token was issued.
      if (!user) throw authRequired();
      return { userId: id, userType, name: user.name };
    },
  );
};

export default me;

import { USER_TYPE_CODES } from '@ieum/domain';
import { currentUser, errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Who the caller is, from the API-issued access token: proves the two services share tokens. */
const me: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/me',
    {
      schema: {
        tags: ['session'],
        summary: '액세스 토큰의 주인 (API가 발급한 토큰을 이 호스트도 받는지 확인)',
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ userId: z.string(), userType: z.enum(USER_TYPE_CODES) }), 401: errorBodySchema },
      },
    },
    async (request) => {
      const { id, userType } = currentUser(request);
      return { userId: id, userType };
    },
  );
};

export default me;

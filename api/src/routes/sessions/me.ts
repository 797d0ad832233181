import { authRequired, currentUser, errorBodySchema, USER_TYPES } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const meResponseSchema = z.object({
  userId: z.string(),
  userType: z.enum(USER_TYPES),
  name: z.string(),
});

/** Who the access token belongs to; the client uses it to check a stored session. */
const me: FastifyPluginAsyncZod = async (app) => {
  // Every route in this plugin needs a signed-in user.
  app.addHook('onRequest', app.authenticate);

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

import { errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refreshTokenRequestSchema, sessionTokensSchema } from './schemas';

const tokens: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['sessions'],
        summary: '액세스 토큰 갱신. 리프레시 토큰은 새것으로 바뀌고, 이미 쓴 토큰을 다시 쓰면 그 세션 전체가 끝남',
        body: refreshTokenRequestSchema,
        response: { 200: sessionTokensSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.sessions.refresh(request.body.refreshToken);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['sessions'],
        summary: '로그아웃: 리프레시 토큰의 세션을 끝냄 (알 수 없는 토큰도 204)',
        body: refreshTokenRequestSchema,
        response: { 204: z.null().describe('본문 없음'), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await app.sessions.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
};

export default tokens;

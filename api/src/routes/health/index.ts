import { errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HEALTH_CHECK_TIMEOUT_MS = 2_000;

const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const unhealthy = z.object({
  status: z.literal('error'),
  database: z.literal('error'),
  message: z.string(),
  code: z.literal('DATABASE_UNAVAILABLE'),
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: '서버와 데이터베이스 상태',
        // During shutdown every route, this one included, answers 503 SERVICE_UNAVAILABLE {message, code}.
        response: { 200: healthy, 503: z.union([unhealthy, errorBodySchema.describe('SERVICE_UNAVAILABLE: 서버가 다시 시작하는 중')]) },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.db.query('select 1'), HEALTH_CHECK_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({
          status: 'error',
          database: 'error',
          code: 'DATABASE_UNAVAILABLE',
          message: '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
        });
      }
    },
  );
};

export default health;

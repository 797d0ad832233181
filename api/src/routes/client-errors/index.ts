import { CLIENT_ERROR_REPORTS_PER_MINUTE, CLIENT_ERROR_STACK_MAX_LENGTH, CLIENT_ERROR_TEXT_MAX_LENGTH } from '@ieum/domain';
import { errorBodySchema } from '@ieum/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const reportSchema = z.object({
  app: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/).meta({ description: '보고한 앱: shell 또는 원격 앱 이름 (auth, volunteer, ...)' }),
  version: z.string().min(1).max(80).meta({ description: '앱의 빌드 표시 (버전)' }),
  route: z.string().min(1).max(CLIENT_ERROR_TEXT_MAX_LENGTH).meta({ description: '오류가 난 화면의 경로 (/matchinglist)' }),
  message: z.string().min(1).max(CLIENT_ERROR_TEXT_MAX_LENGTH),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX_LENGTH).optional(),
});

/**
 * Errors the apps' error boundaries catch, written to the API's log with the app, its version and
 * the route (no sign-in: a page can break before or after one). Nothing is stored.
 */
const clientErrors: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-errors',
    {
      config: { rateLimit: { max: CLIENT_ERROR_REPORTS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => `client-errors:${request.ip}` } },
      schema: {
        tags: ['client-errors'],
        summary: `화면 오류 보고 (로그인 없음, 주소당 분당 ${CLIENT_ERROR_REPORTS_PER_MINUTE}회; 서버 로그에만 남깁니다)`,
        body: reportSchema,
        response: {
          204: z.null().describe('기록했습니다'),
          400: errorBodySchema.describe('VALIDATION_FAILED'),
          429: errorBodySchema.describe('TOO_MANY_REQUESTS: 요청이 너무 많습니다. N분 후에 다시 시도해주세요.'),
        },
      },
    },
    async (request, reply) => {
      const { app: reportingApp, version, route, message, stack } = request.body;
      request.log.warn({ clientError: { app: reportingApp, version, route, message, stack } }, 'client error');
      return reply.status(204).send(null);
    },
  );
};

export default clientErrors;

import swagger from '@fastify/swagger';
import { docsEnabled } from '@ieum/server-kit';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AiConfig } from './config/env';

/**
 * The AI host's OpenAPI document, built from its routes' zod schemas like the API's, at
 * /docs/json (the browser's paths are these under /ai, through the shell). Register before the
 * routes: it collects them as they are added. Off in production unless AI_DOCS=on.
 */
export async function registerDocs(app: FastifyInstance, config: Pick<AiConfig, 'NODE_ENV' | 'AI_DOCS'>): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: '이음 AI 호스트', description: 'AI 말벗: 대화, 대화 기록, 답변 음성 (브라우저에서는 /ai 아래 경로)', version: '0.1.0' },
      servers: [{ url: '/ai', description: '셸을 거쳐 (브라우저)' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (!docsEnabled({ NODE_ENV: config.NODE_ENV, docs: config.AI_DOCS })) return;
  app.get('/docs/json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.swagger();
  });
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The UI's own inline scripts and styles are allowed by hash (staticCSP); nobody may frame it.
const NO_FRAMING = "frame-ancestors 'none'";

/** OpenAPI document built from the routes' zod schemas, at /docs (UI) and /docs/json, when enabled. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, { enabled }: { enabled: boolean }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: '이음 API', description: '서울 어르신과 봉사자를 잇는 서비스의 API', version: '0.1.0' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    if (!enabled) return;
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/frame-ancestors [^;]*/, NO_FRAMING),
      uiHooks: {
        onRequest: (_request, reply, done) => {
          reply.header('x-frame-options', 'DENY');
          reply.header('referrer-policy', 'no-referrer');
          done();
        },
      },
    });
  },
  { name: 'swagger' },
);

import { readOpenApiDocument, renderApiTypes, staleGeneratedFile } from '../../api-types/scripts/render';
import { buildTestApp } from './helper';

// The AI host's chat routes are documented like the API's: an OpenAPI document built from the
// same zod schemas that validate them, so it cannot drift from what the routes accept and answer.
describe('the AI host OpenAPI document', () => {
  it('lists the chat routes with their schemas at /docs/json', async () => {
    const { app } = await buildTestApp({ AI_SPEECH: 'off' });
    try {
      const response = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(response.statusCode).toBe(200);
      const { openapi, paths, components, servers } = response.json();
      expect(openapi).toBe('3.0.3');
      expect(servers).toEqual([expect.objectContaining({ url: '/ai' })]);
      expect(Object.keys(paths).sort()).toEqual(['/audio/{name}', '/chat/history', '/chat/text', '/health', '/me']);

      const text = paths['/chat/text'].post;
      expect(text.security).toEqual([{ bearerAuth: [] }]);
      expect(text.requestBody.content['application/json'].schema.required).toEqual(['text']);
      expect(Object.keys(text.responses).sort()).toEqual(['200', '400', '401', '403', '429', '503']);
      const answer = text.responses['200'].content['application/json'].schema.properties.data.properties.response;
      expect(answer.required).toEqual(expect.arrayContaining(['text', 'audio_path', 'id', 'createdAt', 'emotion', 'risk']));
      expect(answer.properties.emotion.enum).toContain('평온');
      expect(answer.properties.risk.properties.level.enum).toEqual(['none', 'concern', 'crisis']);

      const history = paths['/chat/history'].get;
      expect(history.parameters).toEqual([expect.objectContaining({ name: 'limit', in: 'query' })]);
      expect(history.responses['200'].content['application/json'].schema.properties.data.properties.messages.items.required).toEqual(
        expect.arrayContaining(['id', 'sender', 'text', 'audioPath', 'createdAt']),
      );
      expect(paths['/audio/{name}'].get.parameters).toEqual([expect.objectContaining({ name: 'name', in: 'path' })]);
      expect(components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    } finally {
      await app.close();
    }
  });

  it("matches the apps' checked-in types of the chat routes (@ieum/api-types, src/ai-openapi.ts)", async () => {
    const { app } = await buildTestApp({ AI_SPEECH: 'off' });
    try {
      expect(staleGeneratedFile('ai', await renderApiTypes(await readOpenApiDocument(app), 'ai'))).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('is off in production unless AI_DOCS=on', async () => {
    const off = await buildTestApp({ AI_SPEECH: 'off', NODE_ENV: 'production' });
    const on = await buildTestApp({ AI_SPEECH: 'off', NODE_ENV: 'production', AI_DOCS: 'on' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
      expect((await on.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await Promise.all([off.app.close(), on.app.close()]);
    }
  });
});

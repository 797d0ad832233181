import { readOpenApiDocument, renderApiTypes, staleGeneratedFile } from '../../../api-types/scripts/render';
import { buildTestApp, type TestApp } from '../helper';

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists every route with its schemas at /docs/json', async () => {
    const response = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths, components } = response.json();
    expect(Object.keys(paths['/api/login']).sort()).toEqual(['get', 'post']);
    expect(paths['/api/login'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['username', 'password', 'userType', 'fcmToken']),
    );
    expect(paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(paths['/api/login'].get.responses['401']).toBeDefined();
    expect(paths['/api/auth/refresh'].post).toBeDefined();
    expect(paths['/api/auth/logout'].post.responses['204']).toBeDefined();
    expect(paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/health'].get.responses['503']).toBeDefined();
    expect(components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('matches the apps\' checked-in request and response types (@ieum/api-types)', async () => {
    const current = await renderApiTypes(await readOpenApiDocument(t.app), 'api');
    const problem = staleGeneratedFile('api', current);
    expect(problem).toBeNull();
  });

  it('serves the Swagger UI at /docs', async () => {
    const response = await t.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('protects the docs pages with a content security policy and from framing', async () => {
    expect((await t.inject({ method: 'GET', url: '/docs/json' })).headers['x-frame-options']).toBe('DENY');
    for (const url of ['/docs']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-frame-options']).toBe('DENY');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("frame-ancestors 'self'");
      expect(csp).toContain("default-src 'self'");
    }
  });
});

describe('/docs in production', () => {
  it('is off unless API_DOCS=on', async () => {
    const off = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const response = await off.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    } finally {
      await off.close();
    }
    const on = await buildTestApp({ env: { NODE_ENV: 'production', API_DOCS: 'on' } });
    try {
      expect((await on.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  }, 240_000);
});

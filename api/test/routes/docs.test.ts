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

  it('serves the Swagger UI at /docs', async () => {
    const response = await t.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

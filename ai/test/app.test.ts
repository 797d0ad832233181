import net from 'node:net';
import { createAccessTokens, loadOrCreateSecrets } from '@ieum/server-kit';
import { buildTestApp, tempDataDir } from './helper';

const SESSION_ENDED = '인증이 만료되었습니다. 다시 로그인해주세요.';

describe('AI host', () => {
  it('answers /health', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('serves its routes without an /ai prefix and answers unknown paths with a Korean 404', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/ai/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' });
    await app.close();
  });

  it('accepts a token signed with the key in the shared secrets.json and rejects others', async () => {
    const dataDir = tempDataDir();
    // What the API does at start-up when JWT_SECRET is not set.
    const apiTokens = createAccessTokens(loadOrCreateSecrets(dataDir, {}).jwtSecret);
    const { app, logs } = await buildTestApp({ DATA_DIR: dataDir });
    const token = await apiTokens.sign({ id: '17', userType: 'elderly' });

    const ok = await app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ userId: '17', userType: 'elderly' });

    const foreign = await createAccessTokens(new TextEncoder().encode('z'.repeat(48))).sign({ id: '17', userType: 'elderly' });
    for (const authorization of [undefined, 'Bearer garbage', `Bearer ${foreign}`, `Bearer ${token.slice(0, -2)}xx`]) {
      const response = await app.inject({ method: 'GET', url: '/me', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'AUTH_REQUIRED', message: SESSION_ENDED });
    }
    expect(logs()).not.toContain(token);
    await app.close();
  });

  it('uses JWT_SECRET when set, like the API', async () => {
    const secret = 's'.repeat(40);
    const { app } = await buildTestApp({ JWT_SECRET: secret });
    const token = await createAccessTokens(new TextEncoder().encode(secret)).sign({ id: '3', userType: 'volunteer' });
    const response = await app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).toEqual({ userId: '3', userType: 'volunteer' });
    await app.close();
  });

  it('answers an expired token with TOKEN_EXPIRED', async () => {
    let clock = Date.now();
    const dataDir = tempDataDir();
    const { app } = await buildTestApp({ DATA_DIR: dataDir }, () => clock);
    const token = await createAccessTokens(loadOrCreateSecrets(dataDir, {}).jwtSecret).sign({ id: '1', userType: 'volunteer' });
    clock += 3601 * 1000;
    const response = await app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'TOKEN_EXPIRED', message: SESSION_ENDED });
    await app.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE, not 200, when API_URL is set but the API cannot be reached', async () => {
    const dataDir = tempDataDir();
    const apiTokens = createAccessTokens(loadOrCreateSecrets(dataDir, {}).jwtSecret);
    const token = await apiTokens.sign({ id: '17', userType: 'elderly', sessionId: '00000000-0000-4000-8000-000000000000' });
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { app, logs } = await buildTestApp({ DATA_DIR: dataDir, API_URL: `http://127.0.0.1:${port}` });
    const response = await app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: '서비스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' });
    expect(logs()).not.toContain('API_URL is not set');
    await app.close();
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, tempDataDir } from './helper';

/** Starts the real API (tsx api/src/server.ts) on a free port and resolves with its base URL. */
function startApi(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const server = path.resolve(__dirname, '../../api/src/server.ts');
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), server], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', JWT_SECRET: '', REDIS_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ url: match[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`API exited with ${code}:\n${output}`)));
  });
}

describe('tokens across the two services', () => {
  it('the AI host accepts an access token the real API issued at login', async () => {
    const dataDir = tempDataDir();
    const api = await startApi(dataDir);
    try {
      const [account] = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'));
      const login = await fetch(`${api.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: account.username, password: account.password, userType: account.userType }),
      });
      expect(login.status).toBe(200);
      const { accessToken, refreshToken } = await login.json();

      const { app } = await buildTestApp({ DATA_DIR: dataDir });
      const me = await app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${accessToken}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ userId: expect.stringMatching(/^\d+$/), userType: account.userType });

      const otherHost = await buildTestApp({ DATA_DIR: tempDataDir() });
      const rejected = await otherHost.app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${accessToken}` } });
      expect(rejected.statusCode).toBe(401);

      // With API_URL the AI host asks the API whether the token's session is live: logout ends it here at once.
      const checking = await buildTestApp({ DATA_DIR: dataDir, API_URL: api.url });
      const meOnChecking = () => checking.app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${accessToken}` } });
      expect((await meOnChecking()).statusCode).toBe(200);
      const logout = await fetch(`${api.url}/api/auth/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      expect(logout.status).toBe(204);
      const afterLogout = await meOnChecking();
      expect(afterLogout.statusCode).toBe(401);
      expect(afterLogout.json()).toEqual({ code: 'SESSION_ENDED', message: '인증이 만료되었습니다. 다시 로그인해주세요.' });
      // A host without API_URL cannot know, and says so at start.
      expect(checking.logs()).not.toContain('API_URL is not set');

      await Promise.all([app.close(), otherHost.app.close(), checking.app.close()]);
    } finally {
      api.child.kill('SIGTERM');
      await new Promise((resolve) => api.child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

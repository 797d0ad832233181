import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// `npm start` and the browser tests start the product through tools/scripts/stack.cjs: its AI host
// must know the API's address, so a token ended by logout is refused by the AI host at once.
const { createStack } = require('../../tools/scripts/stack.cjs');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('the AI host as npm start runs it', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-ai-stack-'));
  let stack: { ports: { api: number; ai: number }; service(name: string): { start(ms?: number): Promise<void>; stop(): Promise<void> } };

  beforeAll(async () => {
    stack = createStack({ ports: { shell: await freePort(), api: await freePort(), ai: await freePort() }, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', AI_SPEECH: 'off' } });
    await stack.service('api').start(120_000);
    await stack.service('ai').start(60_000);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([stack?.service('ai').stop(), stack?.service('api').stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses chat and history with a token ended by logout', async () => {
    const accounts = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as { username: string; password: string; userType: string }[];
    const elderly = accounts.find((account) => account.userType === 'elderly')!;
    const api = `http://127.0.0.1:${stack.ports.api}/api`;
    const ai = `http://127.0.0.1:${stack.ports.ai}`;
    const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: elderly.username, password: elderly.password }) });
    expect(login.status).toBe(200);
    const { accessToken, refreshToken } = (await login.json()) as { accessToken: string; refreshToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

    expect((await fetch(`${ai}/chat/history`, { headers })).status).toBe(200);
    const logout = await fetch(`${api}/auth/logout`, { method: 'POST', headers, body: JSON.stringify({ refreshToken }) });
    expect(logout.status).toBe(204);

    const history = await fetch(`${ai}/chat/history`, { headers });
    expect(history.status).toBe(401);
    expect(await history.json()).toMatchObject({ code: 'SESSION_ENDED' });
    const chat = await fetch(`${ai}/chat/text`, { method: 'POST', headers, body: JSON.stringify({ text: '안녕하세요' }) });
    expect(chat.status).toBe(401);
  });
});

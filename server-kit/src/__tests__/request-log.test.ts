import { Writable } from 'node:stream';
import { createServer } from '../create-server';

/** The JSON lines a server wrote, parsed. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

async function serverAt(level: string) {
  const log = logLines();
  const app = createServer({ logLevel: level, logStream: log.stream, slowRequestMs: 150 });
  app.get('/poll', async (_request, reply) => reply.status(304).send());
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    return { ok: true };
  });
  app.get('/boom', async () => {
    throw new Error('exploded');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const get = (path: string) => fetch(`http://127.0.0.1:${address.port}${path}`).then((response) => response.status);
  const requestLines = () => log.lines.filter((line) => line.msg === 'request completed' || line.msg === 'slow request' || line.msg === 'incoming request');
  return { app, get, requestLines };
}

describe('the request log', () => {
  it('at info: nothing for a fast successful request, one line for an error answer and for a slow request', async () => {
    const server = await serverAt('info');
    try {
      expect(await server.get('/poll?password=secret')).toBe(304);
      expect(await server.get('/poll')).toBe(304);
      expect(server.requestLines()).toEqual([]);

      expect(await server.get('/missing?token=abc')).toBe(404);
      expect(await server.get('/boom')).toBe(500);
      expect(await server.get('/slow')).toBe(200);
      const lines = server.requestLines();
      expect(lines.map((line) => [line.msg, (line.req as { method: string; url: string }).url, (line.res as { statusCode: number }).statusCode])).toEqual([
        ['request completed', '/missing?token=[REDACTED]', 404],
        ['request completed', '/boom', 500],
        ['slow request', '/slow', 200],
      ]);
      for (const line of lines) {
        expect(line.level).toBe(30);
        expect(typeof line.reqId).toBe('string');
        expect(line.responseTime).toEqual(expect.any(Number));
      }
      expect(lines[2].responseTime as number).toBeGreaterThanOrEqual(150);
    } finally {
      await server.app.close();
    }
  });

  it('at debug: every request as it comes and as it ends', async () => {
    const server = await serverAt('debug');
    try {
      expect(await server.get('/poll')).toBe(304);
      expect(await server.get('/poll')).toBe(304);
      expect(server.requestLines().map((line) => [line.msg, line.level])).toEqual([
        ['incoming request', 20],
        ['request completed', 20],
        ['incoming request', 20],
        ['request completed', 20],
      ]);
    } finally {
      await server.app.close();
    }
  });
});

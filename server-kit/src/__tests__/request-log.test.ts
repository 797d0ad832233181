import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from '../create-server';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  url?: string;
  statusCode?: number;
  ms?: number;
  slow?: boolean;
  err?: { stack?: string };
}

async function startServer(logLevel: string) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const app = createServer({ logLevel, logStream: stream, slowRequestMs: 150 });
  app.get('/poll', async (_request, reply) => reply.code(304).send());
  app.get('/slow/:id', async () => {
    await sleep(250);
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('the database said no');
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (path: string) => {
    const response = await fetch(address + path);
    await response.arrayBuffer();
    await sleep(20);
    return { status: response.status, id: response.headers.get('x-request-id') ?? '' };
  };
  return { app, lines, get };
}

describe('request log at info', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer('info');
  });
  afterAll(() => server.app.close());

  it('writes nothing for a fast 304', async () => {
    const before = server.lines.length;
    expect((await server.get('/poll')).status).toBe(304);
    expect(server.lines.slice(before)).toEqual([]);
  });

  it('writes one warn line for a slow request, with method, route, status, ms and request id', async () => {
    const before = server.lines.length;
    const { status, id } = await server.get('/slow/7?password=hunter2');
    expect(status).toBe(200);
    const written = server.lines.slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 40,
      msg: 'request completed',
      reqId: id,
      method: 'GET',
      route: '/slow/:id',
      url: '/slow/7?password=[REDACTED]',
      statusCode: 200,
      slow: true,
    });
    expect(written[0].ms).toBeGreaterThanOrEqual(150);
  });

  it('writes the error with its stack and a completion line for a 5xx', async () => {
    const before = server.lines.length;
    const { status, id } = await server.get('/broken');
    expect(status).toBe(500);
    const written = server.lines.slice(before);
    expect(written.map((line) => [line.level, line.msg, line.reqId])).toEqual([
      [50, 'unexpected error', id],
      [40, 'request completed', id],
    ]);
    expect(written[0].err?.stack).toContain('the database said no');
    expect(written[1]).toMatchObject({ method: 'GET', route: '/broken', statusCode: 500, slow: false });
  });
});

describe('request log at debug', () => {
  it('keeps the incoming and completed lines for every request', async () => {
    const server = await startServer('debug');
    try {
      const { id } = await server.get('/poll');
      expect(server.lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await server.app.close();
    }
  });
});

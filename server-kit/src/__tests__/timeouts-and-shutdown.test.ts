import net from 'node:net';
import { Writable } from 'node:stream';
import { createServer } from '../create-server';
import { MESSAGES } from '../errors';

const quietLog = new Writable({ write: (_chunk, _encoding, done) => done() });

/** Collects what the server writes on a raw socket until it closes the connection. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.on('error', () => undefined);
  return { socket, closed, answer: () => answer };
}

function jsonBody(raw: string): unknown {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
}

describe('slow clients and shutdown', () => {
  it('cuts a request whose body trickles in slower than the request timeout, with 408 and the Korean body', async () => {
    const app = createServer({ logLevel: 'info', logStream: quietLog, requestTimeoutMs: 600 });
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    try {
      const started = Date.now();
      const client = connect(port);
      client.socket.write('POST /echo HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      // A byte every 100 ms: never idle, never done.
      const trickle = setInterval(() => client.socket.writable && client.socket.write(' '), 100);
      const answer = await client.closed;
      clearInterval(trickle);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(jsonBody(answer)).toEqual({ code: 'REQUEST_TIMEOUT', message: MESSAGES.REQUEST_TIMEOUT });
      expect(Date.now() - started).toBeLessThan(10_000);

      // A client that sends no headers at all is cut off too.
      const silent = connect(port);
      silent.socket.write('GET /echo HTTP/1.1\r\n');
      expect(await silent.closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await app.close();
    }
  });

  it('answers a request that arrives during shutdown with 503 and the Korean {message, code} body, and finishes the one in flight', async () => {
    const app = createServer({ logLevel: 'info', logStream: quietLog });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let slowStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    app.get('/slow', async () => {
      slowStarted();
      await released;
      return { done: true };
    });
    app.get('/fast', async () => ({ fast: true }));
    let shutdownBegan: () => void = () => undefined;
    const shuttingDown = new Promise<void>((resolve) => (shutdownBegan = resolve));
    app.addHook('preClose', async () => shutdownBegan());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    // A connection busy with a request stays open during shutdown; a second request arrives on it.
    const client = connect(port);
    client.socket.write('GET /slow HTTP/1.1\r\nHost: a\r\n\r\n');
    await started;
    const closing = app.close();
    await shuttingDown;
    client.socket.write('GET /fast HTTP/1.1\r\nHost: a\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const answer = await client.closed;
    await closing;

    const responses = answer.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(jsonBody(responses[0])).toEqual({ done: true });
    expect(responses[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(responses[1].toLowerCase()).toContain('connection: close');
    expect(jsonBody(responses[1])).toEqual({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.SHUTTING_DOWN });
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningFake {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/** Starts an HTTP server on 127.0.0.1 (port 0 = any free port) and gives its URL and a closer. */
export async function listen(handler: http.RequestListener, port = 0): Promise<RunningFake & { server: http.Server }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function readBody(request: http.IncomingMessage, limit = 50 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) {
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

export function sendXml(response: http.ServerResponse, status: number, xml: string, headers: http.OutgoingHttpHeaders = {}) {
  response.writeHead(status, { 'content-type': 'text/xml', ...headers });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Runs a fake from the command line: prints {"url": ...} as one JSON line and stops on SIGINT/SIGTERM. */
export function runFromCommandLine(start: () => Promise<RunningFake>, name: string) {
  start().then(
    (fake) => {
      process.stdout.write(`${JSON.stringify({ fake: name, url: fake.url })}\n`);
      const stop = () => void fake.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: Error) => {
      process.stderr.write(`${name} failed to start: ${error.message}\n`);
      process.exit(1);
    },
  );
}

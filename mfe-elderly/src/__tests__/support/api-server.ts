import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiBaseUrl } from '@ieum/platform';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

type Handler = (request: ReceivedRequest) => Answer | Promise<Answer>;

/**
 * A local HTTP server answering like the API for page tests: the page's real calls (axios, fetch)
 * go over HTTP to it. Answers are set per "METHOD /api/path"; every request is recorded.
 */
export function startApiServer() {
  const handlers = new Map<string, Handler>();
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: req.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      };
      received.push(request);
      const handler = handlers.get(`${request.method} ${request.path}`);
      const answer = handler ? await handler(request) : { status: 404, body: { message: '없는 주소입니다.', code: 'NOT_FOUND' } };
      res.writeHead(answer.status, { ...cors, 'Content-Type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  let baseUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    configureApiBaseUrl(baseUrl);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    handlers.clear();
    received.length = 0;
  });

  return {
    /** Answers `METHOD /api/path` (path without query) with a fixed answer or a function. */
    on(route: string, answer: Answer | Handler) {
      handlers.set(route, typeof answer === 'function' ? answer : () => answer);
    },
    received,
    calls: (route: string) => received.filter((request) => `${request.method} ${request.path}` === route),
    get baseUrl() {
      return baseUrl;
    },
  };
}

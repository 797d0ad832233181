import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiBaseUrl } from '@ieum/platform';

export interface Answer {
  status: number;
  body?: unknown;
  /** Never answers (the client's timeout or the test's end decides). */
  hang?: boolean;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
  body: string;
}

/**
 * A local HTTP server standing in for the API in page tests: real requests from the page's own
 * calls, answers set per "METHOD /path" by the test. CORS headers let jsdom's XHR reach it.
 */
export function startLocalApi() {
  const answers = new Map<string, Answer[]>();
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://local');
      const path = url.pathname.replace(/^\/api/, '');
      received.push({ method: req.method!, path, query: url.searchParams, authorization: req.headers.authorization, body });
      const queue = answers.get(`${req.method} ${path}`);
      // The last answer for a route repeats; earlier ones are used once each.
      const answer = queue && queue.length > 1 ? queue.shift()! : (queue?.[0] ?? { status: 404, body: { message: '없는 주소', code: 'NOT_FOUND' } });
      if (answer.hang) return;
      res.writeHead(answer.status, { ...cors, 'Content-Type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    answers.clear();
    received.length = 0;
  });

  return {
    received,
    /** Sets the answers for one route, in order. */
    answer(route: string, ...routeAnswers: Answer[]) {
      answers.set(route, routeAnswers);
    },
    /** Requests to one route so far. */
    requests(route: string) {
      const [method, path] = route.split(' ');
      return received.filter((request) => request.method === method && request.path === path);
    },
  };
}

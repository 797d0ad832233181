// Page tests of every remote: a local HTTP server standing in for the API (and the AI host), so a
// page's real calls (axios, fetch) cross real HTTP. Not exported from the package's index (it is
// not shipped); tests import '@ieum/shared-ui/src/testing/local-api'.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiBaseUrl } from '@ieum/platform';

export interface Answer {
  status: number;
  body?: unknown;
  /** Never answers: the client's timeout or the test's end decides. */
  hang?: boolean;
  /** Drops the connection unanswered, as a network failure does. */
  drop?: boolean;
}

export interface ReceivedRequest {
  method: string;
  /** As sent, with the query (`/api/auth?phoneNumber=%2B8210...`), to check how it was encoded. */
  url: string;
  /** Without the query (`/api/volunteer`). */
  path: string;
  query: URLSearchParams;
  authorization?: string;
  /** The JSON body parsed, the raw text when it is not JSON (an uploaded file), or undefined. */
  body: unknown;
}

export type Responder = (request: ReceivedRequest) => Answer | Promise<Answer>;

export interface LocalServer {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

const NOT_FOUND: Answer = { status: 404, body: { message: '없는 주소입니다.', code: 'NOT_FOUND' } };

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A server on a free local port answering every request with `respond`; it records what it got. */
export async function startLocalServer(respond: Responder): Promise<LocalServer> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer(async (req, res) => {
    // jsdom's page is on another origin: answer the preflight as the real servers do.
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://local');
    const request: ReceivedRequest = { method: req.method ?? 'GET', url: req.url ?? '/', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body: parseBody(text) };
    received.push(request);
    const answer = await respond(request);
    if (answer.hang) return;
    if (answer.drop) {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The API for one test file: started before its tests with the app's API client pointed at it,
 * answers and records cleared before each test. Answers are set per "METHOD /api/path"; a route
 * without one gets `otherwise` (by default a 404).
 */
export function startLocalApi(otherwise: Responder = () => NOT_FOUND) {
  const answers = new Map<string, (Answer | Responder)[]>();
  let server: LocalServer | undefined;
  const received: ReceivedRequest[] = [];

  beforeAll(async () => {
    server = await startLocalServer(async (request) => {
      received.push(request);
      const queue = answers.get(`${request.method} ${request.path}`);
      // The last answer for a route repeats; earlier ones are used once each.
      const next = queue && queue.length > 1 ? queue.shift()! : (queue?.[0] ?? otherwise);
      return typeof next === 'function' ? next(request) : next;
    });
    configureApiBaseUrl(`${server.url}/api`);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    answers.clear();
    received.length = 0;
  });

  return {
    received,
    /** Sets the answers for one route, in order: fixed answers, or functions of the request. */
    answer(route: string, ...routeAnswers: (Answer | Responder)[]) {
      answers.set(route, routeAnswers);
    },
    /** Requests to one route so far. */
    requests(route: string) {
      return received.filter((request) => `${request.method} ${request.path}` === route);
    },
    get url() {
      return server?.url ?? '';
    },
  };
}

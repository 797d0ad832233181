// Page tests of every remote: the local HTTP API of ./local-api with its answers typed from the
// API's OpenAPI document (@ieum/api-types), so an answer of a shape the API does not have fails
// `npm run typecheck`. Not exported from the package's index; tests import
// '@ieum/shared-ui/src/testing/typed-api'.
import type { ApiBody, ApiErrorBody, ApiMethod, ApiPath, ApiPathParams, ApiQuery, ApiResponse } from '@ieum/api-types';
import { configureApiBaseUrl } from '@ieum/platform';
import { type LocalServer, type ReceivedRequest, startLocalServer } from './local-api';

/** Every operation of the API as "METHOD /api/path": 'GET /api/user', 'PUT /api/review/{id}'. */
export type ApiRoute = { [P in ApiPath]: `${Uppercase<ApiMethod<P>>} ${P}` }[ApiPath];

type Parts<R extends ApiRoute> = R extends `${infer M} ${infer P extends ApiPath}`
  ? Lowercase<M> extends infer L extends ApiMethod<P>
    ? { path: P; method: L }
    : never
  : never;
type PathOf<R extends ApiRoute> = Parts<R>['path'];
type MethodOf<R extends ApiRoute> = Parts<R>['method'] & ApiMethod<PathOf<R>>;

/** What a route's handler is given: the request with its body, query and path parameters typed. */
export interface RouteRequest<R extends ApiRoute> extends Omit<ReceivedRequest, 'body'> {
  body: [ApiBody<PathOf<R>, MethodOf<R>>] extends [never] ? undefined : ApiBody<PathOf<R>, MethodOf<R>>;
  /** As the URL carries them: strings ('/api/review/{id}' gives { id: '3' }). */
  params: [ApiPathParams<PathOf<R>, MethodOf<R>>] extends [never] ? Record<string, never> : { [K in keyof ApiPathParams<PathOf<R>, MethodOf<R>>]: string };
  /** The query the page meant to send, for comparing with the typed query of the API. */
  typedQuery: [ApiQuery<PathOf<R>, MethodOf<R>>] extends [never] ? Record<string, never> : Partial<Record<keyof ApiQuery<PathOf<R>, MethodOf<R>>, string>>;
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503;

/** A route's answer: its success body as the API sends it, a refusal with code and Korean message, or no answer. */
export type RouteAnswer<R extends ApiRoute> =
  | { status?: 200 | 201; body: ApiResponse<PathOf<R>, MethodOf<R>> }
  | { status: 204 }
  | { status: ErrorStatus; body: ApiErrorBody }
  | { hang: true }
  | { drop: true };

export type RouteHandler<R extends ApiRoute> = RouteAnswer<R> | ((request: RouteRequest<R>) => RouteAnswer<R> | Promise<RouteAnswer<R>>);

export type Handlers = { [R in ApiRoute]?: RouteHandler<R> | RouteHandler<R>[] };

interface Compiled {
  route: ApiRoute;
  method: string;
  pattern: RegExp;
  names: string[];
}

function compile(route: ApiRoute): Compiled {
  const [method, path] = route.split(' ');
  const names: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, method, pattern: new RegExp(`^${source}$`), names };
}

const NOT_IN_TEST = { status: 404, body: { message: '없는 주소입니다.', code: 'NOT_FOUND' } };

/**
 * The typed API for one test file: started before its tests with the app's API client pointed
 * at it; answers and records cleared before each test. `use` sets the answers (a list answers in
 * order, its last one repeating); a call no handler answers gets 404 and is kept in `unhandled`,
 * so a test can assert `expect(api.unhandled).toEqual([])`.
 */
export function startTypedApi() {
  let server: LocalServer | undefined;
  let handlers = new Map<ApiRoute, unknown[]>();
  const compiled = new Map<ApiRoute, Compiled>();
  const received: ReceivedRequest[] = [];
  const unhandled: string[] = [];

  function find(request: ReceivedRequest) {
    for (const route of handlers.keys()) {
      const entry = compiled.get(route) ?? compiled.set(route, compile(route)).get(route)!;
      const match = entry.method === request.method ? entry.pattern.exec(request.path) : null;
      if (match) return { route, params: Object.fromEntries(entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1])])) };
    }
    return undefined;
  }

  beforeAll(async () => {
    server = await startLocalServer(async (request) => {
      received.push(request);
      const found = find(request);
      if (!found) {
        unhandled.push(`${request.method} ${request.url}`);
        return NOT_IN_TEST;
      }
      const queue = handlers.get(found.route)!;
      const next = queue.length > 1 ? queue.shift() : queue[0];
      const typed = { ...request, params: found.params, typedQuery: Object.fromEntries(request.query) };
      const answer = (typeof next === 'function' ? await next(typed) : next) as Record<string, unknown>;
      if ('hang' in answer || 'drop' in answer) return { status: 0, ...answer };
      return { status: (answer.status as number | undefined) ?? 200, body: answer.body };
    });
    configureApiBaseUrl(`${server.url}/api`);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    handlers = new Map();
    received.length = 0;
    unhandled.length = 0;
  });

  return {
    /** Every request so far, in order. */
    received,
    /** Requests no handler answered ("METHOD /url"). */
    unhandled,
    /** Adds (or replaces) the handlers of some routes for this test. */
    use(routes: Handlers) {
      for (const [route, handler] of Object.entries(routes) as [ApiRoute, unknown][]) {
        handlers.set(route, Array.isArray(handler) ? [...handler] : [handler]);
      }
    },
    /** The requests one route got so far (path parameters matched). */
    requests<R extends ApiRoute>(route: R): ReceivedRequest[] {
      const { method, pattern } = compile(route);
      return received.filter((request) => request.method === method && pattern.test(request.path));
    },
    get url() {
      return server?.url ?? '';
    },
  };
}

import { buildTestApp, type SignedInUser, type TestApp } from '../helper';

// The hand-written sweeps (hostile-input.test.ts, matching/hostile-input.test.ts) know the routes
// of their day. This one reads the routes from the OpenAPI document, so a route added later is
// swept too: junk in every path parameter, query parameter and body property, from nobody and
// from every role. Whatever comes back is below 500, and every error is a Korean {message, code}.
// The Kakao redirects answer with pages and redirects, not JSON: kakao.test.ts sweeps them.
const NOT_JSON_ROUTES = new Set(['GET /api/auth/kakao/start', 'GET /api/auth/kakao/callback']);

const sql = "1' OR '1'='1'; drop table users; --";
const script = '<script>alert(1)</script>';
const JUNK_VALUES: unknown[] = [null, -1, 1e308, true, [], {}, 'x'.repeat(5000), sql, script, 'a\u0000b', '\u202e\u3164\u200b', { $gt: '' }];
const JUNK_TEXT = [sql, script, 'x'.repeat(3000), '%00', '-1', '1e308', '\u202e\u3164'];
const JUNK_PATH = [sql, '-1', '0', '1.5', '9'.repeat(40), '%00', '..%2F..%2Fetc%2Fpasswd'];

interface Operation {
  method: string;
  path: string;
  queryNames: string[];
  bodyNames: string[] | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        queryNames: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyNames: operation.requestBody ? Object.keys(schema?.properties ?? {}) : null,
      });
    }
  }
  return operations;
}

function withPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value)).replace(/\*$/, value);
}

/** The hostile requests for one operation (without the caller's token). */
function hostileRequests(operation: Operation) {
  const url = withPath(operation.path, '1');
  const requests: { method: string; url: string; payload?: unknown; headers?: Record<string, string> }[] = [
    // Every route at least once as it is, and with junk headers (routes without parameters too).
    { method: operation.method, url },
    { method: operation.method, url, headers: { accept: script, 'if-none-match': 'x'.repeat(4000), 'accept-language': sql, 'x-forwarded-for': sql } },
    { method: operation.method, url, payload: script, headers: { 'content-type': 'text/plain' } },
  ];
  for (const junk of JUNK_PATH) if (operation.path.includes('{') || operation.path.endsWith('*')) requests.push({ method: operation.method, url: withPath(operation.path, junk) });
  for (const junk of JUNK_TEXT) {
    const query = new URLSearchParams();
    for (const name of operation.queryNames) query.set(name, junk);
    if (operation.queryNames.length > 0) requests.push({ method: operation.method, url: `${url}?${query}` });
  }
  if (operation.queryNames.length > 0) {
    requests.push({ method: operation.method, url: `${url}?${operation.queryNames.map((name) => `${name}=a&${name}=b`).join('&')}` });
  }
  if (operation.bodyNames) {
    for (const junk of JUNK_VALUES) requests.push({ method: operation.method, url, payload: Object.fromEntries(operation.bodyNames.map((name) => [name, junk])) });
    for (const raw of ['{"a": ', 'null', '[]', '"text"', '{"__proto__": {"admin": true}}']) {
      requests.push({ method: operation.method, url, payload: raw, headers: { 'content-type': 'application/json' } });
    }
    requests.push({ method: operation.method, url, payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }
  return requests;
}

describe('hostile input to every documented route', () => {
  let t: TestApp;
  let operations: Operation[];
  const callers: Record<string, SignedInUser | null> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    const document = (await t.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    operations = operationsOf(document).filter((operation) => !NOT_JSON_ROUTES.has(`${operation.method} ${operation.path}`));
    callers.nobody = null;
    callers.volunteer = await t.signIn('volunteer');
    callers.elderly = await t.signIn('elderly');
    callers.guardian = await t.signIn('guardian');
    callers.staff = await t.signIn('staff', { gender: null });
    // The worker covers the elderly user's district and the family member is linked, so the care
    // routes get past their scoping with the ids the sweep sends.
    await t.db.query('insert into staff_districts (staff_id, district) values ($1, $2)', [callers.staff.user.id, callers.elderly.user.district]);
    await t.db.query('insert into care_links (elderly_id, guardian_id, created_at) values ($1, $2, now())', [callers.elderly.user.id, callers.guardian.user.id]);
  });
  afterAll(() => t.close());

  it('reads the routes from the OpenAPI document, including the newest ones', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names.length).toBeGreaterThan(40);
    for (const expected of ['GET /api/auth/session', 'POST /api/elderly/recommend', 'PUT /api/user', 'PATCH /api/elderly', 'GET /api/aws/s3/review/preSigned', 'POST /api/guardian/links', 'POST /api/care/alerts/{id}/close', 'GET /api/care/export/{list}']) {
      expect(names).toContain(expected);
    }
  });

  it.each(['nobody', 'volunteer', 'elderly', 'guardian', 'staff'])('never answers %s with a 5xx or an error without a Korean message and a code', async (who) => {
    const caller = callers[who];
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const request of hostileRequests(operation)) {
        sent += 1;
        const options = request as Parameters<TestApp['inject']>[0];
        const response = caller ? await caller.inject(options) : await t.inject(options);
        const name = `${request.method} ${request.url.slice(0, 80)} ${JSON.stringify(request.payload ?? '').slice(0, 60)}`;
        if (response.statusCode >= 500) {
          failures.push(`${name} -> ${response.statusCode}`);
          continue;
        }
        if (response.statusCode < 400) continue;
        const body = response.headers['content-type']?.toString().includes('application/json') ? response.json() : null;
        if (!body || Object.keys(body).sort().join() !== 'code,message' || !/[가-힣]/.test(body.message)) failures.push(`${name} -> ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(600);
  });

  it('logged no unexpected error and left the accounts alone', async () => {
    expect(t.logs()).not.toContain('unexpected error');
    const rows = await t.db.query<{ count: number | string }>('select count(*) as count from users');
    expect(Number(rows[0].count)).toBe(4);
  });
});

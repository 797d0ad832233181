import net from 'node:net';
import { Writable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAccessTokens } from '../access-token';
import { assertUserTypeMatches, bearerAuthPlugin, currentUser } from '../bearer-auth';
import { createServer } from '../create-server';
import { AppError, MESSAGES } from '../errors';
import { rateLimitExceeded, tooManyRequests } from '../too-many-requests';
import { userTypeSchema } from '../user-type';

function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const secret = new TextEncoder().encode('k'.repeat(48));
const accessTokens = createAccessTokens(secret);
const log = logCollector();

async function buildTestServer() {
  // debug: the incoming-request line (with its URL) is where redaction shows.
  const app = createServer({ logLevel: 'debug', logStream: log.stream });
  await app.register(bearerAuthPlugin, { accessTokens });
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(1).max(10), age: z.number().int().positive().lt(150).optional(), address: z.object({ district: z.enum(['GANGNAM', 'MAPO']) }).optional() }) } },
    async (request) => request.body,
  );
  app.delete('/things/:id', async (request) => ({ deleted: (request.params as { id: string }).id, body: request.body ?? null }));
  app.get('/search', { schema: { querystring: z.object({ password: z.string().max(20), userType: userTypeSchema.optional() }) } }, async (request) => request.query);
  // What pg and PGlite throw when a parameter holds U+0000 (22021) or jsonb text holds \u0000 (22P05).
  app.get('/unstorable', async (request) => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { severity: 'ERROR', code: (request.query as { code: string }).code });
  });
  app.get('/failing', async (request) => {
    throw Object.assign(new Error('dependency'), JSON.parse((request.query as { error: string }).error));
  });
  app.get('/custom', { schema: { querystring: z.object({ bio: z.string().max(3, '자기소개는 3자 이하로 입력해주세요.') }) } }, async () => ({}));
  app.get('/boom', async () => {
    throw new Error('database exploded at /secret/path');
  });
  app.get('/conflict', async () => {
    throw new AppError(409, 'TAKEN', '이미 사용 중입니다.');
  });
  app.get('/limited', async () => {
    throw new AppError(429, 'SLOW_DOWN', '5분 후에 다시 시도해주세요.', { 'retry-after': '300' });
  });
  app.get(
    '/coded',
    {
      schema: {
        querystring: z.object({
          name: z.string().superRefine((value, ctx) => {
            if (value.includes('\u200b')) ctx.addIssue({ code: 'custom', message: '이름에 보이지 않는 문자가 들어 있습니다.', params: { code: 'INVISIBLE_CHARACTERS' } });
            if (value.includes('!')) ctx.addIssue({ code: 'custom', message: '느낌표는 안 됩니다.', params: { code: 'not a code; drop table' } });
          }),
        }),
      },
    },
    async () => ({}),
  );
  app.register(async (instance) => {
    const privateRoutes = instance.withTypeProvider<ZodTypeProvider>();
    privateRoutes.addHook('onRequest', privateRoutes.authenticate);
    privateRoutes.get('/me', { schema: { querystring: z.object({ userType: z.string().max(20).optional() }) } }, async (request) => {
      const user = assertUserTypeMatches(request, request.query.userType);
      return { ...currentUser(request), checked: user.userType };
    });
    privateRoutes.post('/me', { schema: { body: z.object({ note: z.string().max(10) }) } }, async (request) => currentUser(request));
  });
  await app.ready();
  return app;
}

describe('createServer', () => {
  let app: Awaited<ReturnType<typeof buildTestServer>>;
  beforeAll(async () => {
    app = await buildTestServer();
  });
  afterAll(() => app.close());

  it('answers zod validation errors with 400 VALIDATION_FAILED naming the field in Korean', async () => {
    const tooLong = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'x'.repeat(11) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ code: 'VALIDATION_FAILED', message: '이름은 10자 이하로 입력해주세요.' });

    const missing = await app.inject({ method: 'POST', url: '/echo', payload: {} });
    expect(missing.json()).toEqual({ code: 'VALIDATION_FAILED', message: '이름을 입력해주세요.' });

    const wrongType = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a', age: 'old' } });
    expect(wrongType.json().message).toBe('나이의 형식이 올바르지 않습니다.');

    const nested = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a', address: { district: 'NOWHERE' } } });
    expect(nested.json().message).toBe('구는 다음 중 하나여야 합니다: GANGNAM, MAPO');

    const zeroAge = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a', age: 0 } });
    expect(zeroAge.json().message).toBe('나이는 0보다 커야 합니다.');
    const hugeAge = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a', age: 150 } });
    expect(hugeAge.json().message).toBe('나이는 150보다 작아야 합니다.');

    const custom = await app.inject({ method: 'GET', url: '/custom?bio=abcd' });
    expect(custom.json()).toEqual({ code: 'VALIDATION_FAILED', message: '자기소개는 3자 이하로 입력해주세요.' });
  });

  it('uses the code a schema gave its own refusal, and sends the headers an AppError carries', async () => {
    const coded = await app.inject({ method: 'GET', url: `/coded?name=${encodeURIComponent('a\u200bb')}` });
    expect(coded.json()).toEqual({ code: 'INVISIBLE_CHARACTERS', message: '이름에 보이지 않는 문자가 들어 있습니다.' });
    // Only upper-case codes count: anything else stays VALIDATION_FAILED.
    const odd = await app.inject({ method: 'GET', url: '/coded?name=a!' });
    expect(odd.json()).toEqual({ code: 'VALIDATION_FAILED', message: '느낌표는 안 됩니다.' });
    const limited = await app.inject({ method: 'GET', url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('300');
    expect(limited.json()).toEqual({ code: 'SLOW_DOWN', message: '5분 후에 다시 시도해주세요.' });
  });

  it('never answers 500 for malformed or hostile input', async () => {
    const cases = [
      { method: 'POST' as const, url: '/echo', payload: '{"name": "a",', headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/echo', payload: '', headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/echo', payload: 'name=a', headers: { 'content-type': 'text/plain' } },
      { method: 'POST' as const, url: '/echo', payload: '{"__proto__": {"x": 1}, "name": "a"}', headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/echo', payload: JSON.stringify({ name: 'a'.repeat(300_000) }), headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/echo', payload: '[1,2,3]', headers: { 'content-type': 'application/json' } },
      { method: 'GET' as const, url: '/search?password=a&password=b' },
      { method: 'GET' as const, url: '/search?password=%E0%A4%A' }, // decoded leniently: 200
      { method: 'GET' as const, url: "/search?password=' OR 1=1 --&userType=<script>alert(1)</script>" },
    ];
    for (const request of cases) {
      const response = await app.inject(request);
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode >= 400) expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
    }
  });

  it('takes a body-less DELETE with a JSON content type (fetch with keepalive) as a DELETE without a body, over real HTTP', async () => {
    const server = await buildTestServer();
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as net.AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/things/7`, { method: 'DELETE', keepalive: true, headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: '7', body: null });
      // A DELETE that does send JSON still has it parsed, and an empty POST is still malformed.
      const withBody = await server.inject({ method: 'DELETE', url: '/things/8', payload: { reason: 'x' } });
      expect(withBody.json()).toEqual({ deleted: '8', body: { reason: 'x' } });
      const emptyPost = await server.inject({ method: 'POST', url: '/echo', payload: '', headers: { 'content-type': 'application/json' } });
      expect(emptyPost.json()).toEqual({ code: 'INVALID_BODY', message: MESSAGES.INVALID_BODY });
    } finally {
      await server.close();
    }
  });

  it('says in every 429 how many whole minutes to wait, and sets Retry-After', () => {
    const headers: Record<string, number> = {};
    const error = tooManyRequests('로그인 시도가 너무 많습니다.', 241, { header: (name: string, value: number) => (headers[name] = value) });
    expect(error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: '로그인 시도가 너무 많습니다. 5분 후에 다시 시도해주세요.' });
    expect(headers).toEqual({ 'retry-after': 241 });
    expect(tooManyRequests('요청이 너무 많습니다.', 0.2).message).toBe('요청이 너무 많습니다. 1분 후에 다시 시도해주세요.');
    expect(rateLimitExceeded(undefined, { ttl: 3_600_000 }).message).toBe('요청이 너무 많습니다. 60분 후에 다시 시도해주세요.');
  });

  it('refuses a plain-text body with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: '{"name":"a"}', headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.UNSUPPORTED_MEDIA_TYPE });
  });

  it('answers requests the HTTP parser refuses (huge or malformed headers) with the Korean {message, code} body', async () => {
    const server = await buildTestServer();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as net.AddressInfo;
    const rawExchange = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    try {
      const overflow = await rawExchange(`GET /search?password=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: a\r\n\r\n`);
      expect(overflow).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(overflow.split('\r\n\r\n')[1])).toEqual({ code: 'HEADERS_TOO_LARGE', message: MESSAGES.HEADERS_TOO_LARGE });

      const malformed = await rawExchange('GET /search HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n');
      expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(malformed.split('\r\n\r\n')[1])).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.BAD_REQUEST });
    } finally {
      await server.close();
    }
  });

  it('answers 400 in Korean when the database refuses text it cannot store (U+0000), not 500', async () => {
    for (const code of ['22021', '22P05']) {
      const response = await app.inject({ method: 'GET', url: `/unstorable?code=${code}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: MESSAGES.INVALID_CHARACTER });
    }
    // Another database error stays a 500.
    expect((await app.inject({ method: 'GET', url: '/unstorable?code=23505' })).statusCode).toBe(500);
  });

  it('answers 503 in Korean when a dependency (the database) cannot be reached, not 500', async () => {
    const down = [
      { code: 'ECONNREFUSED' }, // nothing listening
      { code: 'ETIMEDOUT' },
      { code: '57P01', severity: 'FATAL' }, // terminating connection due to administrator command
      { code: '57P03', severity: 'FATAL' }, // the database system is starting up
      { code: '08006', severity: 'FATAL' }, // connection failure
    ];
    for (const error of down) {
      const response = await app.inject({ method: 'GET', url: `/failing?error=${encodeURIComponent(JSON.stringify(error))}` });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.SERVICE_UNAVAILABLE });
    }
    // An SQL error of ours is still a 500.
    const ours = await app.inject({ method: 'GET', url: `/failing?error=${encodeURIComponent(JSON.stringify({ code: '42P01', severity: 'ERROR' }))}` });
    expect(ours.statusCode).toBe(500);
  });

  it('answers a malformed URL with the same Korean {message, code} body', async () => {
    for (const url of ['/echo/%E0%A4%A', '/%C0%AF%ZZ?token=abc']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.BAD_REQUEST });
    }
  });

  it('answers unknown routes with 404 in Korean', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope?token=abc' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.NOT_FOUND });
  });

  it('hides unexpected errors behind a Korean 500 without a stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해주세요.' });
    expect(response.body).not.toMatch(/exploded|stack/);
  });

  it('passes AppError status, code and message through', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'TAKEN', message: '이미 사용 중입니다.' });
  });

  it('requires a valid bearer token and checks userType case-insensitively', async () => {
    const token = await accessTokens.sign({ id: '7', userType: 'volunteer' });
    const expired = await createAccessTokens(secret, () => Date.now() - 2 * 3600_000).sign({ id: '7', userType: 'volunteer' });
    const unauthorised = [undefined, 'Bearer', 'Bearer garbage', `Basic ${token}`, `Bearer ${token}x`];
    for (const authorization of unauthorised) {
      const response = await app.inject({ method: 'GET', url: '/me', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'AUTH_REQUIRED', message: '인증이 만료되었습니다. 다시 로그인해주세요.' });
    }
    const old = await app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${expired}` } });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('TOKEN_EXPIRED');

    const ok = await app.inject({ method: 'GET', url: '/me?userType=VOLUNTEER', headers: { authorization: `bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: '7', userType: 'volunteer', checked: 'volunteer' });

    const mismatch = await app.inject({ method: 'GET', url: '/me?userType=Elderly', headers: { authorization: `Bearer ${token}` } });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toEqual({ code: 'USER_TYPE_MISMATCH', message: '접근 권한이 없습니다.' });

    const nonsense = await app.inject({ method: 'GET', url: '/me?userType=admin', headers: { authorization: `Bearer ${token}` } });
    expect(nonsense.statusCode).toBe(403);

    // In a JSON body too, even where the route does not declare the field.
    const inBody = await app.inject({ method: 'POST', url: '/me', payload: { note: 'x', userType: 'elderly' }, headers: { authorization: `Bearer ${token}` } });
    expect(inBody.statusCode).toBe(403);
    expect(inBody.json()).toEqual({ code: 'USER_TYPE_MISMATCH', message: '접근 권한이 없습니다.' });
    const agreeing = await app.inject({ method: 'POST', url: '/me', payload: { note: 'x', userType: 'VOLUNTEER' }, headers: { authorization: `Bearer ${token}` } });
    expect(agreeing.statusCode).toBe(200);
  });

  it('keeps passwords, tokens and authorization headers out of the log', async () => {
    const token = await accessTokens.sign({ id: '7', userType: 'volunteer' });
    await app.inject({ method: 'GET', url: '/search?password=hunter2-in-query&userType=volunteer' });
    await app.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"name":"a","password":"hunter3-in-bad-json",',
      headers: { 'content-type': 'application/json' },
    });
    await app.inject({ method: 'GET', url: `/me?accessToken=${token}`, headers: { authorization: `Bearer ${token}` } });
    const output = log.text();
    expect(output).toContain('password=[REDACTED]');
    expect(output).not.toContain('hunter2');
    expect(output).not.toContain('hunter3');
    expect(output).not.toContain(token);
    for (const line of output.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });
});

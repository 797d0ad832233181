import { randomBytes } from 'node:crypto';
import { listen, readBody, runFromCommandLine, type RunningFake, sendJson } from './http-server';

// A local stand-in for Kakao Login (kauth.kakao.com and kapi.kakao.com on one port) speaking the
// real endpoints: GET /oauth/authorize (signs the chosen user in at once and redirects back with
// a code and the state), POST /oauth/token (form-encoded code exchange) and GET|POST
// /v2/user/me (bearer token). Point KAKAO_AUTH_BASE_URL and KAKAO_API_BASE_URL at its url.
//
// From another process: `npx tsx tools/fakes/kakao-server.ts` prints {"url": ...}; users come
// from FAKE_KAKAO_USERS (JSON array) and the next sign-in is chosen with
// POST {url}/__fake/next-user {"id": 123} or POST {url}/__fake/deny-next.

export interface FakeKakaoUser {
  id: number;
  nickname?: string;
  name?: string;
  /** Kakao's form: "+82 10-1234-5678". */
  phoneNumber?: string;
  /** "1990" */
  birthyear?: string;
  /** "MMDD", e.g. "0115" */
  birthday?: string;
  gender?: 'male' | 'female';
}

export interface FakeKakaoOptions {
  users?: FakeKakaoUser[];
  /** When set, authorize and token insist on this client id (and secret). */
  clientId?: string;
  clientSecret?: string;
  port?: number;
}

export interface FakeKakao extends RunningFake {
  readonly users: FakeKakaoUser[];
  /** Who the next /oauth/authorize signs in (default: the first user). */
  selectUser(id: number): void;
  /** The next /oauth/authorize answers as if the user pressed cancel (error=access_denied). */
  denyNext(): void;
  /** Token requests seen (form fields, client_secret masked), for assertions. */
  readonly tokenRequests: Record<string, string>[];
}

const CODE_LIFETIME_MS = 10 * 60 * 1000;

export function kakaoUserJson(user: FakeKakaoUser) {
  const nickname = user.nickname ?? user.name;
  return {
    id: user.id,
    connected_at: '2024-01-01T00:00:00Z',
    properties: nickname ? { nickname } : {},
    kakao_account: {
      profile_nickname_needs_agreement: false,
      ...(nickname ? { profile: { nickname, is_default_nickname: false } } : {}),
      name_needs_agreement: false,
      ...(user.name ? { name: user.name } : {}),
      has_phone_number: Boolean(user.phoneNumber),
      phone_number_needs_agreement: false,
      ...(user.phoneNumber ? { phone_number: user.phoneNumber } : {}),
      has_birthyear: Boolean(user.birthyear),
      birthyear_needs_agreement: false,
      ...(user.birthyear ? { birthyear: user.birthyear } : {}),
      has_birthday: Boolean(user.birthday),
      birthday_needs_agreement: false,
      ...(user.birthday ? { birthday: user.birthday, birthday_type: 'SOLAR' } : {}),
      has_gender: Boolean(user.gender),
      gender_needs_agreement: false,
      ...(user.gender ? { gender: user.gender } : {}),
    },
  };
}

export async function startFakeKakao(options: FakeKakaoOptions = {}): Promise<FakeKakao> {
  const users = [...(options.users ?? [])];
  const codes = new Map<string, { userId: number; redirectUri: string; clientId: string; expiresAt: number }>();
  const tokens = new Map<string, number>();
  const tokenRequests: Record<string, string>[] = [];
  let selected: number | undefined;
  let deny = false;

  const running = await listen(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://fake-kakao');
      const body = await readBody(request);

      if (url.pathname === '/oauth/authorize' && request.method === 'GET') {
        const clientId = url.searchParams.get('client_id') ?? '';
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        const state = url.searchParams.get('state');
        if (url.searchParams.get('response_type') !== 'code' || !clientId || !/^https?:\/\//.test(redirectUri)) {
          return sendJson(response, 400, { error: 'invalid_request', error_description: 'client_id, redirect_uri and response_type=code are required', error_code: 'KOE101' });
        }
        if (options.clientId && clientId !== options.clientId) {
          return sendJson(response, 400, { error: 'invalid_client', error_description: 'Invalid client_id', error_code: 'KOE101' });
        }
        const back = new URL(redirectUri);
        if (state !== null) back.searchParams.set('state', state);
        if (deny) {
          deny = false;
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'User denied access');
        } else {
          const user = users.find((candidate) => candidate.id === selected) ?? users[0];
          if (!user) return sendJson(response, 500, { error: 'server_error', error_description: 'fake Kakao has no users' });
          const code = randomBytes(24).toString('base64url');
          codes.set(code, { userId: user.id, redirectUri, clientId, expiresAt: Date.now() + CODE_LIFETIME_MS });
          back.searchParams.set('code', code);
        }
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }

      if (url.pathname === '/oauth/token' && request.method === 'POST') {
        if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
          return sendJson(response, 400, { error: 'invalid_request', error_description: 'content-type must be application/x-www-form-urlencoded', error_code: 'KOE010' });
        }
        const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
        tokenRequests.push({ ...form, ...(form.client_secret ? { client_secret: '***' } : {}) });
        if (form.grant_type !== 'authorization_code') {
          return sendJson(response, 400, { error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code', error_code: 'KOE010' });
        }
        if ((options.clientId && form.client_id !== options.clientId) || (options.clientSecret && form.client_secret !== options.clientSecret)) {
          return sendJson(response, 401, { error: 'invalid_client', error_description: 'Bad client credentials', error_code: 'KOE010' });
        }
        const grant = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        if (!grant || grant.expiresAt < Date.now() || grant.clientId !== form.client_id) {
          return sendJson(response, 400, { error: 'invalid_grant', error_description: `authorization code not found for code=${form.code}`, error_code: 'KOE320' });
        }
        if (grant.redirectUri !== form.redirect_uri) {
          return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Redirect URI mismatch.', error_code: 'KOE303' });
        }
        const accessToken = randomBytes(32).toString('base64url');
        tokens.set(accessToken, grant.userId);
        return sendJson(response, 200, {
          token_type: 'bearer',
          access_token: accessToken,
          expires_in: 21599,
          refresh_token: randomBytes(32).toString('base64url'),
          refresh_token_expires_in: 5183999,
          scope: 'profile_nickname name gender birthday birthyear phone_number',
        });
      }

      if (url.pathname === '/v2/user/me' && (request.method === 'GET' || request.method === 'POST')) {
        const match = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''));
        const userId = match ? tokens.get(match[1]) : undefined;
        const user = users.find((candidate) => candidate.id === userId);
        if (!user) return sendJson(response, 401, { msg: 'this access token does not exist', code: -401 });
        return sendJson(response, 200, kakaoUserJson(user));
      }

      // Control endpoints for tests driving the fake from another process.
      if (url.pathname === '/__fake/next-user' && request.method === 'POST') {
        selected = Number((JSON.parse(body.toString('utf8') || '{}') as { id?: unknown }).id);
        return sendJson(response, 200, { selected });
      }
      if (url.pathname === '/__fake/deny-next' && request.method === 'POST') {
        deny = true;
        return sendJson(response, 200, { deny });
      }
      if (url.pathname === '/__fake/users' && request.method === 'POST') {
        users.push(...(JSON.parse(body.toString('utf8')) as FakeKakaoUser[]));
        return sendJson(response, 200, { users: users.length });
      }
      return sendJson(response, 404, { msg: 'not found', code: -404 });
    } catch (error) {
      return sendJson(response, 500, { error: 'server_error', error_description: (error as Error).message });
    }
  }, options.port);

  return {
    url: running.url,
    close: running.close,
    users,
    tokenRequests,
    selectUser(id) {
      selected = id;
    },
    denyNext() {
      deny = true;
    },
  };
}

if (require.main === module) {
  runFromCommandLine(
    () =>
      startFakeKakao({
        users: process.env.FAKE_KAKAO_USERS ? (JSON.parse(process.env.FAKE_KAKAO_USERS) as FakeKakaoUser[]) : [],
        clientId: process.env.FAKE_KAKAO_CLIENT_ID,
        clientSecret: process.env.FAKE_KAKAO_CLIENT_SECRET,
        port: Number(process.env.PORT ?? 0),
      }),
    'fake-kakao',
  );
}

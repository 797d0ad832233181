import { ageInFullYears, cleanFreeText, type Gender, NAME_DISALLOWED_CHARACTERS, NAME_MAX_LENGTH } from '@ieum/domain';
import { internationalToLocal, parseInternationalPhone } from '../lib/phone';

export interface KakaoSettings {
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  authBaseUrl: string;
  apiBaseUrl: string;
}

/** What the app takes from a Kakao account to prefill signup. */
export interface KakaoProfile {
  kakaoId: string;
  name?: string;
  gender?: Gender;
  /** Local 010 form, when the account has a Korean mobile number. */
  phone?: string;
  /** Full years in Seoul, when Kakao gave both birth year and birthday. */
  age?: number;
}

/** Kakao said no (denied, bad code, bad token) or could not be reached. */
export class KakaoError extends Error {
  constructor(
    message: string,
    readonly kind: 'denied' | 'rejected' | 'unavailable',
  ) {
    super(message);
    this.name = 'KakaoError';
  }
}

/** The subset of GET /v2/user/me this app reads. */
interface KakaoUserResponse {
  id?: unknown;
  properties?: { nickname?: unknown };
  kakao_account?: {
    name?: unknown;
    profile?: { nickname?: unknown };
    gender?: unknown;
    phone_number?: unknown;
    birthyear?: unknown;
    birthday?: unknown;
  };
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Keeps the characters a signup name may have (see routes/users/schemas.ts), at most 30. Invisible
 * ones (the Hangul filler is a letter to the pattern) go too: the signup page locks a Kakao name,
 * so one the API refuses could never be fixed by the user.
 */
export function cleanKakaoName(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const cleaned = cleanFreeText(raw)
    .replace(NAME_DISALLOWED_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();
  return cleaned || undefined;
}

export function profileFromKakaoUser(user: KakaoUserResponse, nowMs: number): KakaoProfile {
  if ((typeof user.id !== 'number' && typeof user.id !== 'string') || !/^\d{1,20}$/.test(String(user.id))) {
    throw new KakaoError('Kakao user without a numeric id', 'rejected');
  }
  const account = user.kakao_account ?? {};
  const profile: KakaoProfile = { kakaoId: String(user.id) };
  profile.name = cleanKakaoName(account.name) ?? cleanKakaoName(account.profile?.nickname) ?? cleanKakaoName(user.properties?.nickname);
  if (account.gender === 'male' || account.gender === 'female') profile.gender = account.gender;
  if (typeof account.phone_number === 'string') {
    const international = parseInternationalPhone(account.phone_number);
    if (international) profile.phone = internationalToLocal(international);
  }
  if (typeof account.birthyear === 'string' && /^\d{4}$/.test(account.birthyear) && typeof account.birthday === 'string' && /^\d{4}$/.test(account.birthday)) {
    const birth = { year: Number(account.birthyear), month: Number(account.birthday.slice(0, 2)), day: Number(account.birthday.slice(2)) };
    const age = ageInFullYears(birth, nowMs);
    if (birth.month >= 1 && birth.month <= 12 && birth.day >= 1 && birth.day <= 31 && age >= 0 && age <= 150) profile.age = age;
  }
  return profile;
}

/** Kakao's OAuth 2.0 authorization-code flow: authorize URL, token exchange, user info. */
export function createKakaoClient(settings: KakaoSettings, { now = Date.now }: { now?: () => number } = {}) {
  async function call(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), redirect: 'error' });
    } catch (error) {
      throw new KakaoError(`Kakao unreachable: ${(error as Error).name}`, 'unavailable');
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status >= 500) throw new KakaoError(`Kakao answered ${response.status}`, 'unavailable');
    if (!response.ok || !body) {
      // Kakao's error codes (KOE320 and so on) help an operator; nothing secret is in them.
      const reason = body && typeof body.error_code === 'string' ? body.error_code : body && body.code !== undefined ? String(body.code) : '';
      throw new KakaoError(`Kakao answered ${response.status} ${reason}`.trim(), 'rejected');
    }
    return body;
  }

  return {
    authorizeUrl(state: string): string {
      const query = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        state,
      });
      return `${settings.authBaseUrl}/oauth/authorize?${query}`;
    },

    /** Trades the authorization code for Kakao's access token (POST /oauth/token, form-encoded). */
    async exchangeCode(code: string): Promise<string> {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        code,
      });
      if (settings.clientSecret) form.set('client_secret', settings.clientSecret);
      const body = (await call(`${settings.authBaseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form.toString(),
      })) as { access_token?: unknown };
      if (typeof body.access_token !== 'string' || !body.access_token) throw new KakaoError('Kakao token reply without access_token', 'rejected');
      return body.access_token;
    },

    /** GET /v2/user/me with the user's Kakao access token. */
    async fetchProfile(accessToken: string): Promise<KakaoProfile> {
      const body = await call(`${settings.apiBaseUrl}/v2/user/me`, {
        method: 'GET',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      });
      return profileFromKakaoUser(body as KakaoUserResponse, now());
    },
  };
}

export type KakaoClient = ReturnType<typeof createKakaoClient>;

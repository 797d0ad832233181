import { randomPhone, readSmsCode } from './accounts';
import type { E2eStack } from './stack';

type ApiUserType = 'volunteer' | 'elderly' | 'guardian';

export interface ApiUser {
  username: string;
  password: string;
  userType: ApiUserType;
  name: string;
  /** Local 010 form. */
  phone: string;
  token: string;
  /** Calls the API as this user (bearer token); throws with the server's answer on a failure. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

let serial = 0;

async function callApi<T>(baseUrl: string, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A user made through the API's own signup (SMS code read from the development outbox), signed
 * in: for the people a browser test needs around its user (volunteers with schedules, a faster
 * competitor).
 */
export async function createUserThroughApi(
  stack: E2eStack,
  { userType, name, district, bio = '' }: { userType: ApiUserType; name: string; district: string; bio?: string },
): Promise<ApiUser> {
  const baseUrl = `http://127.0.0.1:${stack.ports.api}/api`;
  const phone = randomPhone();
  const username = `${userType.slice(0, 3)}${Date.now().toString(36)}${(serial += 1)}`;
  const password = 'e2e-pass-1234';
  const phoneNumber = `+82${phone.slice(1)}`;
  const sentAfter = Date.now() - 1000;
  await callApi(baseUrl, 'POST', '/auth', { phoneNumber });
  const code = await readSmsCode(stack.dataDir, phone, { sentAfter });
  // Not a browser: the verification token comes back in the body instead of the cookie.
  const { verificationToken } = await callApi<{ verificationToken: string }>(
    baseUrl,
    'GET',
    `/auth?phoneNumber=${encodeURIComponent(phoneNumber)}&verificationCode=${code}`,
    undefined,
  );
  await callApi(baseUrl, 'POST', '/user', {
    phoneVerificationToken: verificationToken,
    username,
    password,
    name,
    age: { elderly: 80, guardian: 50, volunteer: 30 }[userType],
    gender: 'female',
    phone,
    address: { district, detail: '1번지' },
    phoneCode: '',
    userType,
    bio: userType === 'volunteer' ? bio : '',
  });
  const login = await callApi<{ accessToken: string }>(baseUrl, 'POST', '/login', { username, password, userType });
  return {
    username,
    password,
    userType,
    name,
    phone,
    token: login.accessToken,
    call: (method, path, body) => callApi(baseUrl, method, path, body, login.accessToken),
  };
}

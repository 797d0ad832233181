/**
 * @jest-environment node
 */
import { useSessionStore } from '@ieum/platform';
import { startLocalApi, type Answer } from '@ieum/app-kit/src/testing/local-api';
import { EARLY_PROFILE_FRESH_MS, loadUserProfile, requestUserProfileEarly } from '../early-user-profile';

let answer: Answer = { status: 200 };
const api = startLocalApi(() => answer);
const profileCalls = () => api.received.filter((call) => call.url.startsWith('/api/user')).length;

beforeEach(async () => {
  useSessionStore.setState({ accessToken: 'token-1', refreshToken: 'refresh-1', userType: 'volunteer' });
  answer = { status: 200, body: { name: '박봉사' } };
  // Nothing early left over from another test.
  await loadUserProfile('volunteer').catch(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Checks `done` on each turn of the event loop (the local API's I/O runs in between). */
async function waitUntil(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

test('the page takes the answer asked for while its code downloaded: one request, with the token', async () => {
  const before = profileCalls();
  // The shell may load the route twice (its early start, then the page itself).
  requestUserProfileEarly();
  requestUserProfileEarly();
  await expect(loadUserProfile('volunteer')).resolves.toMatchObject({ name: '박봉사' });
  expect(profileCalls() - before).toBe(1);
  expect(api.received.at(-1)).toMatchObject({ url: '/api/user?userType=volunteer', authorization: 'Bearer token-1' });
});

test('the early answer is used once: retrying asks the API again', async () => {
  requestUserProfileEarly();
  await loadUserProfile('volunteer');
  const before = profileCalls();
  answer = { status: 200, body: { name: '바뀐 이름' } };
  await expect(loadUserProfile('volunteer')).resolves.toMatchObject({ name: '바뀐 이름' });
  expect(profileCalls() - before).toBe(1);
});

test('an early failure reaches the page, which shows it', async () => {
  answer = { status: 503 };
  requestUserProfileEarly();
  await expect(loadUserProfile('volunteer')).rejects.toMatchObject({ status: 503, message: '유저 정보를 불러오는 데 실패했습니다.' });
});

test('signed out, nothing is asked early', async () => {
  useSessionStore.setState({ accessToken: null, userType: null });
  const before = profileCalls();
  requestUserProfileEarly();
  // Signed in afterwards, the page asks for itself: that one request is all the API gets.
  useSessionStore.setState({ accessToken: 'token-1', userType: 'volunteer' });
  await loadUserProfile('volunteer');
  expect(profileCalls() - before).toBe(1);
  expect(api.received.at(-1)).toMatchObject({ authorization: 'Bearer token-1' });
});

test('an answer for another session or an old one is not used', async () => {
  requestUserProfileEarly();
  useSessionStore.setState({ accessToken: 'token-2', userType: 'volunteer' });
  answer = { status: 200, body: { name: '다른 사람' } };
  await expect(loadUserProfile('volunteer')).resolves.toMatchObject({ name: '다른 사람' });
  expect(api.received.at(-1)).toMatchObject({ authorization: 'Bearer token-2' });

  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
  answer = { status: 200, body: { name: '예전 이름' } };
  const asked = profileCalls();
  requestUserProfileEarly();
  // The early request must meet the old answer before the API's answer changes.
  await waitUntil(() => profileCalls() > asked);
  clock.mockReturnValue(now + EARLY_PROFILE_FRESH_MS + 1);
  answer = { status: 200, body: { name: '지금 이름' } };
  await expect(loadUserProfile('volunteer')).resolves.toMatchObject({ name: '지금 이름' });
});

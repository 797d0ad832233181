import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The HTTP client is not part of a signed-out first screen: axios loads on the first call, the
// first touch of the page or as soon as there is a session, never when the contract itself loads.
const axiosLoaded = jest.fn();
jest.mock('axios', () => {
  axiosLoaded();
  return jest.requireActual('axios');
});

const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ path: req.url }));
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  jest.resetModules();
  axiosLoaded.mockClear();
  localStorage.clear();
});

function loadContract(): typeof import('../api-client') {
  return jest.requireActual('../api-client');
}

test('loading the contract does not load axios; the first call does, and the call is answered', async () => {
  const { apiRequest, configureApiBaseUrl, apiBaseUrl } = loadContract();
  configureApiBaseUrl(base);
  expect(apiBaseUrl()).toBe(base);
  expect(axiosLoaded).not.toHaveBeenCalled();
  await expect(apiRequest({ url: '/ping' }, '실패', { authenticated: false })).resolves.toEqual({ path: '/api/ping' });
  expect(axiosLoaded).toHaveBeenCalledTimes(1);
});

test('the first touch or key on the page starts loading it, before anything is sent', async () => {
  loadContract();
  expect(axiosLoaded).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointerdown'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(axiosLoaded).toHaveBeenCalledTimes(1);
});

test('a base URL set after axios loaded still moves every call', async () => {
  const { apiRequest, configureApiBaseUrl, preloadApiClient } = loadContract();
  configureApiBaseUrl('http://127.0.0.1:9/api');
  preloadApiClient();
  await new Promise((resolve) => setTimeout(resolve, 0));
  configureApiBaseUrl(base);
  await expect(apiRequest({ url: '/moved' }, '실패', { authenticated: false })).resolves.toEqual({ path: '/api/moved' });
});

test('a page moving focus to its title does not load it; the person entering a field does', async () => {
  loadContract();
  const title = document.createElement('h1');
  title.tabIndex = -1;
  const field = document.createElement('input');
  document.body.append(title, field);
  title.focus();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(axiosLoaded).not.toHaveBeenCalled();
  field.focus();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(axiosLoaded).toHaveBeenCalledTimes(1);
  title.remove();
  field.remove();
});

test('with a session in storage it starts loading at once: a signed-in page calls the API as it opens', async () => {
  localStorage.setItem('accessToken', 'stored-token');
  loadContract();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(axiosLoaded).toHaveBeenCalledTimes(1);
});

test('signed out it waits; signing in starts loading it', async () => {
  loadContract();
  const { useSessionStore } = jest.requireActual('../../session/session-store') as typeof import('../../session/session-store');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(axiosLoaded).not.toHaveBeenCalled();
  useSessionStore.getState().signIn({ accessToken: 'new-token', userType: 'volunteer' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(axiosLoaded).toHaveBeenCalledTimes(1);
});

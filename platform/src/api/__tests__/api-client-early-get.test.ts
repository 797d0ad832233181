/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequest, configureApiBaseUrl, EARLY_GET_FRESH_MS } from '../api-client';
import { useSessionStore } from '../../session/session-store';
import { EARLY_GETS_GLOBAL } from '../early-gets.mjs';

// The GETs the shell's page starts before the scripts arrive (tools/serve/prerendered-pages.mjs).
type Early = Record<string, { token: string; at: number; answer: Promise<{ status: number; body: unknown }> } | undefined>;
const early = () => (((globalThis as Record<string, unknown>)[EARLY_GETS_GLOBAL] as Early | undefined) ??= {});

const requests: string[] = [];
const server = http.createServer((req, res) => {
  requests.push(req.url!);
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ from: 'api' }));
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  configureApiBaseUrl(base);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  delete (globalThis as Record<string, unknown>)[EARLY_GETS_GLOBAL];
  useSessionStore.setState({ accessToken: 'token-1', refreshToken: null, userType: 'volunteer' });
});

const home = () => apiRequest({ method: 'GET', url: '/volunteer', params: { userType: 'volunteer' } }, '실패');
const answered = (status: number, body: unknown) => Promise.resolve({ status, body });

describe('a GET the page started before its scripts arrived', () => {
  it('answers the same call with the same token once, without asking the API; the next call asks', async () => {
    early()[`${base}/volunteer?userType=volunteer`] = { token: 'token-1', at: Date.now(), answer: answered(200, { from: 'early' }) };
    await expect(home()).resolves.toEqual({ from: 'early' });
    expect(requests).toEqual([]);
    await expect(home()).resolves.toEqual({ from: 'api' });
    expect(requests).toEqual(['/api/volunteer?userType=volunteer']);
  });

  it('is not used for another session, when old, when it failed, or for another query', async () => {
    const key = `${base}/volunteer?userType=volunteer`;
    for (const [entry, call] of [
      [{ token: 'someone-else', at: Date.now(), answer: answered(200, { from: 'early' }) }, home],
      [{ token: 'token-1', at: Date.now() - EARLY_GET_FRESH_MS - 1, answer: answered(200, { from: 'early' }) }, home],
      [{ token: 'token-1', at: Date.now(), answer: answered(401, { code: 'TOKEN_EXPIRED' }) }, home],
      [{ token: 'token-1', at: Date.now(), answer: answered(200, { from: 'early' }) }, () => apiRequest({ url: '/volunteer', params: { userType: 'elderly' } }, '실패')],
    ] as const) {
      early()[key] = entry;
      await expect(call()).resolves.toEqual({ from: 'api' });
    }
    expect(requests).toHaveLength(4);
  });

  it('answers a call that passes an empty set of headers (the chat pages\' calls), not one with its own token', async () => {
    const key = `${base}/volunteer?userType=volunteer`;
    const withHeaders = (headers: Record<string, string>) => apiRequest({ method: 'GET', url: '/volunteer', params: { userType: 'volunteer' }, headers }, '실패');
    early()[key] = { token: 'token-1', at: Date.now(), answer: answered(200, { from: 'early' }) };
    await expect(withHeaders({})).resolves.toEqual({ from: 'early' });
    expect(requests).toEqual([]);
    early()[key] = { token: 'token-1', at: Date.now(), answer: answered(200, { from: 'early' }) };
    await expect(withHeaders({ Authorization: 'Bearer integrator-token' })).resolves.toEqual({ from: 'api' });
    expect(requests).toEqual(['/api/volunteer?userType=volunteer']);
  });

  it('never answers a write', async () => {
    early()[`${base}/volunteer`] = { token: 'token-1', at: Date.now(), answer: answered(200, { from: 'early' }) };
    await expect(apiRequest({ method: 'POST', url: '/volunteer', data: {} }, '실패')).resolves.toEqual({ from: 'api' });
  });
});

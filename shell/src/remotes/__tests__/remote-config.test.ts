import { loadRemoteDefinitions } from '../remote-config';
import { requestRemoteMapEarly } from '../remote-map-request';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

// jsdom has no fetch: a stand-in answering like a Response.
const remoteMap = (entry: string) =>
  ({ ok: true, status: 200, json: async () => ({ remotes: [{ name: 'auth', entry, routes: ['/login'] }] }) }) as Response;

describe('the remote map', () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('uses the request the entry started early once, and asks again (uncached) on a retry', async () => {
    fetchMock
      .mockResolvedValueOnce(remoteMap('http://localhost:3001/mf-manifest.json'))
      .mockResolvedValueOnce(remoteMap('http://localhost:4001/mf-manifest.json'));
    requestRemoteMapEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });

    expect((await loadRemoteDefinitions())[0].entry).toBe('http://localhost:3001/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await loadRemoteDefinitions())[0].entry).toBe('http://localhost:4001/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a failed early request as the start error SHELL-001', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    requestRemoteMapEarly();
    await expect(loadRemoteDefinitions()).rejects.toMatchObject({ code: 'SHELL-001' });
  });
});

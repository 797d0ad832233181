import { registerRemotes } from '@module-federation/enhanced/runtime';
import { INLINE_REMOTE_MAP_ID, loadRemoteDefinitions, remoteOwning, requestRemoteDefinitionsEarly } from '../remote-config';
import { homeOf, rememberRoleHomes, useRoleHomes } from '../role-homes';

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

  it('starts from the map the server wrote into the page, without a request, and fetches it on a retry', async () => {
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = INLINE_REMOTE_MAP_ID;
    inline.textContent = JSON.stringify({ remotes: [{ name: 'auth', entry: 'http://localhost:3101/mf-manifest.json', routes: ['/login'] }] });
    document.body.appendChild(inline);
    fetchMock.mockResolvedValueOnce(remoteMap('http://localhost:3102/mf-manifest.json'));

    expect((await loadRemoteDefinitions())[0].entry).toBe('http://localhost:3101/mf-manifest.json');
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await loadRemoteDefinitions())[0].entry).toBe('http://localhost:3102/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    // Only a remote that moved makes the runtime forget what it had loaded of it.
    expect(jest.mocked(registerRemotes).mock.calls.map(([, options]) => options)).toEqual([{ force: false }, { force: true }]);
  });

  it('uses the request the entry started early once, and asks again (uncached) on a retry', async () => {
    fetchMock
      .mockResolvedValueOnce(remoteMap('http://localhost:3001/mf-manifest.json'))
      .mockResolvedValueOnce(remoteMap('http://localhost:4001/mf-manifest.json'));
    requestRemoteDefinitionsEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });

    expect((await loadRemoteDefinitions())[0].entry).toBe('http://localhost:3001/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await loadRemoteDefinitions())[0].entry).toBe('http://localhost:4001/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('registers a remote with the federation runtime only when it is new or has moved', async () => {
    const register = jest.mocked(registerRemotes);
    register.mockClear();
    fetchMock
      .mockResolvedValueOnce(remoteMap('http://localhost:5001/mf-manifest.json'))
      .mockResolvedValueOnce(remoteMap('http://localhost:5001/mf-manifest.json'))
      .mockResolvedValueOnce(remoteMap('http://localhost:5002/mf-manifest.json'));
    await loadRemoteDefinitions();
    await loadRemoteDefinitions();
    await loadRemoteDefinitions();
    expect(register.mock.calls.map(([remotes]) => remotes)).toEqual([
      [{ name: 'auth', entry: 'http://localhost:5001/mf-manifest.json' }],
      [{ name: 'auth', entry: 'http://localhost:5002/mf-manifest.json' }],
    ]);
  });

  it('finds the remote that owns a path whatever its letter case', () => {
    const definitions = [
      { name: 'auth', entry: 'a', routes: ['/login', '/roleselect'] },
      { name: 'elderly', entry: 'b', routes: ['/usermain'] },
    ];
    expect(remoteOwning(definitions, '/RoleSelect')).toEqual({ remote: 'auth', path: '/roleselect' });
    expect(remoteOwning(definitions, '/usermain')).toEqual({ remote: 'elderly', path: '/usermain' });
    expect(remoteOwning(definitions, '/')).toBeUndefined();
  });

  it("learns each role's home from the map, drops a home that is no path and keeps the remote", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({
        remotes: [
          { name: 'elderly', entry: 'e', routes: ['/usermain'], homes: { elderly: '/usermain' } },
          { name: 'care', entry: 'c', routes: ['/care', '/family'], homes: { staff: '/care', guardian: '/family', auditor: 'care' } },
        ],
      }),
    } as Response);
    const definitions = await loadRemoteDefinitions();
    expect(definitions.map((definition) => definition.name)).toEqual(['elderly', 'care']);
    rememberRoleHomes(definitions);
    const { homes } = useRoleHomes.getState();
    expect(homes).toEqual({ elderly: '/usermain', staff: '/care', guardian: '/family' });
    expect(homeOf(homes, 'staff')).toBe('/care');
    // Not in the map (yet): the domain's rule.
    expect(homeOf({}, 'elderly')).toBe('/usermain');
    expect(homeOf({}, 'volunteer')).toBe('/volunteermain');
  });

  it('reports a failed early request as the start error SHELL-001', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    requestRemoteDefinitionsEarly();
    await expect(loadRemoteDefinitions()).rejects.toMatchObject({ code: 'SHELL-001' });
  });
});

import { createProfileCache, PROFILE_CACHE_MS } from '../../../src/plugins/app/profile-cache';
import type { SignedInUser, TestApp } from '../../helper';
import { readUntil, twoApiProcesses } from '../../two-processes';

// GET /api/user is answered from a per-process cache of the user's row (issue 23's throughput):
// a change made through any API process on the database must show on the next read everywhere.
describe('the profile cache behind GET /api/user', () => {
  const processes = twoApiProcesses();

  const profileOn = async (app: TestApp, user: SignedInUser) =>
    (await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${user.accessToken}` } })).json() as {
      name: string;
      address: { district: string; detail: string };
    };

  const nameOnOther = async (user: SignedInUser, expected: string) =>
    (await readUntil(() => profileOn(processes.other, user), (profile) => profile.name === expected)).name;

  it('shows a profile change at once in the process that made it, and in the other one as soon as it hears', async () => {
    const user = await processes.here.signIn('volunteer', { name: '처음이름' });
    // Both processes have read (and kept) the row.
    expect((await profileOn(processes.here, user)).name).toBe('처음이름');
    expect((await profileOn(processes.other, user)).name).toBe('처음이름');

    const saved = await user.inject({ method: 'PUT', url: '/api/user', payload: { name: '바뀐이름', address: { district: 'MAPO', detail: '새 주소' } } });
    expect(saved.statusCode).toBe(200);
    expect(await profileOn(processes.here, user)).toMatchObject({ name: '바뀐이름', address: { district: 'MAPO', detail: '새 주소' } });
    expect(await nameOnOther(user, '바뀐이름')).toBe('바뀐이름');
    expect((await profileOn(processes.other, user)).address).toEqual({ district: 'MAPO', detail: '새 주소' });

    // And back, changed through the other process this time.
    expect((await processes.other.inject({ method: 'PUT', url: '/api/user', headers: { authorization: `Bearer ${user.accessToken}` }, payload: { name: '다시이름' } })).statusCode).toBe(200);
    expect((await profileOn(processes.other, user)).name).toBe('다시이름');
    expect((await readUntil(() => profileOn(processes.here, user), (profile) => profile.name === '다시이름')).name).toBe('다시이름');
  });

  it('shows a welfare worker’s new district (changed by the operator) at once', async () => {
    const created = await processes.here.app.staffAccounts.add({ username: 'cache.sw', name: '캐시복지', phone: '01055556666', districts: ['SEOCHO'] });
    const login = await processes.here.inject({ method: 'POST', url: '/api/login', payload: { username: 'cache.sw', password: created.password, userType: 'staff' } });
    const staff = { accessToken: login.json().accessToken } as SignedInUser;
    expect((await profileOn(processes.here, staff)).address.district).toBe('SEOCHO');
    expect((await profileOn(processes.other, staff)).address.district).toBe('SEOCHO');
    await processes.here.app.staffAccounts.changeDistricts('cache.sw', ['MAPO']);
    expect((await profileOn(processes.here, staff)).address.district).toBe('MAPO');
    const deadline = Date.now() + 5_000;
    while ((await profileOn(processes.other, staff)).address.district !== 'MAPO' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await profileOn(processes.other, staff)).address.district).toBe('MAPO');
  });

});

describe('createProfileCache', () => {
  function counted() {
    let version = 1;
    let reads = 0;
    let hold = false;
    let release: (() => void) | undefined;
    const load = async (id: number) => {
      reads += 1;
      const seen = version;
      if (hold) {
        hold = false;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return { id, version: seen };
    };
    return {
      load,
      reads: () => reads,
      bump: () => (version += 1),
      holdNextRead: () => {
        hold = true;
      },
      release: () => release?.(),
    };
  }

  it('answers from memory until a change, the expiry, or a gap in the announcements', async () => {
    let clock = 0;
    const source = counted();
    const cache = createProfileCache({ load: source.load, now: () => clock });
    expect(await cache.find(1)).toEqual({ id: 1, version: 1 });
    expect(await cache.find(1)).toEqual({ id: 1, version: 1 });
    expect(source.reads()).toBe(1);
    source.bump();
    cache.applyAnnouncement('1');
    expect(await cache.find(1)).toEqual({ id: 1, version: 2 });
    clock += PROFILE_CACHE_MS;
    expect(await cache.find(1)).toEqual({ id: 1, version: 2 });
    expect(source.reads()).toBe(3);
    cache.setHearing(false);
    await cache.find(1);
    await cache.find(1);
    expect(source.reads()).toBe(5);
  });

  it('does not keep a read that was under way when a change landed', async () => {
    const source = counted();
    const cache = createProfileCache({ load: source.load, now: () => 0 });
    source.holdNextRead();
    const raced = cache.find(7);
    await new Promise((resolve) => setImmediate(resolve));
    source.bump();
    cache.changed([7]);
    source.release();
    expect(await raced).toEqual({ id: 7, version: 1 });
    expect(await cache.find(7)).toEqual({ id: 7, version: 2 });
  });
});

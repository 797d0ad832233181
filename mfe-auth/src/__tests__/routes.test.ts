import { useSessionStore } from '@ieum/platform';
import { answerDialog, where } from '@ieum/app-kit/src/testing/page-testing';
import { accessByPath, renderRoute } from '@ieum/app-kit/src/testing/routes-testing';
import remotes from '../../../remotes.json';
import { routes } from '../routes';

const load = (path: string) => routes.find((route) => route.path === path)!.load();

describe("the remote's routes module", () => {
  it('owns exactly the paths remotes.json gives it; only the profile edit needs a session', () => {
    expect(routes.map((route) => route.path)).toEqual(remotes.auth.routes);
    expect(Object.entries(accessByPath(routes)).filter(([, access]) => access !== 'anyone')).toEqual([['/edit', 'signed-in']]);
  });

  it("adds no stylesheet by itself; the first page loaded brings this remote's, once for every page", async () => {
    expect(document.querySelectorAll('style#ieum-mfe-auth')).toHaveLength(0);
    const page = await load('/login');
    expect(typeof page.default).toBe('function');
    await load('/roleselect');
    const sheets = document.querySelectorAll('style#ieum-mfe-auth');
    expect(sheets).toHaveLength(1);
    expect(sheets[0].textContent).toContain('.auth-login');
  });

  it('sends a visitor without a session who opens /edit to /login, says why, and gives the login the way back', async () => {
    useSessionStore.getState().signOut();
    await renderRoute(routes, '/edit');
    expect(await answerDialog()).toBe('로그인이 필요한 화면입니다. 먼저 로그인해주세요.');
    expect(await where()).toBe('/login {"returnTo":"/edit"}');
  });
});

import { useSessionStore } from '@ieum/platform';
import { answerDialog, where } from '@ieum/app-kit/src/testing/page-testing';
import { accessByPath, renderRoute } from '@ieum/app-kit/src/testing/routes-testing';
import remotes from '../../../remotes.json';
import { routes } from '../routes';

describe("the remote's routes module", () => {
  it("injects this remote's stylesheet once and owns exactly the paths remotes.json gives it, all for elderly users", () => {
    expect(document.querySelectorAll('style#ieum-mfe-chat')).toHaveLength(1);
    expect(routes.map((route) => route.path)).toEqual(remotes.chat.routes);
    expect(accessByPath(routes)).toEqual({ '/SetName': 'elderly', '/ChatCenter': 'elderly', '/chatpage': 'elderly' });
  });

  it('loads every page lazily as a default-exported component', async () => {
    for (const route of routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it('sends a visitor without a session who opens the chat to /login, says why, and gives the login the way back', async () => {
    useSessionStore.getState().signOut();
    await renderRoute(routes, '/chatpage');
    expect(await answerDialog()).toBe('로그인이 필요한 화면입니다. 먼저 로그인해주세요.');
    expect(await where()).toBe('/login {"returnTo":"/chatpage"}');
  });
});

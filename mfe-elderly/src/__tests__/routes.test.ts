import { useSessionStore } from '@ieum/platform';
import { answerDialog, where } from '@ieum/app-kit/src/testing/page-testing';
import { accessByPath, renderRoute } from '@ieum/app-kit/src/testing/routes-testing';
import remotes from '../../../remotes.json';
import { routes } from '../routes';

describe("the remote's routes module", () => {
  it("injects this remote's stylesheet once and owns exactly the paths remotes.json gives it, all for elderly users", () => {
    expect(document.querySelectorAll('style#ieum-mfe-elderly')).toHaveLength(1);
    expect(routes.map((route) => route.path)).toEqual(remotes.elderly.routes);
    expect(new Set(Object.values(accessByPath(routes)))).toEqual(new Set(['elderly']));
    expect(remotes.elderly.homes).toEqual({ elderly: '/usermain' });
  });

  it('loads every page lazily as a default-exported component', async () => {
    for (const route of routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it('sends a volunteer who opens the help centre to their own home and says why', async () => {
    useSessionStore.getState().signIn({ accessToken: 'a', userType: 'volunteer', name: '박봉사' });
    await renderRoute(routes, '/HelpCenter');
    expect(await answerDialog()).toBe('이용자 전용 화면입니다. 내 홈 화면으로 이동할게요.');
    expect(await where()).toBe('/volunteermain null');
  });
});

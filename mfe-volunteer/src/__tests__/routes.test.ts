import { useSessionStore } from '@ieum/platform';
import { answerDialog, where } from '@ieum/app-kit/src/testing/page-testing';
import { accessByPath, renderRoute } from '@ieum/app-kit/src/testing/routes-testing';
import remotes from '../../../remotes.json';
import { routes } from '../routes';

describe("the remote's routes module", () => {
  it("injects this remote's stylesheet once and owns exactly the paths remotes.json gives it", () => {
    const sheets = document.querySelectorAll('style#ieum-mfe-volunteer');
    expect(sheets).toHaveLength(1);
    expect(sheets[0].textContent).toContain('.vol-week');
    expect(routes.map((route) => route.path)).toEqual(remotes.volunteer.routes);
  });

  it("is for volunteers, except the certificate check anyone may open", () => {
    expect(Object.entries(accessByPath(routes)).filter(([, access]) => access !== 'volunteer')).toEqual([['/verify', 'anyone']]);
  });

  it('loads every page lazily as a default-exported component', async () => {
    for (const route of routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it('sends an elderly user who opens the matching list to their own home and says why', async () => {
    useSessionStore.getState().signIn({ accessToken: 'a', userType: 'elderly', name: '김이용' });
    await renderRoute(routes, '/matchinglist');
    expect(await answerDialog()).toBe('봉사자 전용 화면입니다. 내 홈 화면으로 이동할게요.');
    expect(await where()).toBe('/usermain null');
  });
});

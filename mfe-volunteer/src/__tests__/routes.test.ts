import remotes from '../../../remotes.json';
import { routes } from '../routes';

describe("the remote's routes module", () => {
  it("injects this remote's stylesheet once and owns exactly the paths remotes.json gives it", () => {
    const sheets = document.querySelectorAll('style#ieum-mfe-volunteer');
    expect(sheets).toHaveLength(1);
    expect(sheets[0].textContent).toContain('.vol-week');
    expect(routes.map((route) => route.path)).toEqual(remotes.volunteer.routes);
  });

  it('loads every page lazily as a default-exported component', async () => {
    for (const route of routes) expect(typeof (await route.load()).default).toBe('function');
  });
});

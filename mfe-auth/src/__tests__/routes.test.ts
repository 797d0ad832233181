import { routes } from '../routes';

const load = (path: string) => routes.find((route) => route.path === path)!.load();

describe("the remote's routes module", () => {
  it('names every page of this remote', () => {
    expect(routes.map((route) => route.path)).toEqual(['/login', '/stafflogin', '/roleselect', '/signup', '/redirect', '/edit', '/findid', '/resetpassword']);
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
});

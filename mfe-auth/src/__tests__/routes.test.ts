import { routes } from '../routes';

describe("the remote's routes module", () => {
  it("injects this remote's stylesheet once, for every page", () => {
    const sheets = document.querySelectorAll('style#ieum-mfe-auth');
    expect(sheets).toHaveLength(1);
    expect(sheets[0].textContent).toContain('.auth-login');
    expect(routes.map((route) => route.path)).toEqual(['/login', '/roleselect', '/signup', '/redirect', '/edit', '/findid', '/resetpassword']);
  });
});

import { compareVersions, injectDesignSystemStyles, injectStyles } from '../inject-styles';

const sheets = () =>
  [...document.head.querySelectorAll('style')].map((sheet) => sheet.getAttribute('data-ieum-design-system') ?? `app:${sheet.id}`);

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('stylesheets of several design-system versions on one page', () => {
  it('orders versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
  });

  it("adds each version's stylesheet once, under its own id", () => {
    injectDesignSystemStyles('1.0.0', '.ui-button{}');
    injectDesignSystemStyles('1.1.0', '.ui-button{} .ui-notice{}');
    injectDesignSystemStyles('1.0.0', '.ui-button{}');
    expect(sheets()).toEqual(['1.0.0', '1.1.0']);
    expect(document.getElementById('ieum-design-system-1.1.0')?.textContent).toContain('.ui-notice');
  });

  it('keeps them oldest first and before the apps\' stylesheets, whatever order they arrive in', () => {
    // A remote with a newer copy can start before the shell's own copy runs (the shell starts a
    // remote page early), and the apps' stylesheets arrive in between.
    injectStyles('ieum-mfe-auth', '.auth-x{}');
    injectDesignSystemStyles('1.2.0', '');
    injectStyles('ieum-shell', '.shell-x{}');
    injectDesignSystemStyles('1.0.0', '');
    injectDesignSystemStyles('1.10.0', '');
    injectDesignSystemStyles('1.1.0', '');
    expect(sheets()).toEqual(['1.0.0', '1.1.0', '1.2.0', '1.10.0', 'app:ieum-mfe-auth', 'app:ieum-shell']);
  });

  it("adds an app's stylesheet once per id, after the design system's", () => {
    injectStyles('ieum-shell', '.a{}');
    injectStyles('ieum-shell', '.b{}');
    injectDesignSystemStyles('1.0.0', '');
    expect(sheets()).toEqual(['1.0.0', 'app:ieum-shell']);
    expect(document.getElementById('ieum-shell')?.textContent).toBe('.a{}');
  });
});

import type { Page } from 'playwright-core';

/**
 * The copies of each shared module that are loaded on the page, as `<app>@<version>` (the app
 * whose build provided the copy), read from the federation runtime's share scopes.
 */
export function loadedSharedCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; treeShaking?: { loaded?: boolean } }>>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    // Every federation instance lists the shared modules it sees; count each loaded copy once.
    const loaded: Record<string, Set<string>> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, shared] of Object.entries(versions)) {
          // A copy trimmed to the used exports (react-router-dom) records its loading on its own.
          if (shared.loaded || shared.treeShaking?.loaded) (loaded[pkg] ??= new Set()).add(`${shared.from}@${version}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([pkg, copies]) => [pkg, [...copies].sort()]));
  });
}

/** The design system stylesheets on the page, in document order, and whether each comes before every app stylesheet. */
export function designSystemStylesheets(page: Page): Promise<{ versions: string[]; allBeforeAppStyles: boolean }> {
  return page.evaluate(() => {
    const sheets = [...document.querySelectorAll('style')];
    const designSystem = sheets.filter((sheet) => sheet.hasAttribute('data-ieum-design-system'));
    const firstApp = sheets.findIndex((sheet) => sheet.hasAttribute('data-ieum-app-styles'));
    return {
      versions: designSystem.map((sheet) => sheet.getAttribute('data-ieum-design-system')!),
      allBeforeAppStyles: firstApp === -1 || designSystem.every((sheet) => sheets.indexOf(sheet) < firstApp),
    };
  });
}

// For the routes test of every remote: a page loaded as the shell loads it (through the guard
// definePages gives it), at its path with the dialogs. Not shipped.
import type { DeclaredPage } from '../routes/define-pages';
import { renderPage } from './page-testing';

/** Loads the page at `path` as the shell does and renders it there (other paths show `where`). */
export async function renderRoute(routes: readonly DeclaredPage[], path: string, state?: unknown) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const { default: Page } = await route.load();
  return renderPage(path, <Page />, state);
}

/** path -> access, for one readable expectation per remote. */
export function accessByPath(routes: readonly DeclaredPage[]): Record<string, string> {
  return Object.fromEntries(routes.map((route) => [route.path, route.access]));
}

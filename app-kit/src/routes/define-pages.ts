// The one way a remote declares its pages: each path with who may open it. Imported by each
// remote's routes.ts by its path ('@ieum/app-kit/src/routes/define-pages'), not from the index: it is
// bundled into the remote with no import a page load would wait for (not the shared packages, not
// even React), so a routes module starts at once; the guard (./guarded-page) comes beside the page's own code.
import type { UserType } from '@ieum/domain';
import type { RemoteRoute } from '@ieum/platform';

/** Who may open a page: anyone, any signed-in user, or one role (others are sent to their home). */
export type PageAccess = 'anyone' | 'signed-in' | UserType;

export type PageLoad = RemoteRoute['load'];

export interface PageDeclaration {
  path: string;
  access: PageAccess;
  load: PageLoad;
}

export interface DeclaredPage extends RemoteRoute {
  access: PageAccess;
}

function guarded(access: Exclude<PageAccess, 'anyone'>, load: PageLoad): PageLoad {
  return async () => {
    const [{ guardedPage }, { default: Page }] = await Promise.all([import('./guarded-page'), load()]);
    return { default: guardedPage(access, Page) };
  };
}

/**
 * A remote's pages for the shell (and its standalone page). A page for one role or for signed-in
 * users gets the shared guard here, so no page writes its own.
 */
export function definePages(pages: readonly PageDeclaration[]): DeclaredPage[] {
  return pages.map(({ path, access, load }) => ({ path, access, load: access === 'anyone' ? load : guarded(access, load) }));
}

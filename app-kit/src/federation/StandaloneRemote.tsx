// A remote's own dev page. Imported by path ('@ieum/app-kit/src/federation/StandaloneRemote'), not
// from the index: only that page uses it, so the shared copy every page of the app loads stays without it.
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { onSessionExpired, type RemoteRoute } from '@ieum/platform';
import { LoadingModal, DialogHost } from '@ieum/shared-ui';

interface StandalonePage {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** A remote on its own, for its team: a list of its pages, and every page at its path, without the shell. */
function StandaloneRemote({ title, pages }: { title: string; pages: StandalonePage[] }) {
  return (
    <BrowserRouter>
      <Suspense fallback={<LoadingModal open />}>
        <Routes>
          <Route
            path="/"
            element={
              <main className="ui-page">
                <div className="ui-page__body">
                  <h1 className="ui-heading">{title}</h1>
                  {pages.map(({ path }) => (
                    <Link key={path} to={path} className="ui-button ui-button--secondary">
                      {path}
                    </Link>
                  ))}
                </div>
              </main>
            }
          />
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<p>not found</p>} />
        </Routes>
      </Suspense>
      <DialogHost />
    </BrowserRouter>
  );
}

/** What a remote's standalone entry renders into #root. */
export function renderStandaloneRemote(title: string, routes: RemoteRoute[]) {
  // No shell to move through its router: the standalone page reloads at /login.
  onSessionExpired(() => window.location.assign('/login'));
  const pages = routes.map((route) => ({ path: route.path, Page: lazy(route.load) }));
  createRoot(document.getElementById('root')!).render(<StandaloneRemote title={title} pages={pages} />);
}

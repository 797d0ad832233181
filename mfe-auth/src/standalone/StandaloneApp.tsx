import { lazy, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { DialogHost, LoadingModal } from '@ieum/shared-ui';
import { routes } from '../routes';

const pages = routes.map((route) => ({ path: route.path, Page: lazy(route.load) }));

/** This remote on its own, for its team: every page at its path, without the shell. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <Suspense fallback={<LoadingModal open />}>
        <Routes>
          <Route
            path="/"
            element={
              <main className="ui-page">
                <div className="ui-page__body">
                  <h1 className="ui-heading">mfe-auth 단독 실행</h1>
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

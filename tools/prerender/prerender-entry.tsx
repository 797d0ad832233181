// Bundled once per remote (tools/rspack/create-app-config.cjs, for the routes its package.json lists
// under remote.prerender) and run by render-pages.cjs in a simulated browser at build time: the
// HTML a page shows before anything has been typed or loaded, so the shell's server can send it
// inside the page and a slow phone paints the real screen before the scripts arrive.
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { routes } from 'ieum-prerender-routes';

export interface PrerenderedPage {
  /** The page's markup. */
  html: string;
  /** Where the page's own redirects ended (a page may send a visitor elsewhere on its first render). */
  finalPath: string;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function LocationProbe({ onPath }: { onPath(path: string): void }) {
  onPath(useLocation().pathname);
  return null;
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const pages: { path: string; Page: ComponentType }[] = await Promise.all(
    routes.map(async (route) => ({ path: route.path, Page: (await route.load()).default })),
  );
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  let finalPath = path;
  flushSync(() =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe onPath={(current) => (finalPath = current)} />
        <Routes>
          {pages.map(({ path: routePath, Page }) => (
            <Route key={routePath} path={routePath} element={<Page />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  // Effects run (a redirect, a focus); nothing a page waits on from the network arrives here.
  for (let round = 0; round < 5; round += 1) await settle();
  const html = container.innerHTML;
  root.unmount();
  container.remove();
  return { html, finalPath };
}

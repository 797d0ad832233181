// Bundled once per remote (tools/rspack/create-app-config.cjs, for the routes its package.json lists
// under remote.prerender) and run by render-pages.cjs in a simulated browser at build time: the
// HTML a page shows before anything has been typed or loaded, so the shell's server can send it
// inside the page and a slow phone paints the real screen before the scripts arrive.
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@ieum/platform';
import { routes } from 'ieum-prerender-routes';

/** Who may see a page (app-kit's definePages); pages declared without it are for anyone. */
export type PrerenderedAccess = 'anyone' | 'signed-in' | string;

export interface PrerenderedPage {
  /** The page's markup. */
  html: string;
  /** Where the page's own redirects ended (a page may send a visitor elsewhere on its first render). */
  finalPath: string;
  access: PrerenderedAccess;
  /** What the app calls a signed-in user whose name it does not know: the frame shows it when the phone stored none. */
  defaultUserName: string;
  /** The role a page for every signed-in user was rendered as (its calls name it), else null. */
  renderedAsAnyRole: string | null;
}

/** Pages every signed-in user has are rendered as this role. */
const ANY_ROLE = 'volunteer';

/**
 * Stands for the signed-in user's name in a signed-in page's frame: the build does not know who
 * will open it, the page's inline script writes the name the phone stored at sign-in.
 */
export const USER_NAME_MARK = '\uE000userName\uE000';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function LocationProbe({ onPath }: { onPath(path: string): void }) {
  onPath(useLocation().pathname);
  return null;
}

/**
 * A signed-in page is rendered as its first frame: signed in as its role (any role for pages every
 * signed-in user has), every API call left unanswered (render-pages.cjs: the page's origin never
 * replies), so the page shows its static parts and its inline loading state.
 */
function signInAs(access: PrerenderedAccess) {
  useSessionStore.getState().signOut();
  if (access === 'anyone') return;
  useSessionStore.getState().signIn({ accessToken: 'prerender', userType: access === 'signed-in' ? ANY_ROLE : access, name: USER_NAME_MARK });
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const declared = routes as (typeof routes[number] & { access?: PrerenderedAccess })[];
  const access = declared.find((route) => route.path.toLowerCase() === path.toLowerCase())?.access ?? 'anyone';
  useSessionStore.getState().signOut();
  const defaultUserName = useSessionStore.getState().userName;
  signInAs(access);
  const pages: { path: string; Page: ComponentType }[] = await Promise.all(
    declared.map(async (route) => ({ path: route.path, Page: (await route.load()).default })),
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
  // Text the build's clock would get wrong for the visitor (a month, a date) is marked by the page
  // with data-frame-text="live": the frame keeps its line, empty (no datetime either), and the live page writes it.
  for (const element of container.querySelectorAll('[data-frame-text="live"]')) {
    element.textContent = '\u00A0';
    element.removeAttribute('datetime');
  }
  // What only the phone's browser can tell (can it listen?) is marked data-frame-omit: no frame guesses.
  for (const element of container.querySelectorAll('[data-frame-omit]')) element.remove();
  // Text the phone stored (data-frame-stored="<storage key>") is written by the frame's inline script
  // (tools/serve/prerendered-pages.mjs); what the build rendered there is the default without one.
  const html = container.innerHTML;
  root.unmount();
  container.remove();
  return { html, finalPath, access, defaultUserName, renderedAsAnyRole: access === 'signed-in' ? ANY_ROLE : null };
}

import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';
import { LoadingModal } from '@ieum/shared-ui';
import { RemoteErrorBoundary } from '../remotes/RemoteErrorBoundary';
import { RemoteLoadError } from '../remotes/remote-errors';

type PageModule = { default: ComponentType };

// Outside React for the reason given in RemotePage.tsx: a lazy() made during a render that
// suspends inside a transition would be made (and downloaded) again on every retry of it.
const pages = new Map<() => Promise<PageModule>, { Page: LazyExoticComponent<ComponentType> }>();

function pageOf(load: () => Promise<PageModule>): { Page: LazyExoticComponent<ComponentType> } {
  let cached = pages.get(load);
  if (!cached) {
    const Page = lazy(() =>
      load().catch((error: unknown) => {
        // React keeps a rejected lazy() forever: the next visit (or a retry) makes a new one.
        pages.delete(load);
        throw new RemoteLoadError('SHELL-005', 'a chunk of the shell', { cause: error });
      }),
    );
    cached = { Page };
    pages.set(load, cached);
  }
  return cached;
}

/**
 * One of the shell's own lazy pages (/notification), inside the boundary the remote pages have:
 * a crash shows 다시 시도 (which draws the page again), a chunk gone after a redeploy shows
 * SHELL-005 (whose 다시 시도 reloads the app), and the rest of the app keeps working.
 */
export function ShellOwnPage({ load }: { load: () => Promise<PageModule> }) {
  const [attempt, setAttempt] = useState(0);
  const { Page } = pageOf(load);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<LoadingModal open message="화면을 불러오는 중이에요..." />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

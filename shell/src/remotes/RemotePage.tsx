import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useEffect, useState } from 'react';
import { LoadingModal } from '@ieum/shared-ui';
import { loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RevealLivePage } from '../first-screen/prerendered-page';

interface Props {
  remote: string;
  path: string;
}

interface CachedPage {
  Page: LazyExoticComponent<ComponentType>;
  failed: boolean;
}

// Outside React on purpose: a navigation renders the new page inside a transition, and React
// throws away the hooks of a render that suspends there. A lazy() kept in useMemo would be created
// (and its download started) again on every retry of that render, without end while a remote is down.
const pages = new Map<string, CachedPage>();

function cachedPage(key: string, remote: string, path: string): CachedPage {
  let cached = pages.get(key);
  if (!cached) {
    const created: CachedPage = {
      failed: false,
      Page: lazy(() =>
        loadRemotePage(remote, path).catch((error: unknown) => {
          created.failed = true;
          throw error;
        }),
      ),
    };
    pages.set(key, created);
    cached = created;
  }
  return cached;
}

export function RemotePage({ remote, path }: Props) {
  const key = `${remote} ${path.toLowerCase()}`;
  const [attempt, setAttempt] = useState(0);
  const { Page } = cachedPage(key, remote, path);
  // React keeps a rejected lazy() forever: a failed page is forgotten when the user retries or
  // leaves it, so the next visit loads it again.
  useEffect(
    () => () => {
      if (pages.get(key)?.failed) pages.delete(key);
    },
    [key],
  );
  const retry = () => {
    pages.delete(key);
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} app={remote} onRetry={retry}>
      <Suspense fallback={<LoadingModal open message="화면을 불러오는 중이에요..." />}>
        <Page />
        <RevealLivePage />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

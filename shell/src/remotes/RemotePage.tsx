import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadingModal } from '@ieum/shared-ui';
import { loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface Props {
  remote: string;
  path: string;
}

export function RemotePage({ remote, path }: Props) {
  const [attempt, setAttempt] = useState(0);
  // React caches a rejected lazy() forever, so every retry needs a fresh one.
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, path)), [remote, path, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<LoadingModal open message="화면을 불러오는 중이에요..." />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import { useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { Button, DialogHost, injectStyles, onSessionExpired } from '@ieum/shared-ui';
import { loadRemoteDefinitions, type RemoteDefinition } from '../remotes/remote-config';
import { REMOTE_ERRORS } from '../remotes/remote-errors';
import { RemotePage } from '../remotes/RemotePage';
import { useEdgeSwipeBlock } from '../gestures/use-edge-swipe-block';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LoadingModalTestPage } from '../pages/LoadingModalTestPage';
import shellCss from './shell.css';

injectStyles('ieum-shell', shellCss);

type RemotesState = { status: 'loading' } | { status: 'ready'; remotes: RemoteDefinition[] } | { status: 'failed' };

function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => navigate('/login', { replace: true })), [navigate]);
  return null;
}

export function AppRoutes({ remotes }: { remotes: RemoteDefinition[] }) {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/loadingmodaltest" element={<LoadingModalTestPage />} />
      {remotes.flatMap((remote) =>
        remote.routes.map((path) => (
          <Route key={`${remote.name}${path}`} path={path} element={<RemotePage remote={remote.name} path={path} />} />
        )),
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function App() {
  const [remotes, setRemotes] = useState<RemotesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEdgeSwipeBlock();

  useEffect(() => {
    let cancelled = false;
    setRemotes({ status: 'loading' });
    loadRemoteDefinitions()
      .then((list) => !cancelled && setRemotes({ status: 'ready', remotes: list }))
      .catch((error) => {
        console.error('[shell]', error);
        if (!cancelled) setRemotes({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return (
    <BrowserRouter>
      <SessionExpiryRedirect />
      {remotes.status === 'ready' && <AppRoutes remotes={remotes.remotes} />}
      {remotes.status === 'failed' && (
        <main className="ui-page">
          <div className="ui-page__body" role="alert" data-error-code="SHELL-001">
            <p className="ui-heading">{REMOTE_ERRORS['SHELL-001'].message}</p>
            <Button block onClick={() => setAttempt((value) => value + 1)}>
              다시 시도
            </Button>
          </div>
        </main>
      )}
      <DialogHost />
    </BrowserRouter>
  );
}

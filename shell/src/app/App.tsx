import { Component, Suspense, lazy, startTransition, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { onSessionExpired, showAlert, useSessionStore } from '@ieum/platform';
import { Button, DialogHost, LoadingModal, injectStyles } from '@ieum/shared-ui';
import { RequireSignIn } from '@ieum/app-kit';
import { loadRemoteDefinitions, type RemoteDefinition } from '../remotes/remote-config';
import { REMOTE_ERRORS } from '../remotes/remote-errors';
import { RemotePage } from '../remotes/RemotePage';
import { rememberRoleHomes } from '../remotes/role-homes';
import { FailedPageTitle } from '../remotes/RemoteErrorBoundary';
import { RevealLivePage } from '../first-screen/prerendered-page';
import { useEdgeSwipeBlock } from '../gestures/use-edge-swipe-block';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LoadingModalTestPage } from '../pages/LoadingModalTestPage';
import { ShellOwnPage } from '../pages/ShellOwnPage';
import { FollowOpenedNotification } from '../notifications/push/FollowOpenedNotification';
import shellCss from './shell.css';

injectStyles('ieum-shell', shellCss);

type RemotesState = { status: 'loading' } | { status: 'ready'; remotes: RemoteDefinition[] } | { status: 'failed' };

// Neither is on the login screen's path: they load with the first signed-in page.
const loadNotificationPage = () => import('../pages/NotificationPage').then((module) => ({ default: module.NotificationPage }));
const SignedInServices = lazy(() => import('../notifications/SignedInServices'));

/** Background services (notification watcher, push): if their chunk fails, the page stays usable without them. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error('[shell] signed-in services failed', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function WhileSignedIn() {
  const signedIn = useSessionStore((state) => Boolean(state.accessToken));
  return signedIn ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SignedInServices />
      </Suspense>
    </QuietBoundary>
  ) : null;
}

export const SESSION_EXPIRED_MESSAGE = '인증이 만료되었습니다. 다시 로그인해주세요.';

function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        // The calls of one page fail together: move and tell the user once, not once per call.
        if (window.location.pathname.toLowerCase() === '/login') return;
        navigate('/login', { replace: true });
        void showAlert(SESSION_EXPIRED_MESSAGE);
      }),
    [navigate],
  );
  return null;
}

/**
 * The shell's own pages and every remote's. `fallback` is what a path nobody (yet) owns shows:
 * `not found` once the remote map is known, before that a loading modal or the start error.
 */
export function AppRoutes({ remotes, fallback = <NotFoundPage /> }: { remotes: RemoteDefinition[]; fallback?: ReactNode }) {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/loadingmodaltest" element={<LoadingModalTestPage />} />
      <Route
        path="/notification"
        element={
          <RequireSignIn>
            <ShellOwnPage load={loadNotificationPage} />
          </RequireSignIn>
        }
      />
      {remotes.flatMap((remote) =>
        remote.routes.map((path) => (
          <Route key={`${remote.name}${path}`} path={path} element={<RemotePage remote={remote.name} path={path} />} />
        )),
      )}
      <Route path="*" element={fallback} />
    </Routes>
  );
}

function StartError({ onRetry }: { onRetry(): void }) {
  return (
    <main className="ui-page">
      <FailedPageTitle />
      <RevealLivePage />
      <div className="ui-page__body" role="alert" data-error-code="SHELL-001">
        <p className="ui-heading">{REMOTE_ERRORS['SHELL-001'].message}</p>
        <Button block onClick={onRetry}>
          다시 시도
        </Button>
      </div>
    </main>
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
      .then((list) => {
        if (cancelled) return;
        rememberRoleHomes(list);
        // A transition: the routes and the current remote page render in slices, not in one long task.
        startTransition(() => setRemotes({ status: 'ready', remotes: list }));
      })
      .catch((error) => {
        console.error('[shell]', error);
        if (!cancelled) setRemotes({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  // The shell's own pages (the splash first of all) do not wait for the remote map.
  const fallback =
    remotes.status === 'loading' ? (
      <LoadingModal open message="화면을 불러오는 중이에요..." />
    ) : remotes.status === 'failed' ? (
      <StartError onRetry={() => setAttempt((value) => value + 1)} />
    ) : undefined;

  return (
    <BrowserRouter>
      <SessionExpiryRedirect />
      <FollowOpenedNotification />
      <WhileSignedIn />
      <AppRoutes remotes={remotes.status === 'ready' ? remotes.remotes : []} fallback={fallback} />
      <DialogHost />
    </BrowserRouter>
  );
}

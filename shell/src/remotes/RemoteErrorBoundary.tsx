import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, usePageTitle } from '@ieum/shared-ui';
import { REMOTE_ERRORS, RemoteLoadError } from './remote-errors';
import { reportClientError } from './report-client-error';
import { RevealLivePage } from '../first-screen/prerendered-page';

/** The tab of a page that could not be opened says so, instead of the previous page's name. */
export function FailedPageTitle() {
  usePageTitle('화면을 열 수 없음');
  return null;
}

interface Props {
  /** Whose page this is, for the error report: a remote's name, else the shell. */
  app?: string;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a broken or unreachable page (a remote's or the shell's own) inside itself: the rest of the app keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] remote page failed', error, info.componentStack);
    reportClientError(this.props.app ?? 'shell', error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const code = error instanceof RemoteLoadError ? error.code : 'SHELL-002';
    // The shell's own code is what is missing or stale: only a newer shell (a reload) can open this page.
    const retry = code === 'SHELL-004' || code === 'SHELL-005' ? () => window.location.reload() : this.props.onRetry;
    return (
      <main className="ui-page">
        <FailedPageTitle />
        <RevealLivePage />
        <div className="ui-page__body shell-remote-error" role="alert" data-error-code={code}>
          <p className="ui-heading">{REMOTE_ERRORS[code].message}</p>
          <p className="ui-text-muted">문제가 계속되면 잠시 뒤에 다시 열어 주세요. (오류 코드 {code})</p>
          <Button block onClick={retry}>
            다시 시도
          </Button>
        </div>
      </main>
    );
  }
}

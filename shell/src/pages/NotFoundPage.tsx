import { Link } from 'react-router-dom';
import { useNavigateOnce, usePageTitle } from '@ieum/shared-ui';

export function NotFoundPage() {
  const leaveTo = useNavigateOnce();
  usePageTitle('찾을 수 없는 화면');
  return (
    <main className="ui-page">
      <div className="ui-page__body shell-not-found">
        <h1 className="ui-heading">not found</h1>
        <p className="ui-text-muted">찾으시는 화면이 없어요.</p>
        <Link
          className="ui-button ui-button--secondary"
          to="/"
          onClick={(event) => {
            event.preventDefault();
            leaveTo('/');
          }}
        >
          처음 화면으로
        </Link>
      </div>
    </main>
  );
}

import { Link } from 'react-router-dom';
import { useNavigateOnce } from '@ieum/shared-ui';

export function NotFoundPage() {
  const leaveTo = useNavigateOnce();
  return (
    <main className="ui-page">
      <div className="ui-page__body shell-not-found">
        <p className="ui-heading">not found</p>
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

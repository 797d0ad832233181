import { Button } from '../components/Button';

/** A load that failed: the reason and a way to try again, in place of the content. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="ui-load-failure" role="alert">
      <p className="ui-load-failure__message">{message}</p>
      <Button block onClick={onRetry}>
        다시 시도
      </Button>
    </div>
  );
}

import { Button } from '@ieum/shared-ui';

/** A load that failed: the message and a way to try again, in place of the content. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="elderly-notice" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        다시 시도
      </Button>
    </div>
  );
}

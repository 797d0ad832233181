import { Button } from '@ieum/shared-ui';

/** A load that failed: the reason and a way to try again, in place of the content. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="vol-failure" role="alert">
      <p className="vol-failure__message">{message}</p>
      <Button block onClick={onRetry}>
        다시 시도
      </Button>
    </div>
  );
}

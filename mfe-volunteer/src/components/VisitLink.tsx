import { parseClientDateTime, VISIT_ARRIVAL_OPENS_MINUTES_BEFORE } from '@ieum/domain';
import { Button, useNavigateOnce } from '@ieum/shared-ui';
import { useNow } from '@ieum/app-kit';

/** From the matching's detail to /visit (도착했어요 · 마쳤어요), from 30 minutes before the start. */
export function VisitLink({ matchId, startTime, status }: { matchId: number; startTime: string; status: string }) {
  const go = useNavigateOnce();
  const now = useNow();
  const start = parseClientDateTime(startTime)?.getTime() ?? Infinity;
  if (status === 'CANCELED' || status === 'MATCHING' || now < start - VISIT_ARRIVAL_OPENS_MINUTES_BEFORE * 60_000) return null;
  return (
    <Button block onClick={() => go('/visit', { state: { matchId } })}>
      방문 확인 (도착했어요 · 마쳤어요)
    </Button>
  );
}

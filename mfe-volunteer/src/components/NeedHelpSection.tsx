import { NeedHelpPanel } from '@ieum/shared-ui';
import { requestVisitHelp } from '../api/visits';

/** The volunteer's 도움이 필요해요 during a visit. */
export function NeedHelpSection({ matchingId }: { matchingId: number }) {
  return <NeedHelpPanel onRequestHelp={async () => (await requestVisitHelp(matchingId)).alerted} />;
}

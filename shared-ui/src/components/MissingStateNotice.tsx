import { homePathFor, isUserType } from '@ieum/domain';
import { useSessionStore } from '@ieum/platform';
import { useNavigateOnce } from '../navigation/use-navigate-once';
import { Button } from './Button';

export interface MissingStateNoticeProps {
  message: string;
  /** The signed-in user's home when not given. */
  homePath?: string;
  homeLabel?: string;
}

/**
 * For a page that needs what the previous page handed over (route state) and was opened directly:
 * after a reload, from a bookmark or a shared link. It explains and offers the way back instead of
 * crashing or showing an empty page.
 */
export function MissingStateNotice({ message, homePath, homeLabel = '홈으로 가기' }: MissingStateNoticeProps) {
  const userType = useSessionStore((state) => state.userType);
  const leaveTo = useNavigateOnce();
  return (
    <div className="ui-page__body" role="alert">
      <p className="ui-heading">{message}</p>
      <p className="ui-text-muted">이 화면은 앞 화면에서 이어서 열어야 해요. 아래 버튼으로 돌아가 다시 시도해주세요.</p>
      <Button block onClick={() => leaveTo(homePath ?? homePathFor(isUserType(userType) ? userType : null), { replace: true })}>
        {homeLabel}
      </Button>
    </div>
  );
}

import { CHAT_REQUEST_BADGE, districtName, koreanDateTimeLabel, helpTypeLabel } from '@ieum/domain';
import { CardList, TopBar, useNavigateOnce, LoadingStatus } from '@ieum/shared-ui';
import { LoadedContent, useLoaded } from '@ieum/app-kit';
import { getApplyingList, type ApplyingItem } from '../api/get-applying-list';

/** Matched first, then the nearest start (the server sends this order; kept here so it never depends on it). */
export function applyingOrder(items: ApplyingItem[]): ApplyingItem[] {
  return [...items].sort((a, b) => Number(a.volunteerName === null) - Number(b.volunteerName === null) || a.time.localeCompare(b.time) || a.id - b.id);
}

export default function ApplyingListPage() {
  const navigate = useNavigateOnce();
  const { state: list, retry: reload } = useLoaded(getApplyingList, '신청 내역을 불러오는 데 실패했습니다.');
  return (
    <main className="ui-page">
      <TopBar title="신청 내역" backTo="/helpcenter" />
      <div className="ui-page__body">
        <LoadedContent
          state={list}
          onRetry={reload}
          placeholder={<LoadingStatus className="elderly-loading" />}
          empty={<p className="elderly-notice">신청 내역이 없습니다</p>}
        >
          {(items) => (
            <CardList
              items={applyingOrder(items)}
              keyOf={(item) => item.id}
              itemClassName={(item) => (item.volunteerName ? 'elderly-matched' : undefined)}
              onOpen={(item) => navigate('/applyingdetail', { state: { matchId: item.id } })}
            >
              {(item) => (
                <>
                  <span className="elderly-badge">{item.volunteerName ? '매칭 완료' : '매칭 진행중'}</span>
                  {item.requestedIn === 'chat' ? <span className="elderly-badge elderly-badge--chat">{CHAT_REQUEST_BADGE}</span> : null}
                  <strong>{koreanDateTimeLabel(item.time)}</strong>
                  <span>{`${helpTypeLabel(item.type)} · ${districtName(item.districtType)}`}</span>
                  <span>{item.volunteerName ? `봉사자 ${item.volunteerName}님` : '봉사자를 찾고 있어요'}</span>
                </>
              )}
            </CardList>
          )}
        </LoadedContent>
      </div>
    </main>
  );
}

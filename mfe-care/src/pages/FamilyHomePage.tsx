import { districtName, koreanDateTimeLabel } from '@ieum/domain';
import { Button, CardList, NotificationBell, TopBar, useNavigateOnce, LoadingStatus } from '@ieum/shared-ui';
import { LoadedContent, useLoaded } from '@ieum/app-kit';
import { getFamilyPeople } from '../api/get-family-people';

/** The family member's home: the older people they are linked to, and how to link one. */
export default function FamilyHomePage() {
  const go = useNavigateOnce();
  const { state, retry } = useLoaded(getFamilyPeople, '연결된 어르신을 불러오지 못했어요.');
  return (
    <main className="ui-page">
      <TopBar title="가족 홈" showBack={false} action={<NotificationBell />} />
      <div className="ui-page__body">
        <LoadedContent
          state={state}
          onRetry={retry}
          placeholder={<LoadingStatus label="연결된 어르신을 불러오는 중이에요..." />}
          empty={
            <div className="care-section">
              <h2 className="care-section__title">아직 연결된 어르신이 없어요</h2>
              <p>
                어르신의 이음 앱에서 <strong>공유 설정 → 가족 연결 코드 만들기</strong>를 누르면 6자리 숫자가 나와요. 그 숫자를 10분 안에 아래 버튼을 눌러 입력해 주세요.
              </p>
            </div>
          }
        >
          {(people) => (
            <CardList label="연결된 어르신" items={people} keyOf={(person) => person.elderlyId} onOpen={(person) => go(`/familyperson?id=${person.elderlyId}`)}>
              {(person) => (
                <>
                  <span className="care-row__title">{person.name} 어르신</span>
                  <span className="care-row__line">
                    {districtName(person.district)} · {koreanDateTimeLabel(person.linkedAt)}에 연결
                  </span>
                </>
              )}
            </CardList>
          )}
        </LoadedContent>
        <Button block onClick={() => go('/familylink')}>
          어르신 연결하기
        </Button>
        <Button variant="ghost" block onClick={() => go('/edit')}>
          내 정보 · 로그아웃
        </Button>
      </div>
    </main>
  );
}

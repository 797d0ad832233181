import { Button, NotificationBell, TopBar, useNavigateOnce } from '@ieum/shared-ui';

export default function HelpCenterPage() {
  const navigate = useNavigateOnce();
  return (
    <main className="ui-page">
      <TopBar title="도움센터" backTo="/usermain" action={<NotificationBell />} />
      <div className="ui-page__body">
        <p className="elderly-lead">무엇을 도와드릴까요?</p>
        <button type="button" className="ui-card-button" onClick={() => navigate('/RequestForm')}>
          <span className="ui-card-button__title">새 도움 요청</span>
          <span className="ui-card-button__description">원하는 날짜와 시간에 봉사자를 찾아드려요</span>
        </button>
        <button type="button" className="ui-card-button" onClick={() => navigate('/ApplyingList')}>
          <span className="ui-card-button__title">신청 내역</span>
          <span className="ui-card-button__description">신청한 도움과 방문할 봉사자를 확인해요</span>
        </button>
        <button type="button" className="ui-card-button" onClick={() => navigate('/caresharing')}>
          <span className="ui-card-button__title">공유 설정</span>
          <span className="ui-card-button__description">가족과 사회복지사에게 무엇을 알릴지 정하고, 가족을 연결해요</span>
        </button>
        <Button block variant="secondary" onClick={() => navigate('/usermain')}>
          홈으로
        </Button>
      </div>
    </main>
  );
}

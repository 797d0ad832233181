import { isVisitReviewMinutes, NO_SHOW_TEXTS, VISIT_MAX_CREDITED_MINUTES, visitReviewMinuteChoices } from '../visits';

describe('visit reviews and no-shows', () => {
  it('a worker credits whole half hours up to the cap, never 0 or more', () => {
    expect(visitReviewMinuteChoices()).toEqual([30, 60, 90, 120, 150, 180, 210]);
    expect(VISIT_MAX_CREDITED_MINUTES).toBe(210);
    expect([0, 45, 240, 30, 210].map(isVisitReviewMinutes)).toEqual([false, false, false, true, true]);
  });

  it('says plainly what happened and what can be done', () => {
    expect(NO_SHOW_TEXTS.title('NO_CHECK_IN')).toBe('봉사자님이 오지 않으셨어요');
    expect(NO_SHOW_TEXTS.title('LATE_CANCEL')).toBe('봉사자님이 방문을 취소했어요');
    expect(NO_SHOW_TEXTS.body('LATE_CANCEL', '김하늘', '12월 3일 (목) 오후 2:00')).toBe('김하늘 봉사자님이 12월 3일 (목) 오후 2:00 방문을 취소했어요. 불편을 드려 죄송해요.');
    expect(NO_SHOW_TEXTS.offer('REMATCHED', '이대신')).toBe('대신 이대신 봉사자님이 오실 거예요.');
    expect(NO_SHOW_TEXTS.offer('NEW_REQUEST', null)).toBe('다른 날짜와 시간으로 다른 봉사자님을 찾아 드릴까요?');
  });
});

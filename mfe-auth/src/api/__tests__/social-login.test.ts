import { KAKAO_LOGIN_START_URL, openKakaoLogin } from '../social-login';

describe('카카오로 시작하기', () => {
  afterEach(() => jest.useRealTimers());

  it('opens the start URL once for a double tap, and again for a later tap', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00+09:00') });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openKakaoLogin();
    openKakaoLogin();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(KAKAO_LOGIN_START_URL, '_blank', 'noopener');
    jest.advanceTimersByTime(3000);
    openKakaoLogin();
    expect(open).toHaveBeenCalledTimes(2);
  });
});

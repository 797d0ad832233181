import { limitReached, waitText } from '../../src/domain/limits';

describe('limit messages', () => {
  it('say the wait in minutes, or hours and minutes, rounded up', () => {
    expect(waitText(0)).toBe('1분');
    expect(waitText(1)).toBe('1분');
    expect(waitText(59 * 60)).toBe('59분');
    expect(waitText(59 * 60 + 1)).toBe('1시간');
    expect(waitText(3600)).toBe('1시간');
    expect(waitText(3601)).toBe('1시간 1분');
    expect(waitText(15 * 3600)).toBe('15시간');
  });

  it('carry the code, the Korean wait and Retry-After in whole seconds', () => {
    const error = limitReached('TOO_MANY_RECOMMENDATIONS', 2519.2);
    expect([error.statusCode, error.code, error.message]).toEqual([429, 'TOO_MANY_RECOMMENDATIONS', '봉사자 추천을 너무 자주 요청하셨어요. 42분 후에 다시 시도해주세요.']);
    expect(error.headers).toEqual({ 'retry-after': '2520' });
  });
});

import { isSensitiveParam, redactUrl } from '../logger';

describe('redactUrl', () => {
  it('replaces the values of sensitive query parameters', () => {
    expect(
      redactUrl('/api/login?username=kim&password=p%40ss&userType=elderly&fcmToken=abc&accessToken=t&refreshToken=r'),
    ).toBe(
      '/api/login?username=kim&password=[REDACTED]&userType=elderly&fcmToken=[REDACTED]&accessToken=[REDACTED]&refreshToken=[REDACTED]',
    );
    expect(redactUrl('/api/auth?phoneNumber=%2B821012345678&verificationCode=123456')).toBe(
      '/api/auth?phoneNumber=[REDACTED]&verificationCode=[REDACTED]',
    );
    expect(redactUrl('/kakao/callback?code=abc&state=x')).toBe('/kakao/callback?code=[REDACTED]&state=x');
  });

  it('matches names in any case, encoded, and with separators', () => {
    for (const name of ['PASSWORD', 'pass%77ord', 'new_password', 'token', 'x-amz-signature', 'phone_number', 'kakaoTicket']) {
      expect(isSensitiveParam(name)).toBe(true);
    }
    for (const name of ['username', 'userType', 'count', 'type', '%E0%A4%A']) {
      expect(isSensitiveParam(name)).toBe(false);
    }
  });

  it('leaves URLs without a query alone and survives malformed escapes', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/x?password=%E0%A4%A&a')).toBe('/x?password=[REDACTED]&a');
  });
});

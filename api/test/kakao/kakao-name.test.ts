import { checkNameText } from '@ieum/domain';
import { cleanKakaoName } from '../../src/kakao/kakao-client';

describe('a name from Kakao', () => {
  it('loses what the signup name rule refuses, invisible characters included, so the locked field always passes', () => {
    expect(cleanKakaoName('정카카오')).toBe('정카카오');
    expect(cleanKakaoName('<b>별명</b>😀')).toBe('b별명b');
    expect(cleanKakaoName('정\u3164카\u200b카\u202e오')).toBe('정카카오');
    expect(cleanKakaoName('\u3164\u115f\u200b')).toBeUndefined();
    for (const raw of ['정\u3164카\u200b카\u202e오', 'Kim\u00a0\u2066Ha', '\uffa0이\u1160름']) {
      const name = cleanKakaoName(raw) as string;
      expect(checkNameText(name)).toEqual({ text: name });
    }
  });
});

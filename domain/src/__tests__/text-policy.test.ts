import { checkNameText, cleanFreeText, hasControlCharacters, hasInvisibleCharacters, showsNothing, TEXT_POLICY_CODES } from '../text-policy';

describe('text policy', () => {
  it('finds characters that show nothing', () => {
    for (const text of ['\u3164', '\u115f', '\u1160', '\uffa0', '\u2800', 'a\u200bb', 'a\u200cb', '\u202e', '\u2066x\u2069', '\u061c', 'a\u00adb', '\ufeff', '\u{e0041}'])
      expect(hasInvisibleCharacters(text)).toBe(true);
    for (const text of ['홍길동', 'Kim Ha-neul', "O'Brien", '😊', '한글 ㄱㄴ ㅏ']) expect(hasInvisibleCharacters(text)).toBe(false);
  });

  it('allows a newline only in multi-line text', () => {
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb', { multiline: true })).toBe(false);
    for (const text of ['a\u0000b', 'a\u0007b', '\u001b[2J', 'a\u007fb', 'a\u0085b']) expect(hasControlCharacters(text, { multiline: true })).toBe(true);
  });

  it('cleans free text: invisible characters out, spaces and line breaks plain, emoji sequences whole', () => {
    expect(cleanFreeText('\u202e안녕\u200b하세요\u2069')).toBe('안녕하세요');
    expect(cleanFreeText('첫 줄\r\n둘째\r셋째\u2028넷째', { multiline: true })).toBe('첫 줄\n둘째\n셋째\n넷째');
    expect(cleanFreeText('첫 줄\r\n둘째')).toBe('첫 줄 둘째');
    expect(cleanFreeText('101동\u00a0202호\t\u3000정문')).toBe('101동 202호  정문');
    expect(cleanFreeText('\u3164\u200b\ufeff ')).toBe('');
    expect(cleanFreeText('가족 👨\u200d👩\u200d👧 👩🏽\u200d💻 ❤\ufe0f\u200d🔥')).toBe('가족 👨\u200d👩\u200d👧 👩🏽\u200d💻 ❤\ufe0f\u200d🔥');
    expect(cleanFreeText('가\u200d나')).toBe('가나');
    // Control characters stay for the caller to refuse: cleaning must not hide them.
    expect(cleanFreeText('a\u0007b')).toBe('a\u0007b');
  });

  it('refuses names rather than cleaning them', () => {
    expect(checkNameText('  홍길동 ')).toEqual({ text: '홍길동' });
    expect(checkNameText('홍\u00a0길동')).toEqual({ text: '홍 길동' });
    for (const name of ['\u3164', '홍\u200b길동', '\u202e동길홍', '\u115f\u1160']) expect(checkNameText(name)).toEqual({ problem: TEXT_POLICY_CODES.INVISIBLE });
    expect(checkNameText('홍\n길동')).toEqual({ problem: TEXT_POLICY_CODES.CONTROL });
  });

  it('refuses names that show nothing: only combining marks, variation selectors or spaces between them', () => {
    for (const name of ['\u0301', '\u0301\u0301\u0301', ' \u0300 \u0308 ', '\u20dd', '\u034f', '\ufe0f', '\u{e0100}', '\u0e31\u0e34'])
      expect(checkNameText(name)).toEqual({ problem: TEXT_POLICY_CODES.INVISIBLE });
    for (const name of ['Zoë', 'Jose\u0301', 'Nguyễn Văn An', 'ก\u0e31', '홍길동', '.']) expect(checkNameText(name)).toEqual({ text: name });
    expect(showsNothing('')).toBe(false);
    expect(showsNothing('\u3000\u0301')).toBe(true);
  });
});

import { type Actor, helpRequest, seoul, useMatchingTestApp } from '../matching-fixtures';

// The text policy (@ieum/domain text-policy.ts) on every free-text field the API stores: names
// are refused when they hold characters that show nothing; other text is cleaned of them and
// refused only for control characters; one address-detail limit for profiles and requests.
describe('text policy', () => {
  const t = useMatchingTestApp();
  const INVISIBLE = { code: 'INVISIBLE_CHARACTERS', message: '이름에 보이지 않는 문자가 들어 있습니다. 지우고 다시 입력해주세요.' };

  const putProfile = (actor: Actor, payload: object) => actor.inject({ method: 'PUT', url: '/api/user', payload });

  it.each([
    ['Hangul filler U+3164 alone', '\u3164'],
    ['choseong filler U+115F', '\u115f'],
    ['jungseong filler U+1160', '\u1160'],
    ['halfwidth filler U+FFA0', '\uffa0\uffa0'],
    ['braille blank', '\u2800'],
    ['zero-width space', '홍\u200b길동'],
    ['right-to-left override', '\u202e동길홍'],
    ['first-strong isolate', '홍\u2068길동\u2069'],
    ['byte order mark inside', '홍\ufeff길동'],
    ['combining marks only', '\u0301\u0301\u0301'],
    ['combining marks between spaces', ' \u0300 \u0308 '],
    ['an enclosing circle and a grapheme joiner', '\u20dd\u034f'],
    ['variation selectors only', '\ufe0f\ufe0e\u{e0100}'],
  ])('refuses a name with %s, and keeps the old one', async (_what, name) => {
    const elderly = await t.elderly({ name: '김영희' });
    const response = await putProfile(elderly, { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVISIBLE);
    expect((await elderly.inject({ method: 'GET', url: '/api/user' })).json().name).toBe('김영희');
  });

  it('refuses a signup whose name shows nothing with the same message, and keeps names with marks on letters', async () => {
    const signup = await t.inject({
      method: 'POST',
      url: '/api/user',
      payload: { username: 'marks-only', password: 'long-enough-1', name: '\u0301\u0302', age: 80, gender: 'female', phone: '01012345678', address: { district: 'MAPO', detail: '' }, userType: 'elderly' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual(INVISIBLE);
    const elderly = await t.elderly();
    for (const name of ['Zoë', 'Jose\u0301', 'Nguyễn Văn An']) {
      const response = await putProfile(elderly, { name });
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toBe(name);
    }
  });

  it('refuses control characters in a name with their own code', async () => {
    const elderly = await t.elderly();
    const response = await putProfile(elderly, { name: '홍\u0007길동' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'CONTROL_CHARACTERS', message: '이름에 입력할 수 없는 문자가 들어 있습니다. 지우고 다시 입력해주세요.' });
  });

  it('cleans invisible characters out of the introduction and address, keeps line breaks and emoji', async () => {
    const volunteer = await t.volunteer();
    const response = await putProfile(volunteer, {
      bio: '\u202e안녕\u200b하세요\r\n병원 동행 👨\u200d👩\u200d👧\u3164',
      address: { district: 'MAPO', detail: '101동\u200b\u00a0202호\n(정문)\u2066' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bio: '안녕하세요\n병원 동행 👨\u200d👩\u200d👧', address: { detail: '101동 202호 (정문)' } });
  });

  it.each([
    ['bio', { bio: '안녕\u0001하세요' }, '자기소개에'],
    ['address detail', { address: { district: 'MAPO', detail: '101동\u001b[2J' } }, '상세 주소에'],
  ])('refuses control characters in the %s', async (_field, payload, field) => {
    const volunteer = await t.volunteer();
    const response = await putProfile(volunteer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'CONTROL_CHARACTERS', message: `${field} 입력할 수 없는 문자가 들어 있습니다. 지우고 다시 입력해주세요.` });
  });

  it('holds a help request to the same address-detail limit as a profile', async () => {
    const elderly = await t.elderly();
    const long = '가'.repeat(101);
    const message = '상세 주소는 100자 이하로 입력해주세요.';
    const request = await elderly.inject({
      method: 'POST',
      url: '/api/elderly/recommend',
      payload: helpRequest('2026-12-01T14:00', { address: { district: 'MAPO', detail: long } }),
    });
    expect(request.statusCode).toBe(400);
    expect(request.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    const profile = await putProfile(elderly, { address: { district: 'MAPO', detail: long } });
    expect(profile.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    const fits = await elderly.inject({
      method: 'POST',
      url: '/api/elderly/recommend',
      payload: helpRequest('2026-12-01T14:00', { address: { district: 'MAPO', detail: '가'.repeat(100) } }),
    });
    expect(fits.statusCode).toBe(200);
  });

  it('cleans a help request text and refuses its control characters', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const refused = await elderly.inject({
      method: 'POST',
      url: '/api/elderly/recommend',
      payload: helpRequest('2026-12-01T14:00', { addDescription: '병원\u0000 동행\u0008' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('CONTROL_CHARACTERS');
    expect(refused.json().message).toBe('추가 요청사항에 입력할 수 없는 문자가 들어 있습니다. 지우고 다시 입력해주세요.');

    const created = await elderly.inject({
      method: 'POST',
      url: '/api/elderly/recommend',
      payload: helpRequest('2026-12-01T14:00', { addDescription: '\u202e병원\u200b 동행\n부탁드려요\u2069', address: { district: 'MAPO', detail: '\u3164\u200b' } }),
    });
    expect(created.statusCode).toBe(200);
    const { matchingId } = created.json();
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    const detail = await volunteer.inject({ method: 'GET', url: `/api/volunteerActivity/matching/${matchingId}` });
    expect(detail.json()).toMatchObject({ addDescription: '병원 동행\n부탁드려요', address: { district: 'MAPO', detail: '' } });
  });

  it('cleans review and rating texts', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-01T14:00') });
    const { matchingId } = created.json();
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    t.clock.set(seoul('2026-12-01T14:30'));
    expect((await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` })).statusCode).toBe(200);

    const rating = await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}/rating`, payload: { score: 5, comment: '친절\u200b했어요\u202e' } });
    expect(rating.json()).toMatchObject({ comment: '친절했어요' });

    const images = await t.uploadReviewImages(volunteer);
    const control = await volunteer.inject({ method: 'POST', url: '/api/review', payload: { volunteerActivityId: matchingId, content: '좋았어요\u0007', imageUrls: images } });
    expect(control.json().code).toBe('CONTROL_CHARACTERS');
    const review = await volunteer.inject({ method: 'POST', url: '/api/review', payload: { volunteerActivityId: matchingId, content: '\u2066좋은\u200b 시간\r\n이었어요', imageUrls: images } });
    expect(review.statusCode).toBe(201);
    const read = await volunteer.inject({ method: 'GET', url: `/api/review/${review.json().reviewId}` });
    expect(read.json().content).toBe('좋은 시간\n이었어요');
  });
});

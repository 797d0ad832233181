import { HOSTILE_STRINGS, toInternational, uniquePhone, verifyPhone, WRONG_TYPES } from '../../accounts';
import { ageOnBirthDate } from '../../../src/domain/birth-date';
import { buildTestApp, type SignedInUser, type TestApp } from '../../helper';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PHONE_CODE_MAX_SENDS_PER_IP: '10000', PHONE_CODE_MAX_CHECKS_PER_IP: '10000' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function uploadProfileImage(user: SignedInUser, type = 'profile'): Promise<string> {
    const presigned = await user.inject({ method: 'GET', url: `/api/aws/s3/user/preSigned?type=${type}&userType=${user.user.userType}` });
    expect(presigned.statusCode).toBe(200);
    const { preSignedUrl, imageUrl } = presigned.json();
    const put = await t.inject({ method: 'PUT', url: preSignedUrl, headers: { 'content-type': 'image/png' }, payload: PNG });
    expect(put.statusCode).toBe(200);
    return imageUrl;
  }

  it('returns the volunteer profile with bio, and the elderly profile without it', async () => {
    const volunteer = await t.signIn('volunteer', { name: '이봉사', age: 28, bio: '산책 좋아요', district: 'GANGNAM', addressDetail: '테헤란로 1' });
    const response = await volunteer.inject({ method: 'GET', url: '/api/user?userType=volunteer' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      username: volunteer.user.username,
      name: '이봉사',
      age: 28,
      birthDate: null,
      gender: 'male',
      phone: '01011112222',
      address: { district: 'GANGNAM', detail: '테헤란로 1' },
      profileImage: null,
      bio: '산책 좋아요',
      userType: 'volunteer',
    });

    const elderly = await t.signIn('elderly', { age: 80 });
    const elderlyProfile = (await elderly.inject({ method: 'GET', url: '/api/user?userType=ELDERLY' })).json();
    expect(elderlyProfile).not.toHaveProperty('bio');
    expect(elderlyProfile).toMatchObject({ userType: 'elderly', age: 80 });
    expect((await elderly.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('answers 401 without a valid token and 403 when userType contradicts the token', async () => {
    const none = await t.inject({ method: 'GET', url: '/api/user?userType=volunteer' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('AUTH_REQUIRED');
    const garbage = await t.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer not.a.token' } });
    expect(garbage.statusCode).toBe(401);
    const volunteer = await t.signIn('volunteer');
    const mismatch = await volunteer.inject({ method: 'GET', url: '/api/user?userType=elderly' });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toEqual({ code: 'USER_TYPE_MISMATCH', message: '접근 권한이 없습니다.' });
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { name: '김', userType: 'elderly' } })).statusCode).toBe(403);
    expect((await t.inject({ method: 'PUT', url: '/api/user', payload: { name: '김' } })).statusCode).toBe(401);
  });

  it('updates the edited fields and returns the new profile', async () => {
    const volunteer = await t.signIn('volunteer');
    const imageUrl = await uploadProfileImage(volunteer);
    const response = await volunteer.inject({
      method: 'PUT',
      url: '/api/user',
      payload: { name: '박새봄', age: '33', gender: 'female', address: { district: 'SONGPA', detail: '올림픽로 300' }, profileImage: imageUrl, bio: '새 소개', userType: 'volunteer' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: volunteer.user.username,
      name: '박새봄',
      age: 33,
      birthDate: null,
      gender: 'female',
      phone: '01011112222',
      address: { district: 'SONGPA', detail: '올림픽로 300' },
      profileImage: imageUrl,
      bio: '새 소개',
      userType: 'volunteer',
    });
    expect((await volunteer.inject({ method: 'GET', url: '/api/user' })).json()).toEqual(response.json());

    // Only what is sent changes; null clears the picture.
    const partial = await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: null } });
    expect(partial.json()).toMatchObject({ name: '박새봄', profileImage: null });
  });

  it('takes a birth date: stores it, counts the age from it (Seoul), and refuses a day that does not exist or an age under 14', async () => {
    const elderly = await t.signIn('elderly', { age: 80 });
    const saved = await elderly.inject({ method: 'PUT', url: '/api/user', payload: { birthDate: '1946-11-02', userType: 'elderly' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ birthDate: '1946-11-02', age: ageOnBirthDate('1946-11-02', Date.now()) });
    expect((await elderly.inject({ method: 'GET', url: '/api/user' })).json()).toMatchObject({ birthDate: '1946-11-02' });
    const [row] = await t.db.query<{ age: number; birth_date: string }>('select age, birth_date from users where id = $1', [elderly.user.id]);
    expect(row).toEqual({ age: ageOnBirthDate('1946-11-02', Date.now()), birth_date: '1946-11-02' });

    const thisYear = new Date().getFullYear();
    for (const [birthDate, message] of [
      ['1946-02-30', '생년월일을 확인해주세요.'],
      ['1946-2-3', '생년월일을 확인해주세요.'],
      [`${thisYear - 5}-01-01`, '만 14세 이상만 가입할 수 있습니다.'],
      ['1800-01-01', '생년월일을 확인해주세요.'],
    ]) {
      const refused = await elderly.inject({ method: 'PUT', url: '/api/user', payload: { birthDate } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    expect((await elderly.inject({ method: 'PUT', url: '/api/user', payload: { birthDate: 19460101 } })).statusCode).toBe(400);
  });

  it('never changes the username, the role or the password through PUT', async () => {
    const volunteer = await t.signIn('volunteer');
    const before = await t.db.query('select username, user_type, password_hash from users where id = $1', [volunteer.user.id]);
    const response = await volunteer.inject({
      method: 'PUT',
      url: '/api/user',
      payload: { name: '새이름', username: 'hijacked', password: 'plain-text-password', passwordHash: 'x', userType: 'volunteer', role: 'elderly', id: 999 },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.query('select username, user_type, password_hash from users where id = $1', [volunteer.user.id])).toEqual(before);
    expect(JSON.stringify(await t.db.query('select * from users'))).not.toContain('plain-text-password');
  });

  it('needs a verified number to change the phone', async () => {
    const volunteer = await t.signIn('volunteer');
    const phone = uniquePhone();
    const unverified = await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { phone } });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toEqual({ code: 'PHONE_NOT_VERIFIED', message: '휴대폰 인증을 완료해주세요.' });
    const phoneVerificationToken = await verifyPhone(t, phone);
    const changed = await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { phone, phoneVerificationToken } });
    expect(changed.json().phone).toBe(phone);
    // The same number again is not a change and needs nothing.
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { phone, name: '또' } })).statusCode).toBe(200);
    const [left] = await t.db.query('select phone from phone_verifications where phone = $1', [toInternational(phone)]);
    expect(left).toBeUndefined();
  });

  it('accepts only profile pictures uploaded to our store by this user', async () => {
    const volunteer = await t.signIn('volunteer');
    const other = await t.signIn('volunteer');
    const othersImage = await uploadProfileImage(other);
    const presignedOnly = (await volunteer.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=profile' })).json().imageUrl;
    const elderly = await t.signIn('elderly');
    const chatbotImage = await uploadProfileImage(elderly, 'ai_profile');
    for (const profileImage of [
      'https://evil.example/me.png',
      'javascript:alert(1)',
      '/profile.svg?x=1',
      othersImage,
      `${othersImage}?v=1712345678901`, // a cache-buster never makes someone else's picture one's own
      presignedOnly, // never uploaded
      '/api/uploads/profile/1/../../secrets.json',
      `${othersImage}?x=1`,
      ...HOSTILE_STRINGS.slice(0, 3),
    ]) {
      const response = await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { profileImage } });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toMatch(/INVALID_IMAGE_URL|VALIDATION_FAILED/);
    }
    const wrongFolder = await elderly.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: chatbotImage } });
    expect(wrongFolder.json()).toEqual({ code: 'INVALID_IMAGE_URL', message: '업로드한 사진만 프로필 사진으로 쓸 수 있습니다. 사진을 다시 올려주세요.' });
    const own = await uploadProfileImage(volunteer);
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: own } })).statusCode).toBe(200);
    // Absolute URLs on the app's own origin point at the same file.
    const absolute = `${t.config.PUBLIC_APP_URL}${await uploadProfileImage(volunteer)}`;
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: absolute } })).statusCode).toBe(200);
  });

  it('accepts a save that sends back the profile it read, picture and all, unchanged', async () => {
    const volunteer = await t.signIn('volunteer');
    const picture = await uploadProfileImage(volunteer);
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: picture } })).statusCode).toBe(200);
    const asRead = (await volunteer.inject({ method: 'GET', url: '/api/user' })).json();
    expect(asRead.age).toBeNull(); // this account has no age: null goes back as it came
    // As read, and with the picture as the browser resolved it on the address it used (a phone on the LAN).
    for (const profileImage of [picture, `http://192.168.0.7:3000${picture}`]) {
      const saved = await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { ...asRead, profileImage, name: '다시저장' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ ...asRead, name: '다시저장' });
    }
    // A picture that predates the store's checks stays when sent back, and is still refused as a new one elsewhere.
    await t.db.query("update users set profile_image = '/images/old-upload.png' where id = $1", [volunteer.user.id]);
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: '/images/old-upload.png' } })).statusCode).toBe(200);
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: '/images/other.png' } })).json().code).toBe('INVALID_IMAGE_URL');
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: 'https://evil.example/images/old-upload.png' } })).statusCode).toBe(200);
    const [row] = await t.db.query<{ profile_image: string }>('select profile_image from users where id = $1', [volunteer.user.id]);
    expect(row.profile_image).toBe('/images/old-upload.png');
  });

  it("accepts what the reference client sends back: its bundled placeholder and the picture it read with a cache-buster, as unchanged", async () => {
    const elderly = await t.signIn('elderly');
    const stored = async () => (await t.db.query<{ profile_image: string | null }>('select profile_image from users where id = $1', [elderly.user.id]))[0].profile_image;
    // No picture of one's own: the client shows /profile.svg and sends it back with the form.
    for (const profileImage of ['/profile.svg', `${t.config.PUBLIC_APP_URL}/profile.svg`]) {
      const placeholder = await elderly.inject({ method: 'PUT', url: '/api/user', payload: { name: '새이름', profileImage } });
      expect(placeholder.statusCode).toBe(200);
      expect(placeholder.json()).toMatchObject({ name: '새이름', profileImage: null });
      expect(await stored()).toBeNull();
    }
    const picture = await uploadProfileImage(elderly);
    expect((await elderly.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: picture } })).statusCode).toBe(200);
    // The picture as just read, with ?v=<time> so the phone shows the new file; and the placeholder again.
    for (const profileImage of [`${picture}?v=1712345678901`, `http://192.168.0.7:3000${picture}?v=1712345678`, '/profile.svg']) {
      const saved = await elderly.inject({ method: 'PUT', url: '/api/user', payload: { name: '다시저장', profileImage } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().profileImage).toBe(picture);
      expect(await stored()).toBe(picture);
    }
    // Another query than a lone cache-buster is another address, and not this user's upload.
    for (const profileImage of [`${picture}?v=1&v=2`, `${picture}?w=1`, `${picture}?v=<script>`]) {
      const refused = await elderly.inject({ method: 'PUT', url: '/api/user', payload: { profileImage } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('INVALID_IMAGE_URL');
    }
    expect(await stored()).toBe(picture);
  });

  it('keeps bio for volunteers only', async () => {
    const elderly = await t.signIn('elderly');
    const refused = await elderly.inject({ method: 'PUT', url: '/api/user', payload: { bio: '소개글' } });
    expect(refused.json()).toEqual({ code: 'BIO_VOLUNTEER_ONLY', message: '자기소개는 봉사자만 입력할 수 있습니다.' });
    expect((await elderly.inject({ method: 'PUT', url: '/api/user', payload: { bio: '', name: '최순자' } })).statusCode).toBe(200);
    const volunteer = await t.signIn('volunteer');
    const long = await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { bio: 'x'.repeat(101) } });
    expect(long.json()).toEqual({ code: 'VALIDATION_FAILED', message: '자기소개는 100자 이하로 입력해주세요.' });
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { bio: '' } })).json().bio).toBe('');
  });

  it('validates like signup: hostile input is refused with a Korean 400, text in an introduction is kept as written', async () => {
    const volunteer = await t.signIn('volunteer');
    for (const field of ['name', 'age', 'gender', 'phone', 'address', 'profileImage', 'bio', 'userType']) {
      for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
        const response = await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { [field]: value } });
        // Only an introduction may hold any text (kept as written), and null clears the introduction
        // or the photo (and leaves an age as it is); everything else hostile or of the wrong type is refused.
        const accepted = (field === 'bio' && typeof value === 'string' && value.length <= 100 && !value.includes('\u0000')) || (value === null && (field === 'bio' || field === 'profileImage' || field === 'age'));
        if (!accepted) {
          // A userType that is not this token's role is a contradiction (403) or malformed (400).
          expect(field === 'userType' ? [400, 403] : [400]).toContain(response.statusCode);
          expect(response.json()).toEqual({ code: expect.any(String), message: expect.stringMatching(/[가-힣]/) });
          continue;
        }
        expect(response.statusCode).toBe(200);
        expect(response.json()[field]).toBe(value === null ? (field === 'bio' ? '' : null) : value);
      }
    }
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { age: 5 } })).json().message).toBe('만 14세 이상만 가입할 수 있습니다.');
    expect((await volunteer.inject({ method: 'PUT', url: '/api/user', payload: { name: '' } })).json().message).toBe('이름을 입력해주세요.');
    const broken = await volunteer.inject({ method: 'PUT', url: '/api/user', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 401 for a token of a deleted account', async () => {
    const volunteer = await t.signIn('volunteer');
    await t.db.query('delete from users where id = $1', [volunteer.user.id]);
    expect((await volunteer.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });
});

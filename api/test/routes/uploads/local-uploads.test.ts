import { IMAGES } from '../../images';
import { testClock } from '../../accounts';
import { buildTestApp, type SignedInUser, type TestApp } from '../../helper';

describe('uploads to the local store', () => {
  const clock = testClock();
  let t: TestApp;
  let volunteer: SignedInUser;
  let elderly: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now, env: { LOG_LEVEL: 'debug', UPLOAD_MAX_BYTES: String(1024 * 1024) } });
    volunteer = await t.signIn('volunteer');
    elderly = await t.signIn('elderly');
  });
  afterAll(() => t.close());

  const presignProfile = async (user: SignedInUser, query = 'type=profile') => {
    const response = await user.inject({ method: 'GET', url: `/api/aws/s3/user/preSigned?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { preSignedUrl: string; key: string; imageUrl: string };
  };
  const put = (url: string, body: Buffer | string, contentType = 'image/png', headers: Record<string, string> = {}) =>
    t.inject({ method: 'PUT', url, headers: { 'content-type': contentType, ...headers }, payload: body });

  it('presigns, receives the PUT and serves the image back with a long cache', async () => {
    const upload = await presignProfile(volunteer, 'type=profile&userType=volunteer');
    expect(upload).toEqual({
      preSignedUrl: expect.stringMatching(/^\/api\/uploads\/profile\/\d+\/[0-9a-f-]{36}\?expires=\d+&maxBytes=1048576&signature=[\w-]+$/),
      key: expect.stringMatching(new RegExp(`^profile/${volunteer.user.id}/[0-9a-f-]{36}$`)),
      imageUrl: `/api/uploads/${upload.key}`,
    });
    const stored = await put(upload.preSignedUrl, IMAGES.png);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ key: upload.key, imageUrl: upload.imageUrl });

    const served = await t.inject({ method: 'GET', url: upload.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(IMAGES.png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const head = await t.inject({ method: 'HEAD', url: upload.imageUrl });
    expect(head.statusCode).toBe(200);
  });

  it('gives a fresh key for every upload and never overwrites one', async () => {
    const first = await presignProfile(volunteer);
    const second = await presignProfile(volunteer);
    expect(first.key).not.toBe(second.key);
    expect((await put(first.preSignedUrl, IMAGES.png)).statusCode).toBe(200);
    const again = await put(first.preSignedUrl, IMAGES.jpeg, 'image/jpeg');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'UPLOAD_EXISTS', message: '이미 올린 사진입니다. 사진을 다시 올려주세요.' });
    expect((await t.inject({ method: 'GET', url: first.imageUrl })).rawPayload.equals(IMAGES.png)).toBe(true);
  });

  it.each([
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['heic', 'image/heic'],
  ] as const)('accepts %s', async (name, type) => {
    const upload = await presignProfile(volunteer);
    expect((await put(upload.preSignedUrl, IMAGES[name], type)).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: upload.imageUrl })).headers['content-type']).toBe(type);
  });

  it('refuses other content types, files that are not images, and SVG', async () => {
    const upload = await presignProfile(volunteer);
    for (const type of ['text/html', 'image/svg+xml', 'application/octet-stream', 'application/json']) {
      const response = await put(upload.preSignedUrl, IMAGES.png, type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'UNSUPPORTED_IMAGE_TYPE', message: 'JPG, PNG, GIF, WEBP, HEIC 형식의 사진만 올릴 수 있습니다.' });
    }
    const disguised = await put(upload.preSignedUrl, IMAGES.html, 'image/png');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toEqual({ code: 'NOT_AN_IMAGE', message: '사진 파일이 아닙니다. 다른 사진을 선택해주세요.' });
    const mismatched = await put(upload.preSignedUrl, IMAGES.jpeg, 'image/png');
    expect(mismatched.json().code).toBe('NOT_AN_IMAGE');
    const empty = await put(upload.preSignedUrl, Buffer.alloc(0), 'image/png');
    expect(empty.json().code).toBe('NOT_AN_IMAGE');
    // Nothing was stored by the refused attempts: the URL still works once.
    expect((await put(upload.preSignedUrl, IMAGES.png)).statusCode).toBe(200);
  });

  it('binds the type when the client names it at presign time', async () => {
    const upload = await presignProfile(volunteer, 'type=profile&contentType=image/jpeg');
    expect(upload.key).toMatch(/\.jpg$/);
    expect(upload.preSignedUrl).toContain('contentType=image%2Fjpeg');
    expect((await put(upload.preSignedUrl, IMAGES.png, 'image/png')).json().code).toBe('UNSUPPORTED_IMAGE_TYPE');
    expect((await put(upload.preSignedUrl, IMAGES.jpeg, 'image/jpeg')).statusCode).toBe(200);
    const bad = await volunteer.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=profile&contentType=text/html' });
    expect(bad.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'JPG, PNG, GIF, WEBP, HEIC 형식의 사진만 올릴 수 있습니다.' });
  });

  it('refuses files over the size cap, by Content-Length and while streaming', async () => {
    const upload = await presignProfile(volunteer);
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(1024 * 1024)]);
    const declared = await put(upload.preSignedUrl, big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ code: 'IMAGE_TOO_LARGE', message: '사진은 1MB 이하만 올릴 수 있습니다.' });
    // A client that lies about the length is cut off while streaming.
    const { Readable } = await import('node:stream');
    const lying = await t.inject({
      method: 'PUT',
      url: upload.preSignedUrl,
      headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
      payload: Readable.from([IMAGES.png, Buffer.alloc(600 * 1024), Buffer.alloc(600 * 1024)]),
    });
    expect(lying.statusCode).toBe(413);
    expect((await t.inject({ method: 'GET', url: upload.imageUrl })).statusCode).toBe(404);
  });

  it('refuses expired, tampered and unsigned upload URLs', async () => {
    const upload = await presignProfile(volunteer);
    const url = new URL(upload.preSignedUrl, 'http://x');
    const variants: [string, string][] = [];
    const tampered = (name: string, value: string | null) => {
      const copy = new URL(url);
      if (value === null) copy.searchParams.delete(name);
      else copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    variants.push(['signature', tampered('signature', 'A'.repeat(43))]);
    variants.push(['maxBytes', tampered('maxBytes', '999999999')]);
    variants.push(['expires', tampered('expires', String(Number(url.searchParams.get('expires')) + 3600))]);
    variants.push(['contentType', tampered('contentType', 'image/png')]);
    variants.push(['no signature', tampered('signature', null)]);
    variants.push(['other key', `/api/uploads/profile/${volunteer.user.id}/00000000-0000-0000-0000-000000000000${url.search}`]);
    variants.push(['other owner', `${url.pathname.replace(`/profile/${volunteer.user.id}/`, `/profile/${elderly.user.id}/`)}${url.search}`]);
    variants.push(['no query', url.pathname]);
    for (const [, variant] of variants) {
      const response = await put(variant, IMAGES.png);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'UPLOAD_URL_INVALID', message: '업로드 주소가 올바르지 않습니다. 사진을 다시 올려주세요.' });
    }
    for (const path of ['/api/uploads/../../secrets.json', '/api/uploads/profile/1/..%2F..%2Fsecrets.json', '/api/uploads/%2e%2e/x']) {
      expect((await put(`${path}${url.search}`, IMAGES.png)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
    clock.advance(5 * 60 * 1000 + 1000);
    const expired = await put(upload.preSignedUrl, IMAGES.png);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ code: 'UPLOAD_URL_EXPIRED', message: '업로드 주소가 만료되었습니다. 사진을 다시 올려주세요.' });
  });

  it('answers 404 for images that do not exist', async () => {
    const missing = await t.inject({ method: 'GET', url: `/api/uploads/profile/${volunteer.user.id}/00000000-0000-0000-0000-000000000000` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'IMAGE_NOT_FOUND', message: '사진을 찾을 수 없습니다.' });
  });

  it('needs a login, the caller’s own role, and the right role per type', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=profile' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/aws/s3/review/preSigned?count=1' })).statusCode).toBe(401);
    expect((await volunteer.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=profile&userType=elderly' })).statusCode).toBe(403);
    const chatbot = await volunteer.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=ai_profile' });
    expect(chatbot.json()).toEqual({ code: 'UPLOAD_NOT_ALLOWED', message: '챗봇 사진은 이용자만 올릴 수 있습니다.' });
    expect((await presignProfile(elderly, 'type=ai_profile&userType=elderly')).key).toMatch(/^ai_profile\//);
    const review = await elderly.inject({ method: 'GET', url: '/api/aws/s3/review/preSigned?count=1' });
    expect(review.json()).toEqual({ code: 'UPLOAD_NOT_ALLOWED', message: '후기 사진은 봉사자만 올릴 수 있습니다.' });
    const wrongType = await volunteer.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=cover' });
    expect(wrongType.json()).toEqual({ code: 'VALIDATION_FAILED', message: '사진 종류(type)는 profile 또는 ai_profile 이어야 합니다.' });
  });

  it('gives 1 to 10 review upload URLs, each its own key', async () => {
    const response = await volunteer.inject({ method: 'GET', url: '/api/aws/s3/review/preSigned?count=3' });
    expect(response.statusCode).toBe(200);
    const uploads = response.json() as { preSignedUrl: string; key: string; imageUrl: string }[];
    expect(uploads).toHaveLength(3);
    expect(new Set(uploads.map((upload) => upload.key)).size).toBe(3);
    for (const upload of uploads) {
      expect(upload.key).toMatch(new RegExp(`^review/${volunteer.user.id}/`));
      expect((await put(upload.preSignedUrl, IMAGES.jpeg, 'image/jpeg')).statusCode).toBe(200);
      expect(t.app.storage.isStoredImageUrl(upload.imageUrl, { folders: ['review'], ownerId: volunteer.user.id })).toBe(true);
      expect(await t.app.storage.verifyStoredImage(upload.imageUrl, { folders: ['review'], ownerId: volunteer.user.id })).toBe(true);
      expect(t.app.storage.isStoredImageUrl(upload.imageUrl, { ownerId: elderly.user.id })).toBe(false);
    }
    expect((await volunteer.inject({ method: 'GET', url: '/api/aws/s3/review/preSigned?count=10' })).json()).toHaveLength(10);
    for (const count of ['0', '11', '-1', 'abc', '1.5', '', "1' or '1'='1"]) {
      const refused = await volunteer.inject({ method: 'GET', url: `/api/aws/s3/review/preSigned?count=${encodeURIComponent(count)}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/사진/);
    }
    expect((await volunteer.inject({ method: 'GET', url: '/api/aws/s3/review/preSigned' })).statusCode).toBe(400);
  });

  it('keeps upload signatures out of the log', async () => {
    const upload = await presignProfile(volunteer);
    await put(upload.preSignedUrl, IMAGES.png);
    const signature = new URL(upload.preSignedUrl, 'http://x').searchParams.get('signature')!;
    expect(t.logs()).not.toContain(signature);
    expect(t.logs()).toContain('signature=[REDACTED]');
  });
});

import { startFakeS3, type FakeS3 } from '../../../tools/fakes/s3-server';
import { createS3ImageStore, type S3ImageStore } from '../../src/storage/s3-image-store';
import { IMAGES } from '../images';
import { buildTestApp, type TestApp } from '../helper';

describe('S3 image store against a SigV4-checking fake S3', () => {
  let s3: FakeS3;
  let store: S3ImageStore;
  beforeAll(async () => {
    s3 = await startFakeS3();
    store = createS3ImageStore({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.url,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      maxBytes: 1024 * 1024,
    });
  });
  afterAll(async () => {
    await store.close();
    await s3.close();
  });

  const putFile = (url: string, body: Buffer, contentType: string) => fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });

  it('presigns a PUT the way S3 checks it, with no checksum of an empty body, and inspects the result', async () => {
    const upload = await store.createUpload({ folder: 'profile', ownerId: 7 });
    const url = new URL(upload.preSignedUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.url}/${s3.bucket}/${upload.key}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(upload.imageUrl).toBe(`${s3.url}/${s3.bucket}/${upload.key}`);

    const response = await putFile(upload.preSignedUrl, IMAGES.png, 'image/png');
    expect(response.status).toBe(200);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', status: 200, presigned: true });
    expect(s3.objects.get(upload.key)?.body.equals(IMAGES.png)).toBe(true);
    expect(await store.inspect(upload.key)).toEqual({ contentType: 'image/png', size: IMAGES.png.length });
    expect(await store.inspect('profile/7/00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(store.keyOf(upload.imageUrl)).toBe(upload.key);
    expect(store.keyOf('https://elsewhere.example/x.png')).toBeNull();
    expect((await fetch(upload.imageUrl)).status).toBe(200);
  });

  it('signs the Content-Type when the client named it, so S3 refuses another type', async () => {
    const upload = await store.createUpload({ folder: 'review', ownerId: 7, contentType: 'image/jpeg' });
    expect(upload.key).toMatch(/\.jpg$/);
    expect(new URL(upload.preSignedUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    const wrongType = await putFile(upload.preSignedUrl, IMAGES.png, 'image/png');
    expect(wrongType.status).toBe(403);
    expect(await wrongType.text()).toContain('SignatureDoesNotMatch');
    expect((await putFile(upload.preSignedUrl, IMAGES.jpeg, 'image/jpeg')).status).toBe(200);
  });

  it('is refused by S3 when tampered with or expired', async () => {
    const upload = await store.createUpload({ folder: 'profile', ownerId: 7 });
    const otherKey = new URL(upload.preSignedUrl);
    otherKey.pathname = `/${s3.bucket}/profile/8/00000000-0000-0000-0000-000000000000`;
    expect((await putFile(otherKey.toString(), IMAGES.png, 'image/png')).status).toBe(403);
    const longer = new URL(upload.preSignedUrl);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await putFile(longer.toString(), IMAGES.png, 'image/png')).status).toBe(403);

    const late = await startFakeS3({ bucket: s3.bucket, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, now: () => Date.now() + 301_000 });
    try {
      const lateStore = createS3ImageStore({ bucket: s3.bucket, region: s3.region, endpoint: late.url, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }, maxBytes: 1024 });
      const expiring = await lateStore.createUpload({ folder: 'profile', ownerId: 7 });
      const expired = await putFile(expiring.preSignedUrl, IMAGES.png, 'image/png');
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
      await lateStore.close();
    } finally {
      await late.close();
    }
  });

  it('fails with wrong credentials (the fake really checks signatures)', async () => {
    const wrong = createS3ImageStore({ bucket: s3.bucket, region: s3.region, endpoint: s3.url, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' }, maxBytes: 1024 });
    const upload = await wrong.createUpload({ folder: 'profile', ownerId: 7 });
    expect((await putFile(upload.preSignedUrl, IMAGES.png, 'image/png')).status).toBe(403);
    await expect(wrong.inspect(upload.key)).rejects.toThrow();
    await wrong.close();
  });
});

describe('the API with S3 storage', () => {
  let s3: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await buildTestApp({
      env: {
        ...s3.apiEnv,
        UPLOAD_MAX_BYTES: '1000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('presigns S3 URLs, serves no local upload routes, and accepts only real images within the cap as profile pictures', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const user = await t.signIn('volunteer');
    const presign = async () => (await user.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=profile&userType=volunteer' })).json();

    const good = await presign();
    expect(good.preSignedUrl.startsWith(`${s3.url}/${s3.bucket}/profile/${user.user.id}/`)).toBe(true);
    expect((await fetch(good.preSignedUrl, { method: 'PUT', body: new Uint8Array(IMAGES.png), headers: { 'content-type': 'image/png' } })).status).toBe(200);
    const saved = await user.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: good.imageUrl } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profileImage).toBe(good.imageUrl);

    // S3 cannot cap a presigned PUT: the server checks type and size before it accepts the URL.
    const html = await presign();
    await fetch(html.preSignedUrl, { method: 'PUT', body: new Uint8Array(IMAGES.html), headers: { 'content-type': 'text/html' } });
    const big = await presign();
    await fetch(big.preSignedUrl, { method: 'PUT', body: new Uint8Array(Buffer.concat([IMAGES.png, Buffer.alloc(1000)])), headers: { 'content-type': 'image/png' } });
    const never = await presign();
    for (const upload of [html, big, never]) {
      const refused = await user.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: upload.imageUrl } });
      expect(refused.json().code).toBe('INVALID_IMAGE_URL');
    }
    expect((await t.inject({ method: 'PUT', url: `/api/uploads/${good.key}`, headers: { 'content-type': 'image/png' }, payload: IMAGES.png })).statusCode).toBe(404);
  });
});

describe('the API with S3 storage that does not answer', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    const s3 = await startFakeS3();
    baseUrl = `${s3.url}/${s3.bucket}`;
    t = await buildTestApp({
      env: s3.apiEnv,
    });
    await s3.close();
  });
  afterAll(() => t.close());

  it('answers 503 in Korean (a dependency down), not 500, when a stored photo cannot be checked', async () => {
    const user = await t.signIn('volunteer');
    const imageUrl = `${baseUrl}/profile/${user.user.id}/0f8fad5b-d9cb-469f-a165-70867728950e.png`;
    const response = await user.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: imageUrl } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'STORAGE_UNAVAILABLE', message: '사진 저장소에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' });
  });
});

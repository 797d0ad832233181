import fs from 'node:fs';
import path from 'node:path';
import { startFakeS3, type FakeS3 } from '../../../../tools/fakes/s3-server';
import { buildTestApp, tempDataDir } from '../../helper';
import { type Actor, HOUR, PNG_1X1, seoul, useMatchingTestApp } from '../../matching-fixtures';

// One account once got 1,200 upload URLs of 10 MB in 10 minutes, and files nothing used stayed
// forever: a daily byte quota per user, removal of unused uploads, partial files cleaned at start.
describe('upload quota and clean-up (local store)', () => {
  const t = useMatchingTestApp(seoul('2026-12-01T09:00'), {
    env: { UPLOAD_MAX_BYTES: '1000', UPLOAD_MAX_BYTES_PER_USER_PER_DAY: '3000', UNUSED_UPLOAD_RETENTION_HOURS: '24' },
  });

  const presignReview = (volunteer: Actor, count: number) =>
    volunteer.inject({ method: 'GET', url: `/api/aws/s3/review/preSigned?count=${count}&contentType=image/png` });
  const presignProfile = (actor: Actor) => actor.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=profile&contentType=image/png' });
  const put = (preSignedUrl: string) => t.inject({ method: 'PUT', url: preSignedUrl, payload: PNG_1X1, headers: { 'content-type': 'image/png' } });
  const served = async (imageUrl: string) => (await t.inject({ method: 'GET', url: imageUrl })).statusCode;

  it('counts each URL at its cap until its file arrives, then at the file size, per user and Seoul day', async () => {
    const volunteer = await t.volunteer();
    const granted = await presignReview(volunteer, 3);
    expect(granted.statusCode).toBe(200);

    const refused = await presignProfile(volunteer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: '오늘 올릴 수 있는 사진 용량을 모두 쓰셨어요. 15시간 후에 다시 시도해주세요.',
    });
    expect(refused.headers['retry-after']).toBe(String(15 * 3600));
    // Someone else has their own quota.
    expect((await presignProfile(await t.elderly())).statusCode).toBe(200);

    // Files of 70 bytes arrived in two of them: their caps are freed.
    for (const upload of granted.json().slice(0, 2)) expect((await put(upload.preSignedUrl)).statusCode).toBe(200);
    expect((await presignReview(volunteer, 1)).statusCode).toBe(200);
    expect((await presignReview(volunteer, 1)).statusCode).toBe(429);
    // A local URL that expired unused can hold nothing any more.
    t.clock.advance(6 * 60 * 1000);
    expect((await presignReview(volunteer, 2)).statusCode).toBe(200);
    expect((await presignReview(volunteer, 2)).statusCode).toBe(429);
    // A new Seoul day, a new quota.
    t.clock.set(seoul('2026-12-02T00:00'));
    expect((await presignReview(volunteer, 3)).statusCode).toBe(200);
  });

  it('removes uploads nothing uses once the retention has passed, and a replaced profile picture later', async () => {
    const elderly = await t.elderly();
    const upload = async () => {
      const granted = (await presignProfile(elderly)).json();
      expect((await put(granted.preSignedUrl)).statusCode).toBe(200);
      return granted.imageUrl as string;
    };
    const profile = await upload();
    const unused = await upload();
    expect((await elderly.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: profile } })).statusCode).toBe(200);
    const companionUpload = (await elderly.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=ai_profile&contentType=image/png' })).json();
    await put(companionUpload.preSignedUrl);
    expect((await elderly.inject({ method: 'PATCH', url: '/api/elderly', payload: { name: '해님', profileImage: companionUpload.imageUrl } })).statusCode).toBe(200);

    t.clock.advance(23 * HOUR);
    expect(await t.app.uploads.removeUnused()).toEqual({ removed: 0, kept: 0 });
    expect(await served(unused)).toBe(200);

    t.clock.advance(2 * HOUR);
    expect(await t.app.uploads.removeUnused()).toEqual({ removed: 1, kept: 2 });
    expect(await served(unused)).toBe(404);
    expect(await served(profile)).toBe(200);
    expect(await served(companionUpload.imageUrl)).toBe(200);

    // The user picks another picture: the old one is no longer used and goes on the next sweep.
    const replacement = await upload();
    expect((await elderly.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: replacement } })).statusCode).toBe(200);
    expect(await t.app.uploads.removeUnused()).toEqual({ removed: 1, kept: 1 });
    expect(await served(profile)).toBe(404);
    expect(await served(replacement)).toBe(200);
  });

  it('keeps review photos', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: { volunteerType: 'CULTURE', startTime: '2026-12-01T14:00' } });
    const { matchingId } = created.json();
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    t.clock.set(seoul('2026-12-01T14:30'));
    await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` });
    const [photo] = await t.uploadReviewImages(volunteer);
    expect((await volunteer.inject({ method: 'POST', url: '/api/review', payload: { volunteerActivityId: matchingId, content: '좋았어요', imageUrls: [photo] } })).statusCode).toBe(201);
    t.clock.advance(48 * HOUR);
    expect(await t.app.uploads.removeUnused()).toEqual({ removed: 0, kept: 1 });
    expect(await served(photo)).toBe(200);
  });
});

describe('partial uploads left by a crash', () => {
  it('are removed at start when nobody has written to them for 10 minutes', async () => {
    const dataDir = tempDataDir();
    const folder = path.join(dataDir, 'uploads', 'profile', '7');
    fs.mkdirSync(folder, { recursive: true });
    const stale = path.join(folder, '0b0c6f0e-3a1d-4f7e-9d55-3f8f9b8a1c2d.png.1a2b3c.part');
    const fresh = path.join(folder, '5d9e2f7a-1c3b-4a6d-8e0f-2b4c6d8e0a1c.png.4d5e6f.part');
    const kept = path.join(folder, '5d9e2f7a-1c3b-4a6d-8e0f-2b4c6d8e0a1c.png');
    for (const file of [stale, fresh, kept]) fs.writeFileSync(file, 'x');
    const anHourAgo = new Date(Date.now() - HOUR);
    fs.utimesSync(stale, anHourAgo, anHourAgo);
    fs.utimesSync(kept, anHourAgo, anHourAgo);

    const t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    try {
      expect(fs.existsSync(stale)).toBe(false);
      expect(fs.existsSync(fresh)).toBe(true);
      expect(fs.existsSync(kept)).toBe(true);
      expect(t.logs()).toContain('partial uploads of an earlier run removed');
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('removal of unused uploads with S3', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  it('deletes the unused object with a signed DELETE and keeps the profile picture', async () => {
    let clock = seoul('2026-12-01T09:00');
    const t = await buildTestApp({
      now: () => clock,
      env: {
        ...s3.apiEnv,
        UPLOAD_MAX_BYTES: '1000',
      },
    });
    try {
      const user = await t.signIn('volunteer');
      const upload = async () => {
        const granted = (await user.inject({ method: 'GET', url: '/api/aws/s3/user/preSigned?type=profile&contentType=image/png' })).json();
        const response = await fetch(granted.preSignedUrl, { method: 'PUT', body: new Uint8Array(PNG_1X1), headers: { 'content-type': 'image/png' } });
        expect(response.status).toBe(200);
        return granted as { key: string; imageUrl: string };
      };
      const profile = await upload();
      const unused = await upload();
      expect((await user.inject({ method: 'PUT', url: '/api/user', payload: { profileImage: profile.imageUrl } })).statusCode).toBe(200);

      clock += 25 * HOUR;
      expect(await t.app.uploads.removeUnused()).toEqual({ removed: 1, kept: 1 });
      expect(s3.objects.has(unused.key)).toBe(false);
      expect(s3.objects.has(profile.key)).toBe(true);
      expect(s3.requests.filter((request) => request.method === 'DELETE')).toEqual([{ method: 'DELETE', path: `/${s3.bucket}/${unused.key}`, status: 204, presigned: false }]);
    } finally {
      await t.close();
    }
  });
});

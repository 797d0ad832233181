import { type Actor, helpRequest, seoul, useMatchingTestApp } from '../../matching-fixtures';

describe('POST /api/review, GET /api/review[/:id]', () => {
  const t = useMatchingTestApp();

  /** A PROGRESS activity; with done, marked done by the elderly user after its start (REVIEWING). */
  async function activity(elderly: Actor, volunteer: Actor, start: string, done = true) {
    const created = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest(start, { volunteerType: 'HOUSING' }) });
    const matchingId = created.json().matchingId as number;
    await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/matching', payload: { matchingId, volunteerId: volunteer.id } });
    if (done) {
      const saved = t.clock.now();
      t.clock.set(Date.parse(`${start}:00+09:00`) + 60_000);
      await elderly.inject({ method: 'POST', url: `/api/elderly/matching/${matchingId}` });
      t.clock.set(saved);
    }
    return matchingId;
  }
  const submit = (volunteer: Actor, payload: object) => volunteer.inject({ method: 'POST', url: '/api/review', payload });

  it('the assigned volunteer reviews a REVIEWING activity with photos: COMPLETED and 3 volunteer hours', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly({ name: '박순자' });
    const id = await activity(elderly, volunteer, '2026-12-01T14:00');
    t.clock.set(seoul('2026-12-01T18:00'));
    const imageUrls = await t.uploadReviewImages(volunteer, 2);
    const response = await submit(volunteer, { volunteerActivityId: id, content: ' 즐거운 시간이었어요 ', imageUrls });
    expect(response.statusCode).toBe(201);
    const { reviewId } = response.json();
    expect(reviewId).toEqual(expect.any(Number));
    const [row] = await t.db.query('select status from activities where id = $1', [id]);
    expect(row.status).toBe('COMPLETED');
    const home = await volunteer.inject({ method: 'GET', url: '/api/volunteer' });
    // Hours come from confirmed visits only (api/README.md "Visits and volunteer hours"): 완료 alone adds none.
    expect(home.json().volunteerInfo.volunteerHours).toBe(0);
    expect(home.json().currentMatching).toMatchObject({ status: 'COMPLETED', matchingId: id });

    const detail = await volunteer.inject({ method: 'GET', url: `/api/review/${reviewId}` });
    expect(detail.json()).toEqual({
      elderlyName: '박순자',
      startTime: '2026-12-01T14:00:00',
      districtType: 'MAPO',
      volunteerType: 'HOUSING',
      imageUrls,
      content: '즐거운 시간이었어요',
    });
    // The elderly user of that activity may read it too.
    expect((await elderly.inject({ method: 'GET', url: `/api/review/${reviewId}` })).statusCode).toBe(200);
    expect((await elderly.inject({ method: 'GET', url: '/api/review' })).json()).toHaveLength(1);

    const again = await submit(volunteer, { volunteerActivityId: id, content: '또', imageUrls });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_ALREADY_WRITTEN');
  });

  it('lists reviews newest first with the documented fields', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly({ name: '박순자' });
    const first = await activity(elderly, volunteer, '2026-12-01T14:00');
    const second = await activity(elderly, volunteer, '2026-12-02T14:00');
    t.clock.set(seoul('2026-12-02T18:00'));
    const r2 = (await submit(volunteer, { volunteerActivityId: second, content: 'b', imageUrls: await t.uploadReviewImages(volunteer) })).json().reviewId;
    t.clock.set(seoul('2026-12-02T19:00'));
    const r1 = (await submit(volunteer, { volunteerActivityId: first, content: 'a', imageUrls: await t.uploadReviewImages(volunteer) })).json().reviewId;
    const list = await volunteer.inject({ method: 'GET', url: '/api/review?userType=volunteer' });
    expect(list.json()).toEqual([
      { reviewId: r1, elderlyName: '박순자', startTime: '2026-12-01T14:00:00', type: 'HOUSING', districtType: 'MAPO' },
      { reviewId: r2, elderlyName: '박순자', startTime: '2026-12-02T14:00:00', type: 'HOUSING', districtType: 'MAPO' },
    ]);
  });

  it('only when REVIEWING: not before the elderly user marked it done', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const id = await activity(elderly, volunteer, '2026-12-01T14:00', false);
    const response = await submit(volunteer, { volunteerActivityId: id, content: '', imageUrls: await t.uploadReviewImages(volunteer) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'REVIEW_NOT_ALLOWED', message: '어르신이 봉사 완료를 확인하신 뒤에 후기를 작성할 수 있어요.' });
  });

  it('needs at least one photo, uploaded by this volunteer to our store', async () => {
    const volunteer = await t.volunteer();
    const other = await t.volunteer();
    const elderly = await t.elderly();
    const id = await activity(elderly, volunteer, '2026-12-01T14:00');
    const noPhoto = await submit(volunteer, { volunteerActivityId: id, content: 'x', imageUrls: [] });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json()).toEqual({ code: 'REVIEW_IMAGE_REQUIRED', message: '하나 이상의 사진을 첨부해주세요.' });
    const othersPhoto = await t.uploadReviewImages(other);
    const neverUploaded = `/api/uploads/review/${volunteer.id}/7c6a0d8e-1234-4abc-9def-0123456789ab.png`;
    for (const url of [othersPhoto[0], neverUploaded, 'https://evil.example/x.png', 'javascript:alert(1)', '../../etc/passwd']) {
      const response = await submit(volunteer, { volunteerActivityId: id, content: 'x', imageUrls: [url] });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_IMAGE_URL');
    }
    const tooMany = await submit(volunteer, { volunteerActivityId: id, content: 'x', imageUrls: Array(11).fill(othersPhoto[0]) });
    expect(tooMany.statusCode).toBe(400);
    const [row] = await t.db.query('select status from activities where id = $1', [id]);
    expect(row.status).toBe('REVIEWING');
  });

  it('only the assigned volunteer; others 403, unknown 404; elderly users cannot write', async () => {
    const volunteer = await t.volunteer();
    const stranger = await t.volunteer();
    const elderly = await t.elderly();
    const id = await activity(elderly, volunteer, '2026-12-01T14:00');
    const strangerPhotos = await t.uploadReviewImages(stranger);
    expect((await submit(stranger, { volunteerActivityId: id, content: 'x', imageUrls: strangerPhotos })).json().code).toBe('NOT_YOUR_MATCHING');
    expect((await submit(stranger, { volunteerActivityId: 99999, content: 'x', imageUrls: strangerPhotos })).statusCode).toBe(404);
    // Who may write comes before what is missing: a stranger learns nothing from the photo rule.
    expect((await submit(stranger, { volunteerActivityId: id, content: 'x', imageUrls: [] })).json().code).toBe('NOT_YOUR_MATCHING');
    expect((await submit(elderly, { volunteerActivityId: id, content: 'x', imageUrls: strangerPhotos })).json().code).toBe('USER_TYPE_MISMATCH');
    expect((await submit(volunteer, { content: 'x', imageUrls: strangerPhotos })).statusCode).toBe(400);
  });

  it('review detail: only the writer and the elderly user of that activity', async () => {
    const volunteer = await t.volunteer();
    const elderly = await t.elderly();
    const id = await activity(elderly, volunteer, '2026-12-01T14:00');
    const { reviewId } = (await submit(volunteer, { volunteerActivityId: id, content: 'x', imageUrls: await t.uploadReviewImages(volunteer) })).json();
    const strangerVolunteer = await t.volunteer();
    const strangerElderly = await t.elderly();
    for (const stranger of [strangerVolunteer, strangerElderly]) {
      const response = await stranger.inject({ method: 'GET', url: `/api/review/${reviewId}` });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('NOT_YOUR_REVIEW');
      expect((await stranger.inject({ method: 'GET', url: '/api/review' })).json()).toEqual([]);
    }
    expect((await volunteer.inject({ method: 'GET', url: '/api/review/4040404' })).statusCode).toBe(404);
    expect((await volunteer.inject({ method: 'GET', url: `/api/review/${reviewId}?userType=elderly` })).statusCode).toBe(403);
    expect((await volunteer.inject({ method: 'GET', url: '/api/review/abc' })).statusCode).toBe(400);
  });
});

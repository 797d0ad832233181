import { useCareTestApp } from '../../care-fixtures';
import { helpRequest } from '../../matching-fixtures';

const PDF = Buffer.from('%PDF-1.4\n범죄경력 회보서 (test)\n%%EOF\n');

describe('criminal-record check (범죄경력 회보서) and the 확인된 봉사자 badge', () => {
  const t = useCareTestApp();

  it('upload -> a worker of the district opens it (every view logged) and verifies -> file removed, badge on recommendations', async () => {
    const volunteer = await t.volunteer({ name: '김하늘' });
    const staff = await t.staff(['MAPO'], { name: '김복지' });
    const otherStaff = await t.staff(['GANGNAM'], { name: '이복지' });
    const elderly = await t.elderly();
    const upload = (body: Buffer, contentType = 'application/pdf') =>
      volunteer.inject({ method: 'PUT', url: '/api/volunteer/record-check', payload: body, headers: { 'content-type': contentType } });

    expect((await upload(Buffer.from('x'), 'text/plain')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0))).json().code).toBe('RECORD_CHECK_INVALID_FILE');
    const uploaded = await upload(PDF);
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json().id as number;
    expect(uploaded.json()).toMatchObject({ status: 'PENDING', hasDocument: true, views: 0 });
    expect((await upload(PDF)).json().code).toBe('RECORD_CHECK_PENDING');

    // Only staff of the volunteer's district; volunteers, elderly users and other districts get nothing.
    expect((await otherStaff.inject({ method: 'GET', url: `/api/care/record-checks/${id}/document` })).statusCode).toBe(404);
    expect(await (await otherStaff.inject({ method: 'GET', url: '/api/care/record-checks' })).json()).toEqual([]);
    expect((await volunteer.inject({ method: 'GET', url: `/api/care/record-checks/${id}/document` })).statusCode).toBe(403);
    expect((await elderly.inject({ method: 'GET', url: `/api/care/record-checks/${id}/document` })).statusCode).toBe(403);

    const list = await staff.inject({ method: 'GET', url: '/api/care/record-checks' });
    expect(list.json()).toEqual([expect.objectContaining({ id, volunteerName: '김하늘', status: 'PENDING' })]);
    for (let i = 0; i < 2; i += 1) {
      const opened = await staff.inject({ method: 'GET', url: `/api/care/record-checks/${id}/document` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.rawPayload.equals(PDF)).toBe(true);
    }
    const views = await staff.inject({ method: 'GET', url: `/api/care/record-checks/${id}/views` });
    expect(views.json()).toEqual([
      { staffName: '김복지', viewedAt: '2026-12-01T09:00:00' },
      { staffName: '김복지', viewedAt: '2026-12-01T09:00:00' },
    ]);

    const before = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-01T13:00') });
    expect(before.json().recommendVolunteers[0]).toMatchObject({ name: '김하늘', verifiedVolunteer: false });

    expect((await otherStaff.inject({ method: 'POST', url: `/api/care/record-checks/${id}/decision`, payload: { verified: true } })).statusCode).toBe(404);
    const decided = await staff.inject({ method: 'POST', url: `/api/care/record-checks/${id}/decision`, payload: { verified: true } });
    expect(decided.json()).toMatchObject({ status: 'VERIFIED', hasDocument: false, views: 2 });
    const [stored] = await t.db.query<{ document: unknown }>('select document from volunteer_record_checks where id = $1', [id]);
    expect(stored.document).toBeNull();
    expect((await staff.inject({ method: 'GET', url: `/api/care/record-checks/${id}/document` })).statusCode).toBe(410);
    expect((await staff.inject({ method: 'POST', url: `/api/care/record-checks/${id}/decision`, payload: { verified: false } })).json().code).toBe('RECORD_CHECK_DECIDED');

    const after = await elderly.inject({ method: 'POST', url: '/api/elderly/recommend/refresh', payload: { matchingId: before.json().matchingId } });
    const again = after.statusCode === 200 ? after : await elderly.inject({ method: 'POST', url: '/api/elderly/recommend', payload: helpRequest('2026-12-02T13:00') });
    expect(again.json().recommendVolunteers[0]).toMatchObject({ name: '김하늘', verifiedVolunteer: true });
    expect((await volunteer.inject({ method: 'GET', url: '/api/volunteer/record-check' })).json()).toMatchObject({ status: 'VERIFIED', hasDocument: false });
  });
});

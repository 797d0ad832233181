import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DAYS_OF_WEEK, koreanDateLabel, koreanTimeLabel, seoulParts, seoulWallClock } from '@ieum/domain';
import { axeViolations } from '../support/accessibility';
import { createUserThroughApi, type ApiUser } from '../support/api-accounts';
import { loginThroughUi } from '../support/accounts';
import { readAndCloseAlert, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';

// Issue 27's no-shows and reviews, on three phones (three browser contexts): a volunteer never
// comes (the visit is moved two hours into the past while the API is stopped, then the API's own
// sweep records the missed check-in); the elderly user's home says so and 다른 봉사자 찾기 takes her
// through the same matching, where the volunteer a welfare worker verified carries the
// '확인된 봉사자' badge; the district's worker then settles the missed visit, and the volunteer's
// hours follow. A late cancel re-matched at once shows who comes instead, with nothing to choose.
jest.setTimeout(300_000);
const product = setUpProductInBrowser();
const repoRoot = path.resolve(__dirname, '../..');
const DISTRICT = 'GANGNAM'; // the demo welfare worker's district

let absent: ApiUser;
let verified: ApiUser;
let elderly: ApiUser;
let matchingId = 0;
const errors: Error[] = [];

async function expectAxeClean(page: Page, what: string) {
  expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
}

/** Seoul wall clock `days` days from today at `hour`:00, as an instant. */
function seoulDayAt(days: number, hour: number): Date {
  const today = seoulParts(Date.now() + days * 86_400_000);
  return seoulWallClock(today.year, today.month, today.day, hour);
}
const weekday = (instant: Date) => DAYS_OF_WEEK[seoulParts(instant).isoWeekday - 1];
const localIso = (instant: Date) => {
  const { year, month, day, hour, minute } = seoulParts(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
};

const apiBase = () => `http://127.0.0.1:${product.stack.ports.api}/api`;

async function staffToken(): Promise<string> {
  const account = product.stack.demoAccounts().find((demo) => demo.userType === 'staff')!;
  const response = await fetch(`${apiBase()}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password, userType: 'staff' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The volunteer's 범죄경력 회보서 verified by the district's worker, through the API (the pages have their own test in visits.e2e.ts). */
async function verifyRecordCheck(volunteer: ApiUser) {
  const upload = await fetch(`${apiBase()}/volunteer/record-check`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf', Authorization: `Bearer ${volunteer.token}` },
    body: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  expect(upload.status).toBe(201);
  const { id } = (await upload.json()) as { id: number };
  const decided = await fetch(`${apiBase()}/care/record-checks/${id}/decision?userType=staff`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await staffToken()}` },
    body: JSON.stringify({ verified: true }),
  });
  expect(decided.status).toBe(200);
}

const firstVisit = seoulDayAt(1, 10);
const secondVisit = seoulDayAt(2, 14);

beforeAll(async () => {
  absent = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '오지않음', district: DISTRICT, bio: '말벗' });
  verified = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '믿음직', district: DISTRICT, bio: '말벗과 산책' });
  elderly = await createUserThroughApi(product.stack, { userType: 'elderly', name: '조순자', district: DISTRICT });
  await absent.call('POST', '/volunteer/schedule', { schedules: [{ dayOfWeek: weekday(firstVisit), time: '10:00' }], category: 15 });
  await verified.call('POST', '/volunteer/schedule', { schedules: DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, time: '14:00' })), category: 15 });
  await verifyRecordCheck(verified);
  const recommended = await elderly.call<{ matchingId: number; recommendVolunteers: { volunteerId: number; name: string }[] }>('POST', '/elderly/recommend', {
    volunteerType: 'CULTURE',
    startTime: localIso(firstVisit),
    animalType: 'cat',
    addDescription: '말벗이 필요해요',
    address: { district: DISTRICT, detail: '1번지' },
  });
  matchingId = recommended.matchingId;
  const ours = recommended.recommendVolunteers.find((candidate) => candidate.name === absent.name);
  expect(ours).toBeDefined();
  await elderly.call('POST', '/elderly/recommend/matching', { matchingId, volunteerId: ours!.volunteerId });

  // The volunteer never comes: the visit started 2 hours ago (its arrival window closed an hour ago).
  const api = product.stack.service('api');
  await api.stop();
  try {
    execFileSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(__dirname, '../support/seed-missed-visit.ts'), JSON.stringify({ dataDir: product.stack.dataDir, matchingId, startedMinutesAgo: 120 })],
      { stdio: 'pipe' },
    );
  } finally {
    await api.start(120_000);
  }
});

describe('a volunteer who did not come', () => {
  test("the elderly user is told and 다른 봉사자 찾기 goes through the same matching; the verified volunteer shows '확인된 봉사자'", async () => {
    const page = await product.openPage({ notificationAlerts: false });
    errors.push(...watchPageErrors(page));
    await loginThroughUi(page, elderly);
    await page.waitForURL('**/usermain');
    // The sweep runs a second after the API starts; the home asks again when the notification comes.
    const card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: '봉사자님이 오지 않으셨어요' }) });
    for (let tries = 0; !(await card.isVisible()) && tries < 20; tries += 1) {
      await page.waitForTimeout(1000);
      await page.reload();
    }
    await card.getByText(`오지않음 봉사자님이 ${koreanDateLabel(Date.now() - 120 * 60_000)}`, { exact: false }).waitFor();
    await card.getByText('다른 날짜와 시간으로 다른 봉사자님을 찾아 드릴까요?').waitFor();
    await expectAxeClean(page, '/usermain with the no-show card');

    await card.getByRole('button', { name: '다른 봉사자 찾기' }).click();
    await page.waitForURL('**/RequestForm');
    // The same help (type, pet, words): only the date and time to choose.
    await page.getByText('2 / 4 단계').waitFor();
    while (!(await page.getByText(`${seoulParts(secondVisit).year}년 ${seoulParts(secondVisit).month}월`, { exact: true }).isVisible())) {
      await page.getByRole('button', { name: '다음 달 ›' }).click();
    }
    await page.getByRole('radio', { name: koreanDateLabel(secondVisit) }).click();
    await page.getByRole('radio', { name: koreanTimeLabel(secondVisit), exact: true }).click();
    await page.getByRole('button', { name: '다음', exact: true }).click();
    expect(await page.getByRole('radio', { name: /고양이/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '다음', exact: true }).click();
    expect(await page.getByLabel('추가 요청사항 (선택)').inputValue()).toBe('말벗이 필요해요');
    await page.getByRole('button', { name: '신청하기' }).click();
    await page.waitForURL('**/volunteerRecommend');
    await page.getByRole('heading', { level: 1, name: '추천 봉사자' }).waitFor();
    const recommendation = page.locator('li, article, section').filter({ hasText: '믿음직' }).last();
    await recommendation.getByText('확인된 봉사자', { exact: true }).waitFor();
    await expectAxeClean(page, '/volunteerRecommend with the badge');

    // Back home, the card is gone: it was answered.
    await page.goto('/usermain');
    await page.getByText('조순자님, 안녕하세요!').waitFor();
    await page.getByRole('button', { name: '도움 요청하기' }).waitFor();
    expect(await page.getByRole('heading', { name: '봉사자님이 오지 않으셨어요' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("the district's welfare worker settles the missed visit with a note; the volunteer's hours follow and the volunteer is told, the notice opening 나의 봉사 시간", async () => {
    expect(await absent.call('GET', '/volunteer/hours')).toMatchObject({ totalMinutes: 0, reviewCount: 1 });
    const staffAccount = product.stack.demoAccounts().find((account) => account.userType === 'staff')!;
    const staff = await product.openPage({ notificationAlerts: false });
    errors.push(...watchPageErrors(staff));
    await loginThroughUi(staff, staffAccount);
    await staff.waitForURL('**/care');
    await staff.getByRole('button', { name: '확인이 필요한 방문' }).click();
    await staff.waitForURL('**/carevisitreviews');
    const heading = staff.getByRole('heading', { name: '조순자 어르신 · 오지않음 봉사자' });
    await heading.waitFor();
    const card = staff.locator('section').filter({ has: heading }).last();
    await card.getByText('도착: 기록 없음').waitFor();
    await card.getByText('도착 확인이 없어 오지 않은 것으로 기록됐어요 (인정하면 지워져요).').waitFor();
    await expectAxeClean(staff, '/carevisitreviews');

    await card.getByRole('button', { name: '시간 인정' }).click();
    await card.getByText('확인한 내용을 1~200자로 적어주세요.').waitFor();
    await card.getByLabel('인정할 시간').selectOption({ label: '2시간 30분' });
    await card.getByLabel('확인한 내용 (필수)').fill('어르신께 전화로 확인: 봉사자가 휴대폰을 두고 와서 확인을 못 했음');
    await card.getByRole('button', { name: '시간 인정' }).click();
    const dialog = staff.getByRole('alertdialog');
    await dialog.getByText('오지않음님의 이 방문을 2시간 30분 봉사로 인정할까요?').waitFor();
    await dialog.getByRole('button', { name: '확인', exact: true }).click();
    await heading.waitFor({ state: 'detached' });
    await staff.getByText('확인이 필요한 방문이 없어요.').waitFor();

    const hours = await absent.call<{ visits: { startTime: string }[] }>('GET', '/volunteer/hours');
    expect(hours).toMatchObject({ totalMinutes: 150, totalHours: 2.5, reviewCount: 0, visits: [expect.objectContaining({ matchingId, minutes: 150 })] });

    // The volunteer is told the date and the outcome (not the worker's note); the notice opens 나의 봉사 시간.
    const volunteerPage = await product.openPage({ notificationAlerts: false });
    errors.push(...watchPageErrors(volunteerPage));
    await loginThroughUi(volunteerPage, absent);
    await volunteerPage.waitForURL('**/volunteermain');
    await volunteerPage.goto('/notification');
    // The visit's Seoul date, as the API sends its start (YYYY-MM-DDTHH:mm:ss, Seoul time).
    const [month, day] = [Number(hours.visits[0].startTime.slice(5, 7)), Number(hours.visits[0].startTime.slice(8, 10))];
    const notice = volunteerPage.getByRole('button').filter({ hasText: '봉사 시간이 인정되었어요' });
    await notice.getByText(`${month}월 ${day}일 봉사 시간이 인정되었어요 (2시간 30분). 나의 봉사 시간에서 확인할 수 있어요.`).waitFor();
    expect(await notice.textContent()).not.toContain('휴대폰');
    await notice.click();
    await volunteerPage.waitForURL('**/myhours');
    await volunteerPage.getByText('2시간 30분', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });

  test('a volunteer who cancels less than 24 h before: 다른 봉사자 찾기 asks again for the same request; with nobody free it keeps waiting, nothing cancelled', async () => {
    // Another district, where nobody else could come.
    const canceller = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '급취소', district: 'MAPO' });
    const waiting = await createUserThroughApi(product.stack, { userType: 'elderly', name: '남순자', district: 'MAPO' });
    const start = new Date(Math.ceil((Date.now() + 2 * 3600_000) / 1_800_000) * 1_800_000);
    const slot = localIso(start).slice(11);
    await canceller.call('POST', '/volunteer/schedule', { schedules: [{ dayOfWeek: weekday(start), time: slot }], category: 15 });
    const recommended = await waiting.call<{ matchingId: number; recommendVolunteers: { volunteerId: number }[] }>('POST', '/elderly/recommend', {
      volunteerType: 'HEALTH',
      startTime: localIso(start),
      animalType: 'none',
      addDescription: '병원에 같이 가 주세요',
      address: { district: 'MAPO', detail: '2번지' },
    });
    expect(recommended.recommendVolunteers).toHaveLength(1);
    await waiting.call('POST', '/elderly/recommend/matching', { matchingId: recommended.matchingId, volunteerId: recommended.recommendVolunteers[0].volunteerId });
    await canceller.call('DELETE', `/volunteer/matching/${recommended.matchingId}`);

    const page = await product.openPage({ notificationAlerts: false });
    errors.push(...watchPageErrors(page));
    await loginThroughUi(page, waiting);
    await page.waitForURL('**/usermain');
    const card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: '봉사자님이 방문을 취소했어요' }) });
    await card.getByText(`급취소 봉사자님이 ${koreanDateLabel(start)} ${koreanTimeLabel(start)} 방문을 취소했어요. 불편을 드려 죄송해요.`).waitFor();
    await card.getByText('같은 시간에 올 수 있는 다른 봉사자님을 찾아 드릴까요?').waitFor();
    await expectAxeClean(page, '/usermain with a late cancel');
    await card.getByRole('button', { name: '다른 봉사자 찾기' }).click();
    await page.waitForURL('**/volunteerRecommend');
    await page.getByText('매칭된 봉사자가 없습니다').waitFor();
    await page.getByRole('button', { name: '매칭 기다리기' }).click();
    expect(await readAndCloseAlert(page)).toBe('매칭 진행을 계속 진행합니다.');
    await page.waitForURL('**/helpcenter');
    const detail = await waiting.call<{ matchedUserInfo: unknown }>('GET', `/volunteerActivity/registration/${recommended.matchingId}`);
    expect(detail).toMatchObject({ status: 'MATCHING' });
    expect(await waiting.call('GET', '/elderly/no-shows')).toEqual({ noShows: [] });
    expect(errors).toEqual([]);
  });
  test('a late cancel re-matched at once: the home card names the volunteer who will come instead and offers only 알겠어요; the visit stays with them', async () => {
    // A district of its own, so the automatic re-match has exactly one volunteer to choose.
    const district = 'SONGPA';
    const canceller = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '늦은취소', district });
    const her = await createUserThroughApi(product.stack, { userType: 'elderly', name: '한순자', district });
    const start = new Date(Math.ceil((Date.now() + 3 * 3600_000) / 1_800_000) * 1_800_000);
    const schedule = { schedules: [{ dayOfWeek: weekday(start), time: localIso(start).slice(11) }], category: 15 };
    await canceller.call('POST', '/volunteer/schedule', schedule);
    const recommended = await her.call<{ matchingId: number; recommendVolunteers: { volunteerId: number; name: string }[] }>('POST', '/elderly/recommend', {
      volunteerType: 'HOUSING',
      startTime: localIso(start),
      animalType: 'none',
      addDescription: '형광등을 갈아 주세요',
      address: { district, detail: '3번지' },
    });
    expect(recommended.recommendVolunteers.map((volunteer) => volunteer.name)).toEqual(['늦은취소']);
    await her.call('POST', '/elderly/recommend/matching', { matchingId: recommended.matchingId, volunteerId: recommended.recommendVolunteers[0].volunteerId });
    const replacement = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '대신옴', district });
    await replacement.call('POST', '/volunteer/schedule', schedule);
    // Less than 24 h before the start: a no-show, and the request is re-matched at once.
    await canceller.call('DELETE', `/volunteer/matching/${recommended.matchingId}`);

    const page = await product.openPage({ notificationAlerts: false });
    errors.push(...watchPageErrors(page));
    await loginThroughUi(page, her);
    await page.waitForURL('**/usermain');
    const card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: '봉사자님이 방문을 취소했어요' }) });
    await card.getByText(`늦은취소 봉사자님이 ${koreanDateLabel(start)} ${koreanTimeLabel(start)} 방문을 취소했어요. 불편을 드려 죄송해요.`).waitFor();
    await card.getByText('대신 대신옴 봉사자님이 오실 거예요.').waitFor();
    // Nothing to choose: someone is already coming, so no 다른 봉사자 찾기 and no 괜찮아요.
    expect(await card.getByRole('button').allTextContents()).toEqual(['알겠어요']);
    const understood = card.getByRole('button', { name: '알겠어요' });
    expect((await understood.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    // Neither volunteer's phone number is on the card.
    expect(await card.textContent()).not.toMatch(/01\d[-*\d]{7,}/);
    await expectAxeClean(page, '/usermain with a re-matched late cancel');

    await understood.click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('한순자님, 안녕하세요!').waitFor();
    await page.getByRole('button', { name: '도움 요청하기' }).waitFor();
    expect(await page.getByRole('heading', { name: '봉사자님이 방문을 취소했어요' }).count()).toBe(0);

    // 알겠어요 cancelled nothing: her requests list the visit with the volunteer who is coming.
    await page.goto('/ApplyingList');
    const item = page.getByRole('listitem').filter({ hasText: koreanDateLabel(start) });
    await item.getByText('봉사자 대신옴님').waitFor();
    await item.getByText('매칭 완료').waitFor();
    expect(await her.call('GET', `/volunteerActivity/registration/${recommended.matchingId}`)).toMatchObject({ status: 'PROGRESS', matchedUserInfo: { volunteerName: '대신옴' } });
    expect(await her.call('GET', '/elderly/no-shows')).toEqual({ noShows: [] });
    expect(errors).toEqual([]);
  });
});

import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { DAYS_OF_WEEK, seoulParts, toSeoulIso } from '@ieum/domain';
import { axeViolations } from '../support/accessibility';
import { createUserThroughApi, type ApiUser } from '../support/api-accounts';
import { loginThroughUi } from '../support/accounts';
import { watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';

// Issue 27, end to end on two phones (two browser contexts): the volunteer taps 도착했어요 and the
// elderly user confirms 네, 오셨어요 on her own phone; the end is confirmed with the visit code shown
// on her home card; the volunteer then downloads the certificate of the confirmed visit, and a
// signed-out visitor checks its code on the public page. The visit is real but short (the test cannot
// wait hours), so its confirmed time rounds down to 0 minutes; the API tests cover the hours rule.
jest.setTimeout(300_000);
const product = setUpProductInBrowser();

let volunteer: ApiUser;
let elderly: ApiUser;
let volunteerPage: Page;
let elderlyPage: Page;
let matchingId = 0;
const errors: Error[] = [];

async function expectAxeClean(page: Page, what: string) {
  expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
}

beforeAll(async () => {
  volunteer = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '정하늘', district: 'SONGPA', bio: '말벗과 산책' });
  elderly = await createUserThroughApi(product.stack, { userType: 'elderly', name: '한순자', district: 'SONGPA' });
  // A start two minutes ahead (the visit opens 30 minutes before it), inside today's slot.
  const startMs = Math.floor((Date.now() + 2 * 60_000) / 60_000) * 60_000;
  const { hour, minute, isoWeekday } = seoulParts(startMs);
  const slot = `${String(hour).padStart(2, '0')}:${minute < 30 ? '00' : '30'}`;
  await volunteer.call('POST', '/volunteer/schedule', { schedules: [{ dayOfWeek: DAYS_OF_WEEK[isoWeekday - 1], time: slot }], category: 15 });
  const recommended = await elderly.call<{ matchingId: number; recommendVolunteers: { volunteerId: number; name: string }[] }>('POST', '/elderly/recommend', {
    volunteerType: 'CULTURE',
    startTime: toSeoulIso(startMs).slice(0, 16),
    animalType: 'none',
    addDescription: '말벗이 필요해요',
    address: { district: 'SONGPA', detail: '1번지' },
  });
  matchingId = recommended.matchingId;
  const ours = recommended.recommendVolunteers.find((candidate) => candidate.name === volunteer.name);
  expect(ours).toBeDefined();
  await elderly.call('POST', '/elderly/recommend/matching', { matchingId, volunteerId: ours!.volunteerId });

  volunteerPage = await product.openPage({ notificationAlerts: false });
  elderlyPage = await product.openPage({ notificationAlerts: false });
  errors.push(...watchPageErrors(volunteerPage), ...watchPageErrors(elderlyPage));
});

describe('a visit confirmed at the door, on two phones', () => {
  test('도착했어요 -> 네, 오셨어요; 마쳤어요 with the visit code; the certificate downloads and its code checks out in public', async () => {
    await loginThroughUi(volunteerPage, volunteer);
    await volunteerPage.waitForURL('**/volunteermain');
    await volunteerPage.getByRole('button', { name: '요청서 확인' }).click();
    await volunteerPage.waitForURL('**/matchingdetail');
    await volunteerPage.getByRole('button', { name: '방문 확인 (도착했어요 · 마쳤어요)' }).click();
    await volunteerPage.waitForURL('**/visit');
    await volunteerPage.getByRole('heading', { name: '한순자 어르신 댁 방문' }).waitFor();
    await expectAxeClean(volunteerPage, '/visit');
    await volunteerPage.getByRole('button', { name: '도착했어요' }).click();
    await volunteerPage.getByText('어르신 휴대폰에서 확인을 기다리고 있어요.', { exact: false }).waitFor();

    await loginThroughUi(elderlyPage, elderly);
    await elderlyPage.waitForURL('**/usermain');
    await elderlyPage.getByText('정하늘님이 도착했다고 알렸어요. 오셨나요?').waitFor();
    await expectAxeClean(elderlyPage, '/usermain with the visit');
    await elderlyPage.getByRole('button', { name: '네, 오셨어요' }).click();
    await elderlyPage.getByText('정하늘님이 와 계세요.').waitFor();

    // The volunteer's page sees the confirmation by itself (it asks every few seconds).
    await volunteerPage.getByText(/확인됨$/).first().waitFor({ timeout: 20_000 });
    const code = (await elderlyPage.locator('.elderly-visit__code strong').textContent())!.trim();
    expect(code).toMatch(/^\d{4}$/);
    await volunteerPage.getByLabel('방문 코드로 마침 확인').fill(code);
    await volunteerPage.getByRole('button', { name: '코드 확인' }).click();
    await volunteerPage.getByText('방문이 확인되었어요. 인정 시간 0분').waitFor();

    await volunteerPage.goto('/myhours');
    await volunteerPage.getByText('(1회)', { exact: false }).waitFor();
    await expectAxeClean(volunteerPage, '/myhours');
    const [download] = await Promise.all([volunteerPage.waitForEvent('download'), volunteerPage.getByRole('button', { name: '확인서 PDF 내려받기' }).click()]);
    expect(download.suggestedFilename()).toBe('이음-봉사활동-확인서.pdf');
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/NotoSansKR/);
    const [csvDownload] = await Promise.all([volunteerPage.waitForEvent('download'), volunteerPage.getByRole('button', { name: '포털 등록용 CSV 내려받기' }).click()]);
    const csv = fs.readFileSync((await csvDownload.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF순번,성명,활동일자')).toBe(true);
    const certificateCode = csv.trim().split('\r\n')[1].split(',').at(-1)!;
    expect(certificateCode).toMatch(/^IEUM-/);

    const visitor = await product.openPage({ notificationAlerts: false });
    await visitor.goto(`/verify?code=${certificateCode}`);
    await visitor.getByRole('button', { name: '확인하기' }).click();
    await visitor.getByRole('heading', { name: '이음에서 발급한 확인서가 맞아요' }).waitFor();
    await visitor.getByText('정*늘').waitFor();
    await expectAxeClean(visitor, '/verify');
    await visitor.getByLabel('확인 코드').fill('IEUM-2222-2222');
    await visitor.getByRole('button', { name: '확인하기' }).click();
    await visitor.getByText('확인서를 찾을 수 없어요. 확인 코드를 다시 확인해주세요.').waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the criminal-record check, the district's welfare worker and the badge", () => {
  test('the volunteer uploads 범죄경력 회보서, the worker opens it (a download) and verifies it; the volunteer page then shows it verified (the badge on recommendations in the browser: visits-no-show.e2e.ts)', async () => {
    const checked = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '윤확인', district: 'GANGNAM' });
    const page = await product.openPage({ notificationAlerts: false });
    await loginThroughUi(page, checked);
    await page.waitForURL('**/volunteermain');
    await page.goto('/recordcheck');
    await page.getByText('아직 올린 회보서가 없어요.').waitFor();
    await expectAxeClean(page, '/recordcheck');
    await page.getByLabel('회보서 파일 (PDF, JPG, PNG, 5MB 이하)').setInputFiles({ name: 'record.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('button', { name: '회보서 올리기' }).click();
    await page.getByText('담당 사회복지사가 확인하고 있어요.').waitFor();

    const staffAccount = product.stack.demoAccounts().find((account) => account.userType === 'staff')!;
    const staff = await product.openPage({ notificationAlerts: false });
    await loginThroughUi(staff, staffAccount);
    await staff.waitForURL('**/care');
    await staff.getByRole('button', { name: '봉사자 회보서 확인' }).click();
    await staff.waitForURL('**/carerecordchecks');
    await staff.getByRole('heading', { name: '윤확인 봉사자' }).waitFor();
    await expectAxeClean(staff, '/carerecordchecks');
    const card = staff.locator('section, article, div').filter({ has: staff.getByRole('heading', { name: '윤확인 봉사자' }) }).last();
    const [download] = await Promise.all([staff.waitForEvent('download'), card.getByRole('button', { name: '파일 열기 (기록됨)' }).click()]);
    expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await card.getByRole('button', { name: '확인했어요 (확인된 봉사자)' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: '확인', exact: true }).click();
    await staff.getByRole('heading', { name: '윤확인 봉사자' }).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText("확인을 마쳤어요. 추천 목록에 '확인된 봉사자'로 표시돼요.").waitFor();
    expect(errors).toEqual([]);
  });
});

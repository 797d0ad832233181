// The circle of care in Chromium against the production build: a crisis said to the companion
// reaches the district's welfare worker (dashboard and SMS) within a minute, is acknowledged and
// closed; an unanswered one escalates to every worker and the family; family members link only
// with the older person's code and see only what is shared. Escalation and overdue times come from
// the API's settings (seconds here instead of 10 and 30 minutes), never from waiting for real.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations, findAccessibilityProblems } from '../support/accessibility';
import { loginThroughUi } from '../support/accounts';
import { createUserThroughApi } from '../support/api-accounts';
import { readAndCloseAlert, watchPageErrors } from '../support/browser';
import type { DemoAccount } from '../support/stack';
import { setUpProductInBrowser } from '../support/suite';
import { DAY_MS, seoulParts, toSeoulDate } from '@ieum/domain';

jest.setTimeout(300_000);

const ESCALATE_AFTER_SECONDS = 20;
const OVERDUE_AFTER_SECONDS = 40;

const product = setUpProductInBrowser({
  CARE_ALERT_ESCALATE_AFTER_SECONDS: String(ESCALATE_AFTER_SECONDS),
  CARE_ALERT_OVERDUE_AFTER_SECONDS: String(OVERDUE_AFTER_SECONDS),
  SIGNUP_MAX_ATTEMPTS_PER_IP: '500',
  PHONE_CODE_MAX_SENDS_PER_IP: '500',
  PHONE_CODE_MAX_CHECKS_PER_IP: '500',
  LOGIN_MAX_ATTEMPTS_PER_IP: '500',
});

const demo = (userType: DemoAccount['userType']) => product.stack.demoAccounts().find((account) => account.userType === userType)!;

/** A phone with this person signed in, on their home. */
async function signedIn(account: { username: string; password: string; userType: string }, home: string): Promise<Page> {
  const page = await product.openPage({ notificationAlerts: false });
  await loginThroughUi(page, account);
  await page.waitForURL(`**${home}`);
  return page;
}

async function checkPage(page: Page, what: string) {
  expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
  expect({ what, problems: await findAccessibilityProblems(page) }).toEqual({ what, problems: [] });
}

/** SMS the development outbox holds for this local number (the API sends alerts through it). */
function smsTo(localPhone: string): string[] {
  const file = path.join(product.stack.dataDir, 'sms-outbox.jsonl');
  const to = `+82${localPhone.slice(1)}`;
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((message) => message.to === to || message.to === localPhone)
    .map((message) => message.text);
}

/** Waits until `check` passes, reloading the page between tries (the dashboard also polls by itself). */
async function eventually(page: Page, check: () => Promise<boolean>, { timeoutMs, reload = false }: { timeoutMs: number; reload?: boolean }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms on ${page.url()}`);
    await page.waitForTimeout(1000);
    if (reload) await page.reload();
  }
}

const repoRoot = path.resolve(__dirname, '../..');

/** Runs a seed script against the stack's embedded database, which one process may open at a time: the API is stopped meanwhile. */
async function seedDatabase(runs: { script: string; request: object }[]) {
  const api = product.stack.service('api');
  await api.stop();
  try {
    for (const { script, request } of runs) {
      execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(__dirname, '../support', script), JSON.stringify(request)], { stdio: 'pipe' });
    }
  } finally {
    await api.start(120_000);
  }
}

/** The middle of the Seoul calendar month `back` months before this one, as an ISO instant. */
function middleOfMonthBack(back: number): string {
  const { year, month } = seoulParts(Date.now());
  return new Date(Date.UTC(year, month - 1 - back, 15, 3)).toISOString();
}

/** Seoul wall-clock time `days` days from now at `hour`:00, as the request form sends it. */
function seoulTimeInDays(days: number, hour: number): string {
  return `${toSeoulDate(Date.now() + days * DAY_MS)}T${String(hour).padStart(2, '0')}:00`;
}

let elderly: Page;

/** The demo elderly user talks to the companion (named in beforeAll, so the chat page opens at once). */
async function sayToCompanion(text: string) {
  const box = elderly.getByPlaceholder('대화를 입력해 주세요');
  await elderly.goto('/chatpage');
  const replies = elderly.locator('.chat-message--ai .chat-message__bubble');
  // The greeting first, then the history: wait until the page has settled on its count.
  await replies.first().waitFor();
  await elderly.waitForTimeout(1000);
  const before = await replies.count();
  await box.fill(text);
  await box.press('Enter');
  // The companion's careful reply names real help (109 or 119).
  await replies.nth(before).waitFor({ timeout: 60_000 });
  expect(await replies.nth(before).innerText()).toMatch(/1[01]9/);
}

beforeAll(async () => {
  elderly = await signedIn(demo('elderly'), '/usermain');
  // The companion has a name, as after the chat's first visit (its naming page has its own tests).
  const named = await elderly.evaluate(async () => {
    const response = await fetch('/api/elderly', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      body: JSON.stringify({ name: '복실이', profileImage: 'preset:sun' }),
    });
    return response.status;
  });
  expect(named).toBe(200);
});

describe('crisis alerts', () => {
  test('a crisis said in chat is on the demo worker\'s dashboard within 60 s (and in an SMS to the worker), then acknowledged and closed with a note', async () => {
    const staff = await signedIn(demo('staff'), '/care');
    const errors = watchPageErrors(staff);
    await staff.getByRole('heading', { name: /위기 알림/ }).waitFor();
    await checkPage(staff, '/care, no alert');

    const said = Date.now();
    await sayToCompanion('어제 계단에서 넘어져서 혼자 못 일어나겠어요');
    // No reload: the dashboard finds it by itself.
    const row = staff.getByRole('list', { name: '마무리 전 위기 알림' }).getByRole('button', { name: /박순자 어르신 · 넘어지심\(낙상\)/ });
    await row.waitFor({ timeout: 60_000 });
    expect(Date.now() - said).toBeLessThan(60_000);
    expect(await row.innerText()).toContain('확인 전');
    expect(await row.innerText()).toContain('“어제 계단에서 넘어져서 혼자 못 일어나겠어요”');
    expect(await staff.getByRole('heading', { name: /위기 알림 1\s*건/ }).count()).toBe(1);
    await eventually(staff, async () => smsTo('01055550123').some((text) => text.includes('위기 알림') && text.includes('박순자')), { timeoutMs: 30_000 });
    // The SMS names the kind, never the chat text.
    expect(smsTo('01055550123').join('\n')).not.toContain('계단에서 넘어져서');
    await checkPage(staff, '/care with an open alert');

    await row.click();
    await staff.waitForURL('**/carealert?id=*');
    await staff.getByText('“어제 계단에서 넘어져서 혼자 못 일어나겠어요”').waitFor();
    await checkPage(staff, '/carealert');
    await staff.getByRole('button', { name: '확인했어요' }).click();
    await staff.getByText(/이복지님이 .+에 확인했어요\./).waitFor();

    await staff.getByRole('button', { name: '마무리하기' }).click();
    await staff.getByText('어떻게 조치했는지 선택해주세요.').waitFor();
    await staff.getByRole('radio', { name: '전화로 안부를 확인했어요' }).click();
    await staff.getByLabel('메모 (무엇을 했는지)').fill('통화해 보니 무릎을 다치셨어요. 내일 방문하기로 함');
    await staff.getByRole('button', { name: '마무리하기' }).click();
    expect(await readAndCloseAlert(staff)).toBe('위기 알림을 마무리했어요.');
    await staff.getByText('마무리: 전화로 안부를 확인했어요 · 통화해 보니 무릎을 다치셨어요. 내일 방문하기로 함 (이복지님)').waitFor();

    await staff.goto('/care');
    await staff.getByText('지금 대응이 필요한 위기 알림이 없어요.').waitFor();
    expect(errors).toEqual([]);
    await staff.context().close();
  });

  test('the dashboard at desktop width: lists side by side, every page without an axe violation', async () => {
    const staff = await signedIn(demo('staff'), '/care');
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.getByRole('heading', { name: '오래 기다리는 신청' }).waitFor();
    const columns = await staff.locator('.care-grid').first().evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await checkPage(staff, '/care at 1280 px');
    await staff.getByRole('button', { name: '마무리된 알림 보기' }).click();
    await staff.getByRole('list', { name: '마무리된 위기 알림' }).getByRole('button', { name: /박순자 어르신 · 넘어지심/ }).waitFor();
    await staff.getByRole('button', { name: '열람 기록 보기' }).click();
    await staff.waitForURL('**/careaudit');
    // Opening the alert above was written to the district's audit log.
    await staff.getByRole('cell', { name: /박순자/ }).first().waitFor();
    await checkPage(staff, '/careaudit');
    // The worker's own profile and the way out, on the page every role uses.
    await staff.goto('/care');
    await staff.getByRole('button', { name: '내 정보 · 로그아웃' }).click();
    await staff.waitForURL('**/edit');
    await staff.getByLabel('이름').waitFor();
    expect(await staff.getByLabel('이름').inputValue()).toBe('이복지');
    await staff.getByRole('button', { name: '로그아웃', exact: true }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
    await staff.waitForURL('**/login');
    await staff.context().close();
  });

  test('an alert nobody acknowledges escalates to every worker of the district and to the family, then is overdue', async () => {
    const said = Date.now();
    await sayToCompanion('며칠째 밥을 못 먹었어요');
    const staff = await signedIn(demo('staff'), '/care');
    const row = staff.getByRole('list', { name: '마무리 전 위기 알림' }).getByRole('button', { name: /며칠째 식사를 못 하심/ });
    await row.waitFor({ timeout: 60_000 });
    // The API checks every 30 s: escalated and overdue within a sweep of their times.
    await eventually(staff, async () => (await row.innerText()).includes('30분 넘게 확인 없음') || (await row.innerText()).includes('구 전체에 다시 알림'), {
      timeoutMs: (ESCALATE_AFTER_SECONDS + 70) * 1000,
      reload: true,
    });
    await eventually(staff, async () => (await row.innerText()).includes('30분 넘게 확인 없음'), { timeoutMs: (OVERDUE_AFTER_SECONDS + 70) * 1000 - (Date.now() - said), reload: true });
    await row.click();
    await staff.getByText(/\d+분 동안 확인이 없어 사회복지사 \d+명, 가족 \d+명에게 다시 알렸어요/).waitFor();
    // The family was told too, by SMS and on their page.
    await eventually(staff, async () => smsTo('01033330456').some((text) => text.includes('박순자')), { timeoutMs: 30_000 });
    const family = await signedIn(demo('guardian'), '/family');
    await family.getByRole('button', { name: /박순자 어르신/ }).click();
    await family.getByRole('list', { name: '위기 알림' }).getByText('며칠째 식사를 못 하심', { exact: false }).waitFor();
    await checkPage(family, '/familyperson');
    await Promise.all([staff.context().close(), family.context().close()]);
  });
});

describe("the worker's other lists", () => {
  test('a request waiting over 24 h, a person whose 외로움 + 슬픔 rose and a volunteer idle for 30 days each open their detail; a list downloads as a CSV file', async () => {
    const person = await createUserThroughApi(product.stack, { userType: 'elderly', name: '김외로', district: 'GANGNAM' });
    const volunteer = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '정한가', district: 'GANGNAM', bio: '말벗이 되어 드려요' });
    await volunteer.call('POST', '/volunteer/schedule', { schedules: [{ dayOfWeek: 'MONDAY', time: '04:00' }], category: 1 });
    // Education at 2 p.m. in a week: nobody in the district offers it, so it keeps waiting.
    const { matchingId } = await person.call<{ matchingId: number }>('POST', '/elderly/matching', {
      volunteerType: 'EDUCATION',
      startTime: seoulTimeInDays(7, 14),
      animalType: 'none',
      addDescription: '스마트폰 사용법을 알려 주세요',
      address: { district: 'GANGNAM', detail: '역삼로 30' },
    });
    await seedDatabase([
      { script: 'seed-chat-month.ts', request: { dataDir: product.stack.dataDir, username: person.username, emotions: { 기쁨: 8, 외로움: 2 }, at: middleOfMonthBack(2) } },
      { script: 'seed-chat-month.ts', request: { dataDir: product.stack.dataDir, username: person.username, emotions: { 외로움: 5, 슬픔: 3, 기쁨: 2 }, at: middleOfMonthBack(1) } },
      { script: 'seed-care-dashboard.ts', request: { dataDir: product.stack.dataDir, requestId: matchingId, hoursAgo: 30, volunteerUsername: volunteer.username, daysAgo: 40 } },
    ]);

    const staff = await signedIn(demo('staff'), '/care');
    const waiting = staff.getByRole('list', { name: '오래 기다리는 신청' }).getByRole('button', { name: /김외로 어르신 · 교육/ });
    await waiting.waitFor();
    expect(await waiting.innerText()).toContain('30시간째 기다리는 중');
    const lonely = staff.getByRole('list', { name: '외로움·슬픔이 늘어난 어르신' }).getByRole('button', { name: /김외로 어르신/ });
    expect(await lonely.innerText()).toContain('외로움·슬픔 20% → 80% (+60%p)');
    const idle = staff.getByRole('list', { name: '연결이 없는 봉사자' }).getByRole('button', { name: /정한가 봉사자님/ });
    expect(await idle.innerText()).toContain('아직 배정된 봉사가 없어요');
    await checkPage(staff, '/care with every list');

    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: '오래 기다리는 신청 CSV 내려받기' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^waiting-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toContain('김외로');

    await waiting.click();
    await staff.waitForURL('**/carerequest?id=*');
    await staff.getByText('스마트폰 사용법을 알려 주세요').waitFor();
    await checkPage(staff, '/carerequest');
    await staff.getByRole('button', { name: '어르신 정보와 기록 보기' }).click();
    await staff.waitForURL('**/careperson?id=*');
    await staff.getByRole('img', { name: /외로움 50%/ }).waitFor();
    await checkPage(staff, '/careperson');

    await staff.goto('/care');
    await idle.click();
    await staff.waitForURL('**/carevolunteer?id=*');
    await staff.getByText('월 오전 4:00').waitFor();
    await checkPage(staff, '/carevolunteer');
    await staff.context().close();
  });
});

describe('family', () => {
  test('a family member links only with the code the older person made, and the older person sees who linked', async () => {
    const member = await createUserThroughApi(product.stack, { userType: 'guardian', name: '박딸', district: 'MAPO' });
    const family = await signedIn(member, '/family');
    await family.getByText('아직 연결된 어르신이 없어요').waitFor();
    await checkPage(family, '/family, nobody linked');

    await elderly.goto('/usermain');
    await elderly.getByRole('button', { name: '가족·사회복지사 공유 설정' }).click();
    await elderly.waitForURL('**/caresharing');
    await elderly.getByRole('switch', { name: '위기 알림', exact: true }).waitFor();
    await checkPage(elderly, '/caresharing');
    await elderly.getByRole('button', { name: '가족 연결 코드 만들기' }).click();
    await elderly.waitForURL('**/familycode');
    // The address changes before the page is drawn (the router keeps the last page while the next
    // one loads), and the last page's 가족 연결 코드 만들기 also contains 코드 만들기.
    await elderly.getByRole('heading', { name: '가족과 연결하기' }).waitFor();
    await checkPage(elderly, '/familycode before a code');
    await elderly.getByRole('button', { name: '코드 만들기', exact: true }).click();
    const shown = await elderly.locator('.elderly-code').innerText({ timeout: 15_000 });
    expect(shown).toMatch(/^\d{3} \d{3}$/);
    await elderly.getByText(/\d+분 \d+초 남았어요/).waitFor();
    await checkPage(elderly, '/familycode with a code');

    await family.getByRole('button', { name: '어르신 연결하기' }).click();
    await family.waitForURL('**/familylink');
    await checkPage(family, '/familylink');
    await family.getByLabel('연결 코드 6자리').fill('000000' === shown.replace(' ', '') ? '111111' : '000000');
    await family.getByRole('button', { name: '연결하기' }).click();
    await family.getByText('코드가 맞지 않거나 10분이 지났어요', { exact: false }).waitFor();
    await family.getByLabel('연결 코드 6자리').fill(shown);
    await family.getByRole('button', { name: '연결하기' }).click();
    expect(await readAndCloseAlert(family)).toBe('박순자 어르신과 연결되었어요.');
    await family.waitForURL('**/familyperson?id=*');
    await family.getByRole('heading', { name: '박순자 어르신' }).waitFor();

    // The older person's screen notices the link by itself.
    await elderly.getByText('박딸님이 가족으로 연결되었어요', { exact: false }).waitFor({ timeout: 20_000 });
    await elderly.goto('/caresharing');
    await elderly.getByRole('button', { name: '박딸님 연결 끊기' }).waitFor();

    // A code is used once.
    const second = await createUserThroughApi(product.stack, { userType: 'guardian', name: '박아들', district: 'MAPO' });
    await expect(second.call('POST', '/guardian/links', { code: shown.replace(' ', '') })).rejects.toThrow(/LINK_CODE_INVALID/);
    await family.context().close();
  });

  test('with sharing off the family sees nothing: the page says so and the API gives no data', async () => {
    const family = await signedIn(demo('guardian'), '/family');
    await elderly.goto('/caresharing');
    for (const item of ['다가오는 봉사 일정', '지난 봉사와 후기', '봉사자님이 올린 후기 사진', '월별 마음 그래프', '위기 알림']) {
      const toggle = elderly.getByRole('switch', { name: item, exact: true });
      if ((await toggle.getAttribute('aria-checked')) === 'true') {
        await toggle.click();
        await elderly.waitForFunction((name) => [...document.querySelectorAll('[role=switch]')].some((node) => node.textContent === name && node.getAttribute('aria-checked') === 'false' && !(node as HTMLButtonElement).disabled), item);
      }
    }
    await family.getByRole('button', { name: /박순자 어르신/ }).click();
    await family.getByText('어르신이 지금은 가족에게 아무것도 공유하지 않으셨어요.', { exact: false }).waitFor();
    expect(await family.getByText('어르신이 이 정보는 가족과 공유하지 않으셨어요.').count()).toBe(4);
    expect(await family.getByRole('list', { name: '위기 알림' }).count()).toBe(0);
    // Not only hidden: the API refuses the data itself.
    const refused = await family.evaluate(async (elderlyId) => {
      const response = await fetch(`/api/guardian/people/${elderlyId}/alerts`, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return { status: response.status, body: await response.json() };
    }, Number(new URL(family.url()).searchParams.get('id')));
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ code: 'NOT_SHARED' }) });
    await checkPage(family, '/familyperson, nothing shared');
    await family.context().close();
  });
});

describe('signing in', () => {
  test('the welfare worker signs in on /stafflogin; signup offers 가족 but no welfare worker', async () => {
    const page = await product.openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '사회복지사 계정으로 들어가기' }).click();
    await page.waitForURL('**/stafflogin');
    await checkPage(page, '/stafflogin');
    await page.goto('/roleselect');
    await page.getByRole('radio', { name: /가족/ }).waitFor();
    expect(await page.getByRole('radio', { name: /사회복지사/ }).count()).toBe(0);
    await checkPage(page, '/roleselect');
    await page.context().close();
  });
});

afterAll(() => elderly?.context().close());

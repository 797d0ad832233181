import type { Page } from 'playwright-core';
import { findAccessibilityProblems, narrowPhoneProblems } from '../support/accessibility';
import { fillSignupForm, loginThroughUi, openSignup, randomPhone, type NewUser } from '../support/accounts';
import { createUserThroughApi, type ApiUser } from '../support/api-accounts';
import { axeViolations } from '../support/accessibility';
import { readAndCloseAlert, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';
import { seoulParts } from '@ieum/domain';

// A shared machine under load starts the stack slowly; hooks get the same time as the long tests.
jest.setTimeout(300_000);

// Many accounts come from this one address.
const product = setUpProductInBrowser({
  SIGNUP_MAX_ATTEMPTS_PER_IP: '500',
  PHONE_CODE_MAX_SENDS_PER_IP: '500',
  PHONE_CODE_MAX_CHECKS_PER_IP: '500',
  LOGIN_MAX_ATTEMPTS_PER_IP: '500',
});

const DISTRICT = 'SEONGBUK';
const UPSTREAM_DOWN = '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';
const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const WEEKDAY_LABELS = ['월', '화', '수', '목', '금', '토', '일'];

interface SeoulSlot {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Monday */
  weekday: number;
}

function seoulSlot(instantMs: number): SeoulSlot {
  const { year, month, day, hour, minute, isoWeekday } = seoulParts(instantMs);
  return { year, month, day, hour, minute, weekday: isoWeekday - 1 };
}
const HALF_HOUR = 30 * 60_000;
const gridAfter = (ms: number) => Math.ceil(ms / HALF_HOUR) * HALF_HOUR;
const two = (n: number) => String(n).padStart(2, '0');
const clock = (slot: SeoulSlot) => `${two(slot.hour)}:${two(slot.minute)}`;
const iso = (slot: SeoulSlot) => `${slot.year}-${two(slot.month)}-${two(slot.day)}T${clock(slot)}:00`;
const dateLabel = (slot: SeoulSlot) => `${slot.month}월 ${slot.day}일 (${WEEKDAY_LABELS[slot.weekday]})`;
const timeLabel = (slot: SeoulSlot) => `${slot.hour < 12 ? '오전' : '오후'} ${slot.hour % 12 === 0 ? 12 : slot.hour % 12}:${two(slot.minute)}`;
const everyDayAt = (time: string) => DAYS.map((dayOfWeek) => ({ dayOfWeek, time }));

// The request time the form is used for: the next half hour at least 45 minutes ahead, and the
// same time on the next days.
const base = gridAfter(Date.now() + 45 * 60_000);
const T = [0, 1, 2, 3].map((days) => seoulSlot(base + days * 86_400_000));
// The volunteer for the visit that starts during the test: a slot from the current half hour.
const currentSlot = seoulSlot(Math.floor(Date.now() / HALF_HOUR) * HALF_HOUR);

async function checkPage(page: Page, what: string) {
  expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
  expect({ what, problems: await findAccessibilityProblems(page) }).toEqual({ what, problems: [] });
  expect({ what, narrow: await narrowPhoneProblems(page) }).toEqual({ what, narrow: [] });
  // 200 % zoom on a 360 px phone: nothing scrolls sideways.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 180, height: 422 });
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect({ what, overflow: width.page > width.view }).toEqual({ what, overflow: false });
  await page.setViewportSize(viewport);
}

/** The 4 steps of /RequestForm from the help centre; ends on /volunteerRecommend. */
async function requestThroughForm(page: Page, { type, slot, pet, text, check = false }: { type: string; slot: SeoulSlot; pet: string; text: string; check?: boolean }) {
  await page.goto('/HelpCenter');
  await page.getByRole('button', { name: /새 도움 요청/ }).click();
  await page.waitForURL('**/RequestForm');
  await page.getByRole('radio', { name: type }).click();
  if (check) await checkPage(page, 'request step 1');
  await page.getByRole('button', { name: '다음', exact: true }).click();
  while (!(await page.getByText(`${slot.year}년 ${slot.month}월`, { exact: true }).isVisible())) {
    await page.getByRole('button', { name: '다음 달 ›' }).click();
  }
  await page.getByRole('radio', { name: dateLabel(slot) }).click();
  await page.getByRole('radio', { name: timeLabel(slot), exact: true }).click();
  if (check) await checkPage(page, 'request step 2');
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByRole('radio', { name: pet }).click();
  if (check) await checkPage(page, 'request step 3');
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByLabel('추가 요청사항 (선택)').fill(text);
  if (check) await checkPage(page, 'request step 4');
  const answer = page.waitForResponse((response) => response.url().includes('/api/elderly/recommend') && response.request().method() === 'POST');
  await page.getByRole('button', { name: '신청하기' }).click();
  const body = (await (await answer).json()) as { matchingId: number; recommendVolunteers: { name: string }[] };
  await page.waitForURL('**/volunteerRecommend');
  // The URL changes before the page's chunk has loaded; only the shown page guards the request.
  await page.getByRole('heading', { level: 1, name: '추천 봉사자' }).waitFor();
  return body;
}

const openDetail = (name: string) => new RegExp(`^${name}님 \\d+시간 자세히 보기$`);
const volunteerCard = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: openDetail(name) }) });

describe('an elderly user asks for help, picks a volunteer and rates the visit', () => {
  const elderly: NewUser = {
    userType: 'elderly',
    username: `halmoni${Date.now().toString(36)}`,
    password: 'first-pass-1',
    name: '정복순',
    birth: { year: '1944', month: '3', day: '9' },
    gender: 'female',
    district: DISTRICT,
    detail: '정릉동 7',
    phone: randomPhone(),
  };
  let page: Page;
  let errors: Error[];
  let v1: ApiUser;
  let v2: ApiUser;
  let v4: ApiUser;
  let rival: ApiUser;
  let firstRequestId: number;

  beforeAll(async () => {
    page = await product.openPage({ notificationAlerts: false });
    errors = watchPageErrors(page);
    const make = (name: string, bio: string) => createUserThroughApi(product.stack, { userType: 'volunteer', name, district: DISTRICT, bio });
    v1 = await make('김하늘', '병원 동행을 자주 했어요. 어르신 말벗도 좋아해요.');
    v2 = await make('이바다', '건강 체크와 복약 도움을 드려요.');
    v4 = await make('최가람', '가까이 살아서 바로 갈 수 있어요.');
    rival = await createUserThroughApi(product.stack, { userType: 'elderly', name: '한경자', district: DISTRICT });
    await v1.call('POST', '/volunteer/schedule', { schedules: everyDayAt(clock(T[0])), category: 1 });
    await v2.call('POST', '/volunteer/schedule', { schedules: everyDayAt(clock(T[0])), category: 1 });
    await v4.call('POST', '/volunteer/schedule', { schedules: everyDayAt(clock(currentSlot)), category: 1 });
  }, 120_000);
  afterAll(() => page.context().close());

  test('signs up, makes a request through the 4 steps, opens a detail modal and picks a volunteer with two clicks', async () => {
    await openSignup(page, 'elderly');
    await fillSignupForm(page, product.stack.dataDir, elderly);
    await page.getByRole('button', { name: '가입하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('회원가입이 완료되었습니다.');
    await page.waitForURL('**/login');
    await loginThroughUi(page, elderly, { open: false });
    await page.waitForURL('**/usermain');
    await page.getByText('오늘 예정된 봉사가 없어요.').waitFor();
    await checkPage(page, '/usermain empty');
    await page.goto('/HelpCenter');
    await page.getByRole('button', { name: /신청 내역/ }).waitFor();
    await checkPage(page, '/HelpCenter');

    const recommended = await requestThroughForm(page, { type: '의료', slot: T[0], pet: '고양이', text: '병원에 같이 가 주세요', check: true });
    firstRequestId = recommended.matchingId;
    expect(recommended.recommendVolunteers.map((volunteer) => volunteer.name).sort()).toEqual(['김하늘', '이바다', '최가람'].sort());
    await page.getByText('요청에 맞는 봉사자를 찾았어요').waitFor();
    await checkPage(page, '/volunteerRecommend');
    await page.getByRole('button', { name: openDetail('김하늘') }).click();
    const modal = page.getByRole('dialog', { name: '김하늘님' });
    await modal.getByText('봉사시간 0시간').waitFor();
    expect(await modal.getByText(/병원 동행을 자주 했어요/).count()).toBe(1);
    expect(await modal.getByText(/^전화번호 010-\*\*\*\*-\d{4}$/).count()).toBe(1);
    await checkPage(page, 'volunteer detail modal');
    await modal.getByRole('button', { name: '닫기' }).click();

    await page.getByRole('button', { name: '김하늘님 선택하기' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.getByRole('button', { name: '김하늘님으로 확정하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('해당 봉사자를 선택하시겠습니까?');
    expect(await readAndCloseAlert(page)).toBe('봉사자 선택이 완료되었습니다.');
    await page.waitForURL('**/helpcenter');
    // The phone's back button: to where the user came from, never the list again, and twice
    // leaves the confirmed visit as it is (it used to cancel it silently).
    await page.goBack();
    await page.waitForURL('**/HelpCenter');
    expect(await page.getByRole('button', { name: /선택하기$/ }).count()).toBe(0);
    await page.goBack();
    await page.waitForTimeout(1000);
    const detail = await v1.call<{ elderlyName: string; status: string }>('GET', `/volunteerActivity/matching/${firstRequestId}`);
    expect(detail).toMatchObject({ elderlyName: elderly.name, status: 'PROGRESS' });
  });

  test('sees the match on the home card and in the applying list, with the full phone number after the match', async () => {
    await page.goto('/usermain');
    if (T[0].day === seoulSlot(Date.now()).day) {
      // The home card shows today's request only.
      await page.getByText('김하늘님이 방문할 예정이에요.').waitFor();
      await page.getByText(`${dateLabel(T[0])} ${timeLabel(T[0])}`).waitFor();
      await checkPage(page, '/usermain matched');
    }
    await page.goto('/ApplyingList');
    const item = page.getByRole('button', { name: /봉사자 김하늘님/ });
    await item.waitFor();
    await checkPage(page, '/ApplyingList');
    await item.click();
    await page.waitForURL('**/applyingdetail');
    const call = page.getByRole('link', { name: /김하늘님에게 전화하기/ });
    await call.waitFor();
    expect(await call.getAttribute('href')).toMatch(/^tel:010\d{8}$/);
    await page.getByRole('button', { name: '신청 취소' }).waitFor();
    await checkPage(page, '/applyingdetail');

    // A visit five days ahead, booked automatically: its volunteer's number stays masked until 48 hours before.
    const later = seoulSlot(base + 5 * 86_400_000);
    const booked = await fetch(`http://127.0.0.1:${product.stack.ports.api}/api/elderly/matching`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await elderlyToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ volunteerType: 'HEALTH', startTime: iso(later), animalType: 'none' }),
    }).then((response) => response.json() as Promise<{ matchingId: number; status: string }>);
    expect(booked.status).toBe('PROGRESS');
    await page.goto('/ApplyingList');
    await page.getByRole('button', { name: new RegExp(`${later.month}월 ${later.day}일`) }).click();
    await page.waitForURL('**/applyingdetail');
    await page.getByText(/^📞 010-\*\*\*\*-\d{4}$/).waitFor();
    await page.getByText('전화번호 전체는 봉사 시작 48시간 전부터 보여요.').waitFor();
    expect(await page.getByRole('link', { name: /전화하기/ }).count()).toBe(0);
    await checkPage(page, '/applyingdetail masked phone');
    await fetch(`http://127.0.0.1:${product.stack.ports.api}/api/elderly/matching/${booked.matchingId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${await elderlyToken()}` },
    });
  });

  test('a request nobody fits waits, and is matched when a volunteer saves a fitting schedule', async () => {
    const recommended = await requestThroughForm(page, { type: '문화', slot: T[1], pet: '없음', text: '' });
    expect(recommended.recommendVolunteers).toEqual([]);
    await page.getByText('매칭된 봉사자가 없습니다').waitFor();
    await checkPage(page, '/volunteerRecommend empty');
    await page.getByRole('button', { name: '매칭 기다리기' }).click();
    expect(await readAndCloseAlert(page)).toBe('매칭 진행을 계속 진행합니다.');
    await page.waitForURL('**/helpcenter');

    const late = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '문화봉', district: DISTRICT });
    await late.call('POST', '/volunteer/schedule', { schedules: [{ dayOfWeek: DAYS[T[1].weekday], time: clock(T[1]) }], category: 2 });
    await page.goto('/ApplyingList');
    await page.getByRole('button', { name: /봉사자 문화봉님/ }).waitFor();
  });

  test('leaving the recommendation page without choosing cancels the request', async () => {
    const recommended = await requestThroughForm(page, { type: '의료', slot: T[2], pet: '개', text: '장보기 도와주세요' });
    expect(recommended.recommendVolunteers.length).toBeGreaterThan(0);
    // The service worker controls the page: a keepalive call it let fall through was lost.
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto('/usermain');
    await page.getByRole('heading', { name: '홈' }).waitFor();
    const started = Date.now();
    for (;;) {
      const detail = await fetch(`http://127.0.0.1:${product.stack.ports.api}/api/volunteerActivity/registration/${recommended.matchingId}`, {
        headers: { Authorization: `Bearer ${await elderlyToken()}` },
      }).then((response) => response.json() as Promise<{ status: string }>);
      if (detail.status === 'CANCELED') break;
      if (Date.now() - started > 10_000) throw new Error(`request still ${detail.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  test('a volunteer someone else booked first: the server message, the list without them; a failed cancel shows the server\'s message; the home page retries after the API was down', async () => {
    await requestThroughForm(page, { type: '의료', slot: T[3], pet: '없음', text: '' });
    await volunteerCard(page, '이바다').waitFor();
    const theirs = await rival.call<{ matchingId: number }>('POST', '/elderly/recommend', { volunteerType: 'HEALTH', startTime: iso(T[3]) });
    await rival.call('POST', '/elderly/recommend/matching', { matchingId: theirs.matchingId, volunteerId: await volunteerId(v2) });

    await page.getByRole('button', { name: '이바다님 선택하기' }).click();
    const ranked = page.waitForResponse((response) => /\/api\/elderly\/recommend\/\d+/.test(response.url()) && response.request().method() === 'GET');
    await page.getByRole('button', { name: '이바다님으로 확정하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('해당 봉사자를 선택하시겠습니까?');
    expect(await readAndCloseAlert(page)).toBe('선택하신 봉사자님이 방금 다른 일정에 배정되었어요. 다른 봉사자님을 선택해주세요.');
    // The list is ranked again for the same request: the booked volunteer is not in it.
    expect(((await (await ranked).json()) as { recommendVolunteers: { name: string }[] }).recommendVolunteers.map((v) => v.name)).not.toContain('이바다');
    expect(await volunteerCard(page, '이바다').count()).toBe(0);
    await volunteerCard(page, '김하늘').waitFor();

    // The API goes down: the cancel fails with the server's message, and the home page (left
    // to, so the page's own cancel fails too) explains and retries once the API is back.
    await product.stack.service('api').stop();
    try {
      await page.getByRole('button', { name: '뒤로 가기' }).click();
      expect(await readAndCloseAlert(page)).toBe('매칭을 취소하시겠습니까?');
      expect(await readAndCloseAlert(page)).toBe(UPSTREAM_DOWN);
      await page.getByText('요청에 맞는 봉사자를 찾았어요').waitFor();
      await page.goto('/usermain');
      await page.getByText(UPSTREAM_DOWN).waitFor();
      await checkPage(page, '/usermain load failure');
    } finally {
      await product.stack.service('api').start(180_000);
    }
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('heading', { name: '오늘의 봉사' }).waitFor();
  });

  test('a page opened without its route state explains and offers the way back', async () => {
    await page.goto('/volunteerRecommend');
    await page.getByText('추천 봉사자 정보가 없습니다. 신청 상태는 신청 내역에서 확인해 주세요.').waitFor();
    await checkPage(page, '/volunteerRecommend without state');
    await page.goto('/applyingdetail');
    await page.getByText('유효한 matchId가 없습니다.').waitFor();
  });

  test('after the start the user marks the visit done and rates the volunteer; the rating shows on the next recommendation', async () => {
    // A visit that starts in a minute, booked through the API by the other elderly user.
    const startAt = seoulSlot(Date.now() + 70_000);
    const visit = await rival.call<{ matchingId: number; recommendVolunteers: { volunteerId: number; name: string }[] }>('POST', '/elderly/recommend', {
      volunteerType: 'HEALTH',
      startTime: iso(startAt),
    });
    const gaRam = visit.recommendVolunteers.find((volunteer) => volunteer.name === '최가람')!;
    await rival.call('POST', '/elderly/recommend/matching', { matchingId: visit.matchingId, volunteerId: gaRam.volunteerId });
    const rivalPage = await product.openPage({ notificationAlerts: false });
    await loginThroughUi(rivalPage, rival);
    await rivalPage.waitForURL('**/usermain');
    await rivalPage.getByText('최가람님이 방문할 예정이에요.').waitFor();
    // The start passes (about a minute), then the card offers 완료.
    await rivalPage.waitForTimeout(Math.max(0, Date.parse(`${iso(startAt)}+09:00`) - Date.now() + 1500));
    await rivalPage.reload();
    await rivalPage.getByRole('button', { name: '완료' }).click();
    expect(await readAndCloseAlert(rivalPage)).toBe('봉사가 끝났나요? 완료로 표시할까요?');
    expect(await readAndCloseAlert(rivalPage)).toBe('봉사가 완료되었습니다. 봉사자를 평가해 주세요.');
    await rivalPage.getByRole('button', { name: '봉사자 평가하기' }).click();
    await rivalPage.waitForURL('**/applyingdetail');
    await rivalPage.getByText('최가람님은 어떠셨나요?').waitFor();
    await checkPage(rivalPage, '/applyingdetail rating');
    await rivalPage.getByRole('radio', { name: '5점' }).click();
    await rivalPage.getByLabel('한마디 (선택)').fill('친절하게 도와주셨어요');
    await rivalPage.getByRole('button', { name: '평가 보내기' }).click();
    expect(await readAndCloseAlert(rivalPage)).toBe('평가가 저장되었습니다. 감사합니다.');
    await rivalPage.getByText('내가 준 평가').waitFor();
    await rivalPage.context().close();

    const next = seoulSlot(base + 4 * 86_400_000);
    await requestThroughForm(page, { type: '의료', slot: next, pet: '없음', text: '' });
    await volunteerCard(page, '최가람').getByText('★ 5.0 (1명)').waitFor();
    await page.getByRole('button', { name: openDetail('최가람') }).click();
    await page.getByRole('dialog', { name: '최가람님' }).getByText('★ 5.0 (1명)').waitFor();
    expect(errors).toEqual([]);
  }, 240_000);

  async function elderlyToken(): Promise<string> {
    return page.evaluate(() => localStorage.getItem('accessToken') ?? '');
  }

  async function volunteerId(user: ApiUser): Promise<number> {
    const me = await user.call<{ userId: string | number }>('GET', '/auth/me');
    return Number(me.userId);
  }
});

describe('who may open the elderly pages', () => {
  test('a volunteer is sent to their home with a Korean message; nobody signed in goes to /login', async () => {
    const page = await product.openPage({ notificationAlerts: false });
    await page.goto('/usermain');
    expect(await readAndCloseAlert(page)).toBe('로그인이 필요한 화면입니다. 먼저 로그인해주세요.');
    await page.waitForURL('**/login');
    const volunteer = product.stack.demoAccounts().find((account) => account.userType === 'volunteer')!;
    await loginThroughUi(page, volunteer, { open: false });
    await page.waitForURL('**/volunteermain');
    await page.goto('/RequestForm');
    expect(await readAndCloseAlert(page)).toBe('이용자 전용 화면입니다. 내 홈 화면으로 이동할게요.');
    await page.waitForURL('**/volunteermain');
    await page.context().close();
  });
});

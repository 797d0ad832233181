import type { Page } from 'playwright-core';
import { axeViolations } from '../support/accessibility';
import { loginThroughUi } from '../support/accounts';
import { createUserThroughApi, type ApiUser } from '../support/api-accounts';
import { waitForLivePage, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';
import { DAY_MS, koreanDateLabel } from '@ieum/domain';

// A shared machine under load starts the stack slowly; hooks get the same time as the long test.
jest.setTimeout(300_000);

const product = setUpProductInBrowser({ SIGNUP_MAX_ATTEMPTS_PER_IP: '500', PHONE_CODE_MAX_SENDS_PER_IP: '500', PHONE_CODE_MAX_CHECKS_PER_IP: '500' });

const DISTRICT = 'DOBONG';
const everyDayAt = (time: string) => ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((dayOfWeek) => ({ dayOfWeek, time }));

/** Tomorrow in Seoul, as the read-back says it: "11월 27일 (금)". */
function tomorrowLabel(): string {
  return koreanDateLabel(Date.now() + DAY_MS);
}

describe('an elderly user arranges a visit by talking to the companion (issue 26)', () => {
  let page: Page;
  let errors: Error[];
  let volunteer: ApiUser;
  let elderly: ApiUser;

  beforeAll(async () => {
    volunteer = await createUserThroughApi(product.stack, { userType: 'volunteer', name: '윤도움', district: DISTRICT, bio: '병원 동행을 해 드려요.' });
    // Available every day from 13:00 for three hours, for 의료 (HEALTH): tomorrow 14:00 fits.
    await volunteer.call('POST', '/volunteer/schedule', { schedules: everyDayAt('13:00'), category: 1 });
    elderly = await createUserThroughApi(product.stack, { userType: 'elderly', name: '오말순', district: DISTRICT });
    await elderly.call('PATCH', '/elderly', { name: '복실이' });
    page = await product.openPage({ notificationAlerts: false });
    errors = watchPageErrors(page);
    await loginThroughUi(page, elderly);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  }, 240_000);
  afterAll(() => page.context().close());

  const box = () => page.getByPlaceholder('대화를 입력해 주세요');
  async function say(text: string): Promise<string> {
    const bubbles = page.locator('.chat-message--ai .chat-message__bubble');
    const before = await bubbles.count();
    await box().fill(text);
    await box().press('Enter');
    await page.waitForFunction((count) => document.querySelectorAll('.chat-message--ai .chat-message__bubble').length > count, before, { timeout: 60_000 });
    const reply = (await bubbles.last().innerText()).trim();
    // The reply is spoken (the read-back too); mic and send wait until it has played.
    await page.locator('.chat-mic:not([disabled])').waitFor({ timeout: 60_000 });
    return reply;
  }

  test('wish, one question, the read-back, yes: the request is matched, listed with its badge, and the volunteer is notified', async () => {
    await page.goto('/chatpage');
    // The page's frame (tools/prerender) is on screen first: act on the live page.
    await waitForLivePage(page);
    await box().waitFor();
    expect(await say('내일 오후 두 시에 병원 같이 가 줄 사람 있을까요?')).toMatch(/반려동물이 있나요/);
    expect(await say('없어요')).toBe(`${tomorrowLabel()} 오후 2시, 병원 동행, 주소는 도봉구 1번지로 신청할까요?`);
    expect(await say('네')).toBe(`신청했어요. 윤도움 봉사자님이 ${tomorrowLabel()} 오후 2시에 찾아뵐 거예요. 신청 현황에서도 보실 수 있어요.`);

    await page.goto('/ApplyingList');
    const item = page.getByRole('listitem').filter({ hasText: 'AI 친구와 대화로 신청' });
    await item.waitFor();
    expect(await item.innerText()).toMatch(/매칭 완료[\s\S]*오후 2:00[\s\S]*의료[\s\S]*봉사자 윤도움님/);
    expect(await axeViolations(page)).toEqual([]);

    const notices = await volunteer.call<{ kind: string; title: string; body: string }[]>('GET', '/user/notification?userType=volunteer');
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'MATCHED', title: '새 봉사 일정이 잡혔어요', body: expect.stringContaining('오말순') }));
    expect(errors).toEqual([]);
  });
});

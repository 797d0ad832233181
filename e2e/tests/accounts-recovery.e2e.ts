import type { Page } from 'playwright-core';
import { axeViolations, findAccessibilityProblems } from '../support/accessibility';
import { loginThroughUi, verifyPhoneThroughUi } from '../support/accounts';
import { createUserThroughApi, type ApiUser } from '../support/api-accounts';
import { readAndCloseAlert, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';

const product = setUpProductInBrowser();

/** What 아이디 찾기 shows: the first half of the ID (at least 2 characters), the rest as *. */
const masked = (username: string) => {
  const visible = Math.min(username.length - 1, Math.max(2, Math.ceil(username.length / 2)));
  return username.slice(0, visible) + '*'.repeat(username.length - visible);
};

// Issue 14: a forgotten ID or password is no longer a permanent lockout. Both start on /login.
describe('account recovery by the phone’s SMS code', () => {
  let member: ApiUser;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    member = await createUserThroughApi(product.stack, { userType: 'elderly', name: '오복순', district: 'MAPO' });
    page = await product.openPage();
    errors = watchPageErrors(page);
  });
  afterAll(() => page.context().close());

  test('아이디 찾기: name and phone code show the ID partly hidden', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    await page.waitForURL('**/findid');
    expect(await findAccessibilityProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // Without the code nothing is looked up.
    await page.getByLabel('이름', { exact: true }).fill(member.name);
    await page.getByLabel('휴대폰 번호').fill(member.phone);
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    expect(await readAndCloseAlert(page)).toBe('휴대폰 인증을 완료해주세요.');

    await verifyPhoneThroughUi(page, product.stack.dataDir, member.phone);
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    await page.getByRole('heading', { name: '가입하신 아이디를 찾았어요' }).waitFor();
    expect(await page.getByText('이용자 계정').isVisible()).toBe(true);
    expect(await page.getByText(masked(member.username), { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('body').textContent()).not.toContain(member.username);
    expect(await findAccessibilityProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('비밀번호 재설정: ID and phone code set a new password and sign out every device', async () => {
    const newPassword = 'recovered-pass-9';
    expect(await member.call('GET', '/auth/me')).toMatchObject({ userType: 'elderly' });

    await page.goto('/login');
    await page.getByRole('button', { name: '비밀번호 재설정' }).click();
    await page.waitForURL('**/resetpassword');
    // The address changes before the reset page's code has arrived, and until then the login form (with its own
    // 아이디 field) is still on screen: typing must wait for the reset page.
    await page.getByLabel('새 비밀번호', { exact: true }).waitFor();
    await page.getByLabel('아이디', { exact: true }).fill(member.username);
    await page.getByLabel('휴대폰 번호').fill(member.phone);
    await verifyPhoneThroughUi(page, product.stack.dataDir, member.phone);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await page.getByLabel('새 비밀번호 확인').fill(`${newPassword}x`);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect(await readAndCloseAlert(page)).toBe('비밀번호가 일치하지 않습니다.');
    await page.getByLabel('새 비밀번호 확인').fill(newPassword);
    expect(await findAccessibilityProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect(await readAndCloseAlert(page)).toBe('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
    await page.waitForURL('**/login');

    // The session the member had before is over at once.
    await expect(member.call('GET', '/auth/me')).rejects.toThrow(/401/);
    await loginThroughUi(page, { username: member.username, password: member.password, userType: 'elderly' }, { open: false });
    expect(await readAndCloseAlert(page)).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
    await loginThroughUi(page, { username: member.username, password: newPassword, userType: 'elderly' }, { open: false });
    await page.waitForURL('**/usermain');
    expect(errors).toEqual([]);
  });
});

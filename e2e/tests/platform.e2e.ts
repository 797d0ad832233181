import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readAndCloseAlert, waitForLivePage, waitForQuiet, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';
import { findAccessibilityProblems } from '../support/accessibility';
import { loginThroughUi } from '../support/accounts';
import { loadedSharedCopies } from '../support/federation';

const repoRoot = path.resolve(__dirname, '../..');
const product = setUpProductInBrowser();
const openPage = () => product.openPage();

function hashFolder(folder: string): Record<string, string> {
  return Object.fromEntries(
    (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [path.relative(folder, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')]),
  );
}

describe('the shell', () => {
  test('the splash shows the logo and goes to /login after 2 seconds', async () => {
    const page = await openPage();
    const errors = watchPageErrors(page);
    // Both moments are taken in the page (the logo's first paint, the router's replaceState), so a
    // busy machine delaying the test's own polling cannot shorten or stretch the measured wait.
    await page.addInitScript(() => {
      const marks: { shown?: number; left?: number } = {};
      (window as unknown as { splashMarks: typeof marks }).splashMarks = marks;
      new MutationObserver(() => {
        if (marks.shown === undefined && document.querySelector('[aria-label="이음 로고"], img[alt="이음 로고"]')) marks.shown = performance.now();
      }).observe(document, { childList: true, subtree: true });
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        if (marks.left === undefined && String(args[2]).endsWith('/login')) marks.left = performance.now();
        replace(...args);
      };
    });
    await page.goto('/');
    await page.getByRole('img', { name: '이음 로고' }).waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });
    const marks = await page.evaluate(() => (window as unknown as { splashMarks: { shown: number; left: number } }).splashMarks);
    const waited = marks.left - marks.shown;
    expect(waited).toBeGreaterThanOrEqual(1900);
    expect(waited).toBeLessThan(5000);
    await page.getByRole('heading', { name: '이음 로그인' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test.each(['/login', '/LOGIN', '/Login'])('%s opens the login page (paths ignore letter case)', async (route) => {
    const page = await openPage();
    await page.goto(route);
    await page.getByRole('heading', { name: '이음 로그인' }).waitFor();
    expect(await page.getByRole('radio', { name: '봉사자' }).getAttribute('aria-checked')).toBe('true');
    await page.context().close();
  });

  test.each(['/roleselect', '/RoleSelect', '/ROLESELECT'])('%s opens the role choice', async (route) => {
    const page = await openPage();
    await page.goto(route);
    await page.getByRole('button', { name: '다음' }).click();
    expect(await readAndCloseAlert(page)).toBe('가입 유형을 선택해주세요.');
    await page.context().close();
  });

  test('a tap on the left edge of the top bar back button works (the edge-swipe block lets controls through)', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '회원가입' }).click();
    await page.waitForURL('**/roleselect');
    const back = (await page.getByRole('button', { name: '뒤로 가기' }).boundingBox())!;
    expect(back.x).toBeLessThan(20); // part of the button lies in the 20 px edge strip
    await page.touchscreen.tap(back.x + 4, back.y + back.height / 2);
    await page.waitForURL('**/login');
    await page.context().close();
  });

  test("after a navigation the new page's title has the focus and names the browser tab", async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '회원가입' }).click();
    await page.waitForURL('**/roleselect');
    const heading = page.getByRole('heading', { name: '회원가입' });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.title()).toBe('회원가입 - 이음');
    await page.context().close();
  });

  test('an unknown path shows "not found"', async () => {
    const page = await openPage();
    await page.goto('/this/does/not/exist');
    await page.getByText('not found', { exact: true }).waitFor();
    await page.context().close();
  });

  test('before the scripts arrive (a slow phone) the page already shows the name and a loading message', async () => {
    const page = await openPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('status').getByText('화면을 불러오는 중이에요...').waitFor();
    await page.getByText('이음', { exact: true }).waitFor();
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });

  test('/loadingmodaltest shows the loading modal', async () => {
    const page = await openPage();
    await page.goto('/LoadingModalTest');
    // The shell's own loading modal ("화면을 불러오는 중이에요...") may show first, while it starts.
    await page.getByRole('status').filter({ hasText: '잠시만 기다려 주세요' }).waitFor();
    await page.context().close();
  });

  test('the service worker from /sw.js installs and activates with scope /', async () => {
    const page = await openPage();
    await page.goto('/login');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL, state: ready.active?.state };
    });
    expect(registration.scope).toBe(`${product.stack.baseURL}/`);
    expect(registration.script).toBe(`${product.stack.baseURL}/sw.js`);
    expect(['activating', 'activated']).toContain(registration.state);
    await page.context().close();
  });

  test('the remote map and remote files are served for redeploys: no-cache names, immutable hashes', async () => {
    const remotes = await (await fetch(`${product.stack.baseURL}/remotes.json`)).json();
    const auth = remotes.remotes.find((remote: { name: string }) => remote.name === 'auth');
    expect(auth.entry).toBe(`http://localhost:${product.stack.ports.remotes.auth}/mf-manifest.json`);
    const manifest = await fetch(auth.entry);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const entry = await fetch(`http://localhost:${product.stack.ports.remotes.auth}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = fs.readdirSync(path.join(product.stack.distRoot, 'mfe-auth')).find((file) => /^__federation_expose_routes\.[0-9a-f]{8}\.js$/.test(file));
    const hashed = await fetch(`http://localhost:${product.stack.ports.remotes.auth}/${chunk}`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('signing in', () => {
  test.each(['volunteer', 'elderly'])('the demo %s lands on its home path', async (userType) => {
    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === userType)!;
    const page = await openPage();
    await loginThroughUi(page, account);
    await page.waitForURL(userType === 'elderly' ? '**/usermain' : '**/volunteermain');
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe(userType);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await page.context().close();
  });

  test('a wrong password shows the server message and keeps the user on /login', async () => {
    const account = product.stack.demoAccounts()[0];
    const page = await openPage();
    await loginThroughUi(page, { ...account, password: 'not-the-password' });
    expect(await readAndCloseAlert(page)).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  test.each([
    ['', false],
    [", also when the page's early request fails before the shell's app has started", true],
  ])('a session the server no longer accepts ends on /login with one Korean message%s', async (_name, slowApp) => {
    const page = await openPage();
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'revoked.access.token');
      localStorage.setItem('refreshToken', 'revoked-refresh-token');
      localStorage.setItem('userType', 'volunteer');
    });
    let heldBack = 0;
    if (slowApp) {
      // The shell's app chunk (the one that shows the message) arrives late, as on a slow phone:
      // held back until /edit's early profile request and the failed renewal have come back.
      const renewalAnswered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/refresh');
      await page.route(/\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('인증이 만료되었습니다')) {
          heldBack += 1;
          await renewalAnswered;
        }
        await route.fulfill({ response, body });
      });
    }
    await page.goto('/edit');
    await page.waitForURL('**/login');
    expect(await readAndCloseAlert(page)).toBe('인증이 만료되었습니다. 다시 로그인해주세요.');
    await waitForQuiet(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
    expect(heldBack).toBe(slowApp ? 1 : 0);
    await page.context().close();
  });

  test('shell and remote share one session store instance', async () => {
    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === 'elderly')!;
    const page = await openPage();
    await page.goto('/login');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await loginThroughUi(page, account, { open: false });
    await page.waitForURL('**/usermain');
    // Back to the shell's own splash without a reload: it reads the store the remote just wrote.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText(`${account.name}님, 반가워요!`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const providers = await loadedSharedCopies(page);
    for (const pkg of ['@ieum/platform', '@ieum/shared-ui', '@ieum/app-kit', 'zustand', 'react', 'react-dom', 'react-router-dom']) {
      expect(providers[pkg]).toHaveLength(1);
      expect(providers[pkg][0]).toMatch(/^shell@/);
    }
    await page.context().close();
  });
});

describe('remotes at run time', () => {
  test('a stopped remote shows a Korean fallback, the shell keeps working, and retry recovers without a reload', async () => {
    const page = await openPage();
    await product.stack.service('auth').stop();
    try {
      await page.goto('/login');
      const fallback = page.getByRole('alert');
      await fallback.waitFor();
      expect(await fallback.innerText()).toContain('이 화면을 지금 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      await page.evaluate(() => {
        window.history.pushState({}, '', '/loadingmodaltest');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { name: '로딩 모달 테스트' }).waitFor();
      await page.goBack();
      await page.getByRole('alert').waitFor();
    } finally {
      await product.stack.service('auth').start();
    }
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('heading', { name: '이음 로그인' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.context().close();
  });

  test('a remote that stops after its first page: its next page shows the fallback after a few tries, and retry recovers', async () => {
    const page = await openPage();
    const remoteOrigin = `:${product.stack.ports.remotes.auth}/`;
    await page.goto('/login');
    // Its first page came from the remote itself, not only the copy the shell's server pre-rendered.
    await waitForLivePage(page);
    await page.getByRole('heading', { name: '이음 로그인' }).waitFor();
    let remoteRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes(remoteOrigin)) remoteRequests += 1;
    });
    await product.stack.service('auth').stop();
    try {
      await page.getByRole('button', { name: '회원가입' }).click();
      await page.getByRole('alert').getByText('이 화면을 지금 불러오지 못했어요. 잠시 후 다시 시도해 주세요.').waitFor({ timeout: 15_000 });
      // Not a download started on every render while the remote is away (thousands within seconds).
      await waitForQuiet(page);
      expect(remoteRequests).toBeLessThan(20);
    } finally {
      await product.stack.service('auth').start();
    }
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('heading', { name: '어떤 분으로 가입하시나요?' }).waitFor();
    await page.context().close();
  });

  test('a tab open while its remote is redeployed moves on to the new build without a reload', async () => {
    const page = await openPage();
    await page.goto('/roleselect');
    await waitForLivePage(page);
    await page.getByRole('heading', { name: '어떤 분으로 가입하시나요?' }).waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // The redeploy replaces the remote's files: the chunk names this tab knows are gone.
    const label = `redeployed-${Date.now()}`;
    execFileSync(process.execPath, [path.join(repoRoot, 'tools/scripts/build-all.mjs'), 'mfe-auth'], {
      env: { ...process.env, IEUM_DIST_ROOT: product.stack.distRoot, IEUM_BUILD_LABEL: label },
      stdio: 'pipe',
    });
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.locator(`[data-build-label="${label}"]`).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: '이음 로그인' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.context().close();
  });

  test('mfe-auth runs on its own origin without the shell: its page list, login, and /edit with the default picture', async () => {
    const page = await openPage();
    const standalone = `http://127.0.0.1:${product.stack.ports.remotes.auth}`;
    await page.goto(`${standalone}/`);
    await page.getByRole('heading', { name: 'mfe-auth 단독 실행' }).waitFor();
    await page.getByRole('link', { name: '/login' }).click();
    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === 'volunteer')!;
    await loginThroughUi(page, account, { open: false });
    await page.waitForURL('**/volunteermain');
    await page.goto(`${standalone}/edit`);
    const picture = page.getByAltText('프로필 사진');
    await picture.waitFor();
    await page.waitForFunction(() => (document.querySelector('img[alt="프로필 사진"]') as HTMLImageElement | null)?.complete);
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.context().close();
  });

  test('a remote rebuilt alone shows its change after a reload while the shell files stay the same', async () => {
    const shellBefore = hashFolder(path.join(product.stack.distRoot, 'shell'));
    const page = await openPage();
    await page.goto('/login');
    const before = (await page.locator('[data-build-label]').getAttribute('data-build-label')) ?? '';

    const label = `rebuilt-${Date.now()}`;
    execFileSync(process.execPath, [path.join(repoRoot, 'tools/scripts/build-all.mjs'), 'mfe-auth'], {
      env: { ...process.env, IEUM_DIST_ROOT: product.stack.distRoot, IEUM_BUILD_LABEL: label },
      stdio: 'pipe',
    });
    await page.reload();
    await page.locator(`[data-build-label="${label}"]`).waitFor();
    expect(before).not.toContain(label);
    expect(hashFolder(path.join(product.stack.distRoot, 'shell'))).toEqual(shellBefore);
    await page.context().close();
  });
});

describe('accessibility for older users on phones', () => {
  test.each(['/login', '/roleselect'])('%s: large text, 48 px targets, 4.5:1 contrast, labelled fields', async (route) => {
    const page = await openPage();
    await page.goto(route);
    await page.getByRole('button').first().waitFor();
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });

  test('at 200 % zoom on a 360 px phone the account pages reflow: nothing scrolls sideways, no control under 48 px', async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 180, height: 640 });
    const layout = () =>
      page.evaluate(() => ({
        pageWidth: document.documentElement.scrollWidth,
        viewportWidth: window.innerWidth,
        narrowControls: [...document.querySelectorAll('input:not([type=checkbox]):not([type=file]), select, textarea, button')]
          .map((control) => [control.getAttribute('aria-label') ?? control.id ?? control.textContent, Math.round(control.getBoundingClientRect().width)] as const)
          .filter(([, width]) => width > 0 && width < 48),
      }));
    const expectReflowed = async () => {
      const { pageWidth, viewportWidth, narrowControls } = await layout();
      expect(pageWidth).toBeLessThanOrEqual(viewportWidth);
      expect(narrowControls).toEqual([]);
    };

    await page.goto('/login');
    await page.getByRole('button', { name: '로그인' }).waitFor();
    await expectReflowed();

    await page.goto('/roleselect');
    await page.getByRole('radio', { name: /봉사자/ }).click();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByLabel('휴대폰 번호').waitFor();
    await expectReflowed();

    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === 'volunteer')!;
    await loginThroughUi(page, account);
    await page.waitForURL('**/volunteermain');
    await page.goto('/edit');
    await page.getByLabel('휴대폰 번호').waitFor();
    await expectReflowed();
    await page.context().close();
  });

  test('a larger default text size in the browser makes the app\'s text larger too', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '로그인' }).waitFor();
    const bodyTextSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(await bodyTextSize()).toBe(18);
    await page.evaluate(() => (document.documentElement.style.fontSize = '24px'));
    expect(await bodyTextSize()).toBe(27);
    await page.context().close();
  });
});

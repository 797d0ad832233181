// Apps deployed at different times run together: the shell and a remote built against different
// versions of the shared packages, each a production build served as in production. The variant
// builds are made here from a scratch copy of the packages with their versions moved on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { findAccessibilityProblems } from '../support/accessibility';
import { loginThroughUi } from '../support/accounts';
import { readAndCloseAlert, untilPrerendered, waitForLivePage, watchPageErrors } from '../support/browser';
import { designSystemStylesheets, loadedSharedCopies } from '../support/federation';
import { setUpProductInBrowser } from '../support/suite';
import { ScratchRepo } from '../support/variant-builds';

const repoRoot = path.resolve(__dirname, '../..');
const versionOf = (folder: string): string => JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')).version;
const bump = (version: string, step: 'minor' | 'major') => {
  const [major, minor] = version.split('.').map(Number);
  return step === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
};

const designSystem = { current: versionOf('shared-ui'), next: bump(versionOf('shared-ui'), 'minor') };
const appKit = { current: versionOf('app-kit'), next: bump(versionOf('app-kit'), 'minor') };
const platform = { current: versionOf('platform'), nextMinor: bump(versionOf('platform'), 'minor'), nextMajor: bump(versionOf('platform'), 'major') };

// A new minor of the design system: one new component with its style (a minor only adds).
const NOTICE_COMPONENT = `import type { ReactNode } from 'react';

export function Notice({ children }: { children: ReactNode }) {
  return <p className="ui-notice">{children}</p>;
}
`;
const NOTICE_STYLE = `
.ui-notice {
  margin: 0;
  padding: var(--ui-space-4);
  border-left: 6px solid var(--ui-color-primary);
  border-radius: var(--ui-radius);
  background: var(--ui-color-primary-soft);
  color: var(--ui-color-text);
  font-size: var(--ui-font-body);
}
`;
// A new minor of the app kit: one new export.
const APP_KIT_PROBE = 'a newer app kit';
// A page of the remote that uses both, the session and a dialog.
const PROBE_PAGE = `import { showAlert, useSessionStore } from '@ieum/platform';
import { Button, DESIGN_SYSTEM_VERSION, Notice } from '@ieum/shared-ui';
import { APP_KIT_SKEW_PROBE } from '@ieum/app-kit';

export default function SkewProbePage() {
  const signedIn = useSessionStore((state) => Boolean(state.accessToken));
  const userName = useSessionStore((state) => state.userName);
  return (
    <main className="ui-page">
      <div className="ui-page__body">
        <h1 className="ui-heading">버전 확인</h1>
        <Notice>{signedIn ? userName + '님으로 로그인되어 있어요' : '로그인되어 있지 않아요'}</Notice>
        <p className="ui-text-muted" data-testid="design-system-version">{DESIGN_SYSTEM_VERSION}</p>
        <p className="ui-text-muted" data-testid="app-kit-probe">{APP_KIT_SKEW_PROBE}</p>
        <Button onClick={() => void showAlert('원격 화면에서 보낸 알림')}>알림 보내기</Button>
      </div>
    </main>
  );
}
`;

const globalBuildRoot = () => {
  const root = process.env.IEUM_E2E_DIST_ROOT;
  if (!root) throw new Error('the e2e global setup did not run');
  return root;
};
const globalBuilds = () => ({ shell: path.join(globalBuildRoot(), 'shell'), auth: path.join(globalBuildRoot(), 'mfe-auth') });

// What the stack serves: links to one build of each app (the global setup's for the other
// remotes); the shell's and mfe-auth's move between the tests.
const servedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-skew-served-'));
function link(folder: string, target: string) {
  fs.rmSync(path.join(servedRoot, folder), { force: true });
  fs.symlinkSync(target, path.join(servedRoot, folder));
}
for (const folder of fs.readdirSync(globalBuildRoot())) link(folder, path.join(globalBuildRoot(), folder));

const variants = { remoteWithNewerDesignSystem: '', shellWithNewerPackages: '', remoteForNextPlatformMajor: '' };
const variantRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-skew-builds-'));

beforeAll(() => {
  const repo = new ScratchRepo();
  try {
    repo.setVersion('shared-ui', designSystem.next);
    repo.write('shared-ui/src/components/Notice.tsx', NOTICE_COMPONENT);
    repo.edit('shared-ui/src/index.ts', (text) => `${text}export { Notice } from './components/Notice';\n`);
    repo.edit('shared-ui/src/styles/design-system.css', (text) => text + NOTICE_STYLE);
    repo.setVersion('app-kit', appKit.next);
    repo.edit('app-kit/src/index.ts', (text) => `${text}export const APP_KIT_SKEW_PROBE = '${APP_KIT_PROBE}';\n`);
    repo.write('mfe-auth/src/pages/SkewProbePage.tsx', PROBE_PAGE);
    repo.edit('mfe-auth/src/routes.ts', (text) => text.replace(/\n\]\);/, "\n  { path: '/skewprobe', access: 'anyone', load: () => import('./pages/SkewProbePage') },\n]);"));
    variants.remoteWithNewerDesignSystem = repo.build('mfe-auth', path.join(variantRoot, 'a'));

    repo.setVersion('platform', platform.nextMinor);
    repo.edit('platform/src/index.ts', (text) => `${text}export const SKEW_PROBE = 'a newer contract';\n`);
    variants.shellWithNewerPackages = repo.build('shell', path.join(variantRoot, 'b'));

    repo.setVersion('platform', platform.nextMajor);
    variants.remoteForNextPlatformMajor = repo.build('mfe-auth', path.join(variantRoot, 'c'));
  } finally {
    repo.remove();
  }
}, 600_000);

const product = setUpProductInBrowser(undefined, { distRoot: servedRoot });

afterAll(() => {
  fs.rmSync(variantRoot, { recursive: true, force: true });
  fs.rmSync(servedRoot, { recursive: true, force: true });
});

/** Serves these builds of the shell and mfe-auth (their servers restart, as a redeploy does). */
async function deploy(builds: { shell: string; auth: string }) {
  link('shell', builds.shell);
  link('mfe-auth', builds.auth);
  for (const service of ['shell', 'auth']) {
    await product.stack.service(service).stop();
    await product.stack.service(service).start();
  }
}

function navigateInPage(page: Page, to: string) {
  return page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

const STYLE_PROPERTIES = ['color', 'background-color', 'font-size', 'font-weight', 'line-height', 'padding', 'margin', 'border', 'border-radius', 'min-height', 'display', 'gap', 'text-align'];

/** The computed look of every element inside the page's <main>, in document order. */
function lookOfPage(page: Page) {
  return page.evaluate((properties) => {
    return [...document.querySelectorAll('main, main *')].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`;
    });
  }, STYLE_PROPERTIES);
}

async function lookOf(page: Page, route: string, ready: () => Promise<unknown>) {
  await page.goto(route);
  await ready();
  return lookOfPage(page);
}

describe('a remote and the shell built with different versions of the shared packages', () => {
  test(`(a) shell on design system ${designSystem.current}, remote rebuilt with ${designSystem.next} and app kit ${appKit.next} using new exports: the page works, one session store, styles of both versions coexist`, async () => {
    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === 'volunteer')!;
    // How the shell's own page and the remote's login page look when every app is on one version.
    const page = await product.openPage();
    const notFoundReady = () => page.getByText('not found', { exact: true }).waitFor();
    const loginReady = () => page.getByRole('button', { name: '로그인' }).waitFor();
    const lookBefore = { notFound: await lookOf(page, '/no-such-page', notFoundReady), login: await lookOf(page, '/login', loginReady) };
    await page.context().close();

    await deploy({ shell: globalBuilds().shell, auth: variants.remoteWithNewerDesignSystem });
    const remotes = JSON.parse(fs.readFileSync(product.stack.remotesConfig, 'utf8'));
    remotes.auth.routes.push('/skewprobe');
    fs.writeFileSync(product.stack.remotesConfig, JSON.stringify(remotes));

    const skewed = await product.openPage();
    const errors = watchPageErrors(skewed);
    await skewed.goto('/login');
    await skewed.getByRole('button', { name: '로그인' }).waitFor();
    // The pre-rendered page carries the remote's stylesheet only; the shell's comes with the live page.
    await waitForLivePage(skewed);
    await markDocument(skewed);
    // The shell keeps its design system; the remote brings its own newer copy. Both stylesheets
    // are on the page, oldest first, before the apps' own.
    expect(await designSystemStylesheets(skewed)).toEqual({ versions: [designSystem.current, designSystem.next], allBeforeAppStyles: true });
    expect(await lookOfPage(skewed)).toEqual(lookBefore.login);

    // Signing in on the remote's page writes the one session store the shell reads.
    await loginThroughUi(skewed, account, { open: false });
    await skewed.waitForURL('**/volunteermain');
    // Another remote, built with the shell's version, shares the shell's copy beside the newer one.
    await skewed.getByRole('heading', { name: '봉사자 홈' }).waitFor();
    await navigateInPage(skewed, '/no-such-page');
    await skewed.getByText('not found', { exact: true }).waitFor();
    expect(await lookOfPage(skewed)).toEqual(lookBefore.notFound);
    await navigateInPage(skewed, '/');
    await skewed.getByText(`${account.name}님, 반가워요!`).waitFor();

    // The remote's page with the new component reads that store, and its alert is shown by the shell.
    await navigateInPage(skewed, '/skewprobe');
    const notice = skewed.getByText(`${account.name}님으로 로그인되어 있어요`);
    await notice.waitFor();
    expect(await skewed.getByTestId('design-system-version').innerText()).toBe(designSystem.next);
    expect(await skewed.getByTestId('app-kit-probe').innerText()).toBe(APP_KIT_PROBE);
    expect(
      await notice.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.borderLeftWidth, style.fontSize];
      }),
    ).toEqual(['rgb(238, 235, 255)', '6px', '18px']);
    expect(await findAccessibilityProblems(skewed)).toEqual([]);
    await skewed.getByRole('button', { name: '알림 보내기' }).click();
    expect(await readAndCloseAlert(skewed)).toBe('원격 화면에서 보낸 알림');

    const copies = await loadedSharedCopies(skewed);
    expect(copies['@ieum/platform']).toEqual([`shell@${platform.current}`]);
    expect(copies.zustand).toHaveLength(1);
    expect(copies['@ieum/shared-ui']).toEqual([`auth@${designSystem.next}`, `shell@${designSystem.current}`]);
    expect(copies['@ieum/app-kit']).toEqual([`auth@${appKit.next}`, `shell@${appKit.current}`]);
    expect(await sameDocument(skewed)).toBe(true);
    expect(errors).toEqual([]);
    await skewed.context().close();
  });

  test(`(b) shell rebuilt with design system ${designSystem.next}, app kit ${appKit.next} and platform ${platform.nextMinor}, remote still on the older ones: it works on the shell's newer copies`, async () => {
    await deploy({ shell: variants.shellWithNewerPackages, auth: globalBuilds().auth });
    // The restarted shell sends /login without the remote's page until the remote has answered it once
    // (a busy machine can take longer than its timeout); this test is about the page once it has.
    await untilPrerendered(product.stack.baseURL, '/login');
    const account = product.stack.demoAccounts().find((candidate) => candidate.userType === 'elderly')!;
    const page = await product.openPage();
    const errors = watchPageErrors(page);
    await page.goto('/login');
    await page.getByRole('heading', { name: '이음 로그인' }).waitFor();
    await markDocument(page);
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await loginThroughUi(page, account, { open: false });
    await page.waitForURL('**/usermain');
    await navigateInPage(page, '/');
    await page.getByText(`${account.name}님, 반가워요!`).waitFor();

    const copies = await loadedSharedCopies(page);
    expect(copies['@ieum/platform']).toEqual([`shell@${platform.nextMinor}`]);
    // Built for the older minor, the remote takes the newer compatible copy already on the page.
    expect(copies['@ieum/shared-ui']).toEqual([`shell@${designSystem.next}`]);
    expect(copies['@ieum/app-kit']).toEqual([`shell@${appKit.next}`]);
    // The login page came pre-rendered by the remote, with the stylesheet of the version it was
    // built with; it stays, in version order before the newer one (a newer minor only adds).
    expect(await designSystemStylesheets(page)).toEqual({ versions: [designSystem.current, designSystem.next], allBeforeAppStyles: true });
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test(`(c) a remote built for platform ${platform.nextMajor} behind a shell with ${platform.current}: the shell's Korean error SHELL-004, not a blank page`, async () => {
    await deploy({ shell: globalBuilds().shell, auth: variants.remoteForNextPlatformMajor });
    const page = await product.openPage();
    const errors = watchPageErrors(page);
    await page.goto('/login');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getAttribute('data-error-code')).toBe('SHELL-004');
    expect(await alert.innerText()).toContain('앱을 새 버전으로 바꾸는 중이에요. 잠시 후 다시 시도해 주세요.');
    expect(await alert.innerText()).toContain('오류 코드 SHELL-004');
    expect(await findAccessibilityProblems(page)).toEqual([]);
    // The remote's copy of the platform was refused, not loaded beside the shell's.
    expect((await loadedSharedCopies(page))['@ieum/platform']).toEqual([`shell@${platform.current}`]);

    // The shell's own pages keep working.
    await markDocument(page);
    await navigateInPage(page, '/loadingmodaltest');
    await page.getByRole('heading', { name: '로딩 모달 테스트' }).waitFor();
    await page.goBack();
    await page.getByRole('alert').waitFor();
    expect(await sameDocument(page)).toBe(true);

    // Retrying reloads the page (only a newer shell can help); here the shell is still the old one.
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.waitForFunction(() => (window as unknown as { sameDocument?: boolean }).sameDocument === undefined);
    expect(await page.getByRole('alert').getAttribute('data-error-code')).toBe('SHELL-004');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// A new remote joins without the shell: the shell built from a tree that has no mfe-care (and a
// remote map without it) is byte for byte the shell built with it, and that shell, already
// running, serves the care pages once the remote map names them: no rebuild, no restart.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginThroughUi } from '../support/accounts';
import { ScratchRepo } from '../support/variant-builds';
import { setUpProductInBrowser } from '../support/suite';

jest.setTimeout(300_000);

const repoRoot = path.resolve(__dirname, '../..');
const committedMap = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8')) as Record<string, unknown>;
const { care: careEntry, ...mapWithoutCare } = committedMap;

/** Every file of a build folder with its SHA-256, by path. */
function fingerprint(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(folder, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(folder);
  return files;
}

const globalBuildRoot = () => {
  const root = process.env.IEUM_E2E_DIST_ROOT;
  if (!root) throw new Error('the e2e global setup did not run');
  return root;
};

const builds = { before: '', after: '' };
const buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-shell-builds-'));
const servedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-shell-served-'));

beforeAll(() => {
  const repo = new ScratchRepo();
  try {
    // Before the remote existed: no mfe-care folder, no care line in the map.
    fs.rmSync(repo.file('mfe-care'), { recursive: true, force: true });
    repo.write('remotes.json', JSON.stringify(mapWithoutCare, null, 2));
    builds.before = repo.build('shell', path.join(buildRoot, 'before'));
    // After: the remote and its line.
    fs.cpSync(path.join(repoRoot, 'mfe-care'), repo.file('mfe-care'), { recursive: true, filter: (source) => !['node_modules', 'dist'].includes(path.basename(source)) });
    repo.write('remotes.json', JSON.stringify(committedMap, null, 2));
    builds.after = repo.build('shell', path.join(buildRoot, 'after'));
  } finally {
    repo.remove();
  }
  // What the stack serves: the global setup's remotes, and the shell built before mfe-care existed.
  for (const folder of fs.readdirSync(globalBuildRoot())) fs.symlinkSync(path.join(globalBuildRoot(), folder), path.join(servedRoot, folder));
  fs.rmSync(path.join(servedRoot, 'shell'));
  fs.symlinkSync(builds.before, path.join(servedRoot, 'shell'));
}, 600_000);

const product = setUpProductInBrowser({ LOGIN_MAX_ATTEMPTS_PER_IP: '500' }, { distRoot: servedRoot });

afterAll(() => {
  fs.rmSync(buildRoot, { recursive: true, force: true });
  fs.rmSync(servedRoot, { recursive: true, force: true });
});

test("the shell's built files are byte-identical with and without mfe-care in the tree and in remotes.json", () => {
  const before = fingerprint(builds.before);
  expect(Object.keys(before).length).toBeGreaterThan(10);
  // (Both builds come from the same scratch folder: a build elsewhere names its modules by other
  // paths, so only builds from one place can be compared byte for byte.)
  expect(fingerprint(builds.after)).toEqual(before);
});

test('the running shell built without mfe-care opens the care pages once remotes.json names them, and lands each role on its home', async () => {
  // This stack's map (its ports), first without the care line.
  const fullMap = JSON.parse(fs.readFileSync(product.stack.remotesConfig, 'utf8')) as Record<string, unknown>;
  const { care: _servedCare, ...servedWithoutCare } = fullMap;
  fs.writeFileSync(product.stack.remotesConfig, JSON.stringify(servedWithoutCare, null, 2));

  const staff = product.stack.demoAccounts().find((account) => account.userType === 'staff')!;
  const page = await product.openPage({ notificationAlerts: false });
  await loginThroughUi(page, staff);
  await page.waitForURL('**/care');
  // Without the line the shell knows no /care.
  await page.getByText('not found').waitFor();

  fs.writeFileSync(product.stack.remotesConfig, JSON.stringify(fullMap, null, 2));
  expect(careEntry).toEqual(expect.objectContaining({ homes: { staff: '/care', guardian: '/family' } }));
  await page.reload();
  await page.getByRole('heading', { name: '돌봄 현황', level: 1 }).waitFor();
  await page.getByRole('heading', { name: /위기 알림/ }).waitFor();
  // The session survives a reload although the shell's build has never heard of the staff role's pages.
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('staff');
  await page.context().close();

  const family = product.stack.demoAccounts().find((account) => account.userType === 'guardian')!;
  const familyPage = await product.openPage({ notificationAlerts: false });
  await loginThroughUi(familyPage, family);
  await familyPage.waitForURL('**/family');
  await familyPage.getByRole('button', { name: /박순자 어르신/ }).waitFor();
  // Back from the shell's own /notification goes to the family's home, learnt from remotes.json.
  await familyPage.goto('/notification');
  await familyPage.getByRole('button', { name: '뒤로 가기' }).click();
  await familyPage.waitForURL('**/family');
  await familyPage.context().close();
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { frontEndApps, repoRoot } = require('../scripts/apps.cjs');
const { remoteStructureProblems, declaredRoutes } = require('../scripts/remote-structure.cjs');

/**
 * Where a remote is still off the golden path (issue 25), each named exactly, with its reason.
 * Empty now; a new deviation fails, and so does one that is fixed but still listed.
 */
const KNOWN_DEVIATIONS: Record<string, string[]> = {};

const remotes: { folder: string; dir: string; name: string }[] = frontEndApps().remotes;
const remoteMap = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8'));

describe('every remote follows the golden path (tools/scripts/remote-structure.cjs)', () => {
  it('finds the five remotes', () => {
    expect(remotes.map((remote) => remote.folder)).toEqual(expect.arrayContaining(['mfe-auth', 'mfe-care', 'mfe-chat', 'mfe-elderly', 'mfe-volunteer']));
  });

  it.each(remotes.map((remote) => [remote.folder, remote]))('%s deviates only where listed', (folder, remote) => {
    expect([...remoteStructureProblems(remote.dir)].sort()).toEqual([...(KNOWN_DEVIATIONS[folder as string] ?? [])].sort());
  });

  it.each(remotes.map((remote) => [remote.folder, remote]))('%s declares in routes.ts exactly the paths remotes.json gives it', (_folder, remote) => {
    const routes = declaredRoutes(fs.readFileSync(path.join(remote.dir, 'src/routes.ts'), 'utf8'));
    expect(routes.map((route: { path: string }) => route.path)).toEqual(remoteMap[remote.name].routes);
  });
});

describe('npm run new-remote', () => {
  let dir: string;
  beforeAll(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-new-remote-')), 'mfe-reports');
    const made = spawnSync(process.execPath, [path.join(repoRoot, 'tools/scripts/new-remote.mjs'), 'reports', '--into', dir], { encoding: 'utf8' });
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
  });
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('makes a remote on the golden path, with its page, call, routes test and page test', () => {
    expect(remoteStructureProblems(dir)).toEqual([]);
    for (const file of ['README.md', 'package.json', 'src/routes.ts', 'src/pages/ReportsPage.tsx', 'src/api/get-profile.ts', 'src/__tests__/routes.test.ts', 'src/pages/__tests__/reports-page.test.tsx']) {
      expect(fs.existsSync(path.join(dir, file))).toBe(true);
    }
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).remote).toMatchObject({ name: 'reports', port: 3006 });
  });

  it('refuses a name that is no remote name', () => {
    const made = spawnSync(process.execPath, [path.join(repoRoot, 'tools/scripts/new-remote.mjs'), 'Bad_Name', '--into', path.join(path.dirname(dir), 'bad')], { encoding: 'utf8' });
    expect(made.status).toBe(1);
    expect(made.stderr).toContain('Usage: npm run new-remote');
  });

  // Each rule can fail: a copy of the generated remote with one deviation is caught by name.
  const deviations: [string, (root: string) => void, string][] = [
    ['no README', (root) => fs.rmSync(path.join(root, 'README.md')), 'readme: README.md is missing'],
    ['a route the README does not describe', (root) => edit(root, 'README.md', (text) => text.replace('`/reports`', 'reports')), 'readme: route /reports is not described'],
    ['no routes.ts', (root) => fs.rmSync(path.join(root, 'src/routes.ts')), 'routes: src/routes.ts is missing'],
    ['routes without definePages', (root) => edit(root, 'src/routes.ts', (text) => text.replace('export const routes = definePages(', 'export const routes = (')), "routes: src/routes.ts does not declare its pages with definePages ('@ieum/app-kit/src/routes/define-pages')"],
    ['no routes test', (root) => fs.rmSync(path.join(root, 'src/__tests__/routes.test.ts')), 'routes-test: src/__tests__/routes.test.ts is missing'],
    ['a hand guard', (root) => edit(root, 'src/pages/ReportsPage.tsx', (text) => `${text}\nexport const Guarded = () => <RequireRole role="elderly">x</RequireRole>;\n`), 'hand-guard: src/pages/ReportsPage.tsx'],
    ['a page loading by hand', (root) => edit(root, 'src/pages/ReportsPage.tsx', (text) => text.replace('useLoaded(() => getProfile', 'useEffect(() => getProfile')), 'read-without-useLoaded: src/pages/ReportsPage.tsx'],
    ['a read in a loading modal', (root) => edit(root, 'src/pages/ReportsPage.tsx', (text) => `${text}\nconst modal = <LoadingModal open={state.status === 'loading'} />;\n`), 'read-in-loading-modal: src/pages/ReportsPage.tsx'],
    ['a loading visual of its own', (root) => edit(root, 'src/pages/ReportsPage.tsx', (text) => `${text}\nconst wait = <p role="status">불러오는 중...</p>;\n`), 'own-loading-visual: src/pages/ReportsPage.tsx'],
    ['a write flag of its own', (root) => edit(root, 'src/pages/ReportsPage.tsx', (text) => `${text}\nconst save = () => setSaving(true);\n`), 'own-write-flag: src/pages/ReportsPage.tsx'],
    ['an id parser of its own', (root) => edit(root, 'src/pages/ReportsPage.tsx', (text) => `${text}\nconst id = Number(location.state.id);\n`), 'own-id-parser: src/pages/ReportsPage.tsx'],
    ['a hand-typed API answer', (root) => edit(root, 'src/api/get-profile.ts', (text) => text.replace("export type Profile = ApiResponse<'/api/user', 'get'>;", 'export interface Profile { name: string }')), 'hand-typed-api-shape: src/api/get-profile.ts'],
    ['a jest.mock of its own module', (root) => edit(root, 'src/pages/__tests__/reports-page.test.tsx', (text) => `jest.mock('../../api/get-profile');\n${text}`), 'mocks-own-module: src/pages/__tests__/reports-page.test.tsx'],
    [
      'a faked useNavigate',
      (root) => edit(root, 'src/pages/__tests__/reports-page.test.tsx', (text) => `${text}\njest.mock('react-router-dom', () => ({ ...jest.requireActual('react-router-dom'), useNavigate: () => jest.fn() }));\n`),
      'fakes-navigation: src/pages/__tests__/reports-page.test.tsx',
    ],
    [
      'a test that sleeps',
      (root) => edit(root, 'src/pages/__tests__/reports-page.test.tsx', (text) => `${text}\nit('waits', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});\n`),
      'real-wait: src/pages/__tests__/reports-page.test.tsx',
    ],
  ];

  function edit(root: string, file: string, change: (text: string) => string) {
    const full = path.join(root, file);
    const before = fs.readFileSync(full, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`the deviation did not change ${file}`);
    fs.writeFileSync(full, after);
  }

  it.each(deviations)('fails a remote with %s', (_what, deviate, problem) => {
    const copy = fs.mkdtempSync(path.join(path.dirname(dir), 'deviant-'));
    fs.cpSync(dir, copy, { recursive: true });
    deviate(copy);
    expect(remoteStructureProblems(copy)).toContain(problem);
  });
});

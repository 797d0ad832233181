import fs from 'node:fs';
import path from 'node:path';

const { frontEndApps, repoRoot } = require('../scripts/apps.cjs');
const { ROUTER_EXPORTS, sharedDependencies } = require('../rspack/shared-dependencies.cjs');

/** Every source file an app bundles (tests excluded). */
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `file: name` for each value imported from react-router-dom; `file: *` for imports that take everything. */
function routerImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const where = path.relative(repoRoot, file);
  const found: string[] = [];
  for (const [statement, names] of source.matchAll(/(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+'react-router-dom'/gs)) {
    const braces = /\{([^}]*)\}/.exec(names);
    if (!braces || /\*|^\w/.test(names.trim())) found.push(`${where}: * (${statement.replace(/\s+/g, ' ')})`);
    for (const part of braces?.[1].split(',') ?? []) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) found.push(`${where}: ${name.split(/\s+as\s+/)[0]}`);
    }
  }
  for (const [call] of source.matchAll(/(?:import|require)\(\s*'react-router-dom'\s*\)/g)) found.push(`${where}: * (${call})`);
  return found;
}

describe('the shared react-router-dom keeps only the listed exports (tools/rspack/shared-dependencies.cjs)', () => {
  const { shell, remotes } = frontEndApps();
  const folders = [shell.dir, ...remotes.map((remote: { dir: string }) => remote.dir)].map((dir) => path.join(dir, 'src'));
  const packages = ['shared-ui', 'app-kit', 'platform'].map((folder) => path.join(repoRoot, folder, 'src'));
  const imports = [...folders, ...packages].flatMap(sourceFiles).flatMap(routerImports);

  it('finds the imports it checks', () => {
    expect(imports.some((entry) => entry.endsWith(': useNavigate'))).toBe(true);
  });

  it('every name an app imports from react-router-dom is in the list, so the trimmed shared copy has it', () => {
    const missing = imports.filter((entry) => !ROUTER_EXPORTS.includes(entry.split(': ')[1]));
    expect(missing).toEqual([]);
  });

  it('lists only real exports of react-router-dom, and every app shares it trimmed to that list', () => {
    const router = require('react-router-dom');
    expect(ROUTER_EXPORTS.filter((name: string) => !(name in router))).toEqual([]);
    expect(sharedDependencies['react-router-dom'].treeShaking).toEqual({ mode: 'runtime-infer', usedExports: ROUTER_EXPORTS });
  });
});

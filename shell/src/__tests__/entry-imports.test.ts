import fs from 'node:fs';
import path from 'node:path';

const { sharedDependencies } = require('../../../tools/rspack/shared-dependencies.cjs');

/** Modules the entry reaches by static imports, and the packages they import values from. */
function staticPackageImports(entry: string) {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^import (?!type )[^'"]*?from '([^']+)';/gm)) {
      if (!specifier.startsWith('.')) {
        packages.set(specifier, path.relative(path.join(__dirname, '..'), file));
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const found = ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => fs.existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(entry);
  return packages;
}

describe("the shell's entry (src/index.ts)", () => {
  it('imports no shared package by value: those load only after the async boundary negotiated them', () => {
    const shared = Object.keys(sharedDependencies);
    const offending = [...staticPackageImports(path.join(__dirname, '../index.ts'))].filter(([specifier]) => shared.includes(specifier));
    expect(offending).toEqual([]);
  });
});

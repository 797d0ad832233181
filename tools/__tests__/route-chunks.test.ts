import fs from 'node:fs';
import path from 'node:path';
const { routeImports } = require('../prerender/route-chunks.cjs') as { routeImports(source: string): { path: string; request: string }[] };

const REPO = path.join(__dirname, '../..');

describe('which module each route loads (tools/prerender/route-chunks.cjs)', () => {
  it("reads every remote's routes.ts: each declared path with the page it imports, also a load written over several lines", () => {
    for (const remote of ['mfe-auth', 'mfe-volunteer', 'mfe-elderly', 'mfe-chat', 'mfe-care']) {
      const source = fs.readFileSync(path.join(REPO, remote, 'src/routes.ts'), 'utf8');
      const declared = [...source.matchAll(/path:\s*'([^']+)'/g)].map((match) => match[1]);
      const found = routeImports(source);
      expect({ remote, paths: found.map((route) => route.path) }).toEqual({ remote, paths: declared });
      for (const route of found) expect({ remote, route }).toEqual({ remote, route: { path: route.path, request: expect.stringMatching(/^\.\/pages\//) } });
    }
    const auth = routeImports(fs.readFileSync(path.join(REPO, 'mfe-auth/src/routes.ts'), 'utf8'));
    expect(auth.find((route) => route.path === '/edit')).toEqual({ path: '/edit', request: './pages/EditProfilePage' });
  });
});

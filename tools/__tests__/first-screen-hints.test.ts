import { execFileSync } from 'node:child_process';
import path from 'node:path';

const config = {
  remotes: [
    { name: 'auth', entry: 'http://phone.local:3001/mf-manifest.json', routes: ['/login', '/signup'] },
    { name: 'chat', entry: 'http://phone.local:3004/mf-manifest.json', routes: ['/chatpage'] },
  ],
};
const PAGE = '<!doctype html><html><head><title>이음</title></head><body><div id="root"></div></body></html>';

// An ES module, which jest cannot load: run it in Node as the shell's server does.
function completedPage(url: string, remoteMap: unknown = config): string {
  const script = `import(${JSON.stringify(path.join(__dirname, '../serve/first-screen-hints.mjs'))})
    .then(({ withFirstScreenHints }) => process.stdout.write(withFirstScreenHints(${JSON.stringify(PAGE)}, ${JSON.stringify(remoteMap)}, ${JSON.stringify(url)})));`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

describe("the shell's page, completed per request (tools/serve/first-screen-hints.mjs)", () => {
  it('carries the remote map, so the shell needs no request before it can load a remote', () => {
    const page = completedPage('/');
    const inline = /<script type="application\/json" id="ieum-remotes">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(inline![1])).toEqual(config);
    expect(page).not.toContain('rel="preload"');
  });

  it("starts on the route's remote, its manifest and a connection for its scripts, whatever the letter case of the path", () => {
    const page = completedPage('/LOGIN?from=push');
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="http://phone.local:3001/mf-manifest.json" />');
    expect(page).toContain('<link rel="preconnect" href="http://phone.local:3001" />');
    expect(page.match(/rel="pre(load|connect)"/g)).toHaveLength(2);
  });

  it('cannot be broken out of by a remote map that contains markup', () => {
    const page = completedPage('/', { remotes: [{ name: '</script><script>alert(1)</script>', entry: 'x', routes: [] }] });
    expect(page).not.toContain('<script>alert(1)');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
  });

  it("asks for every remote route's pre-rendered page once at start, at the server's own address for a remote when one is set", () => {
    const script = `import(${JSON.stringify(path.join(__dirname, '../serve/first-screen-hints.mjs'))}).then(async ({ warmPrerenderedPages }) => {
      const asked = [];
      await warmPrerenderedPages(${JSON.stringify(config)}, { prerenderedPage: async (origin, pathname) => asked.push(origin + pathname), serverOrigins: { chat: 'http://mfe-chat:3004' } });
      process.stdout.write(JSON.stringify(asked));
    });`;
    expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))).toEqual([
      'http://phone.local:3001/login',
      'http://phone.local:3001/signup',
      'http://mfe-chat:3004/chatpage',
    ]);
  });
});

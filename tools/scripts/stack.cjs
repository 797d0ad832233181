// Starts and stops the running product: API, AI host, the shell's server and one server per
// remote. Used by `npm start` and by the browser tests (on other ports, with their own data).
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { frontEndApps, repoRoot } = require('./apps.cjs');

const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

const DEFAULT_PORTS = { shell: 3000, api: 8080, ai: 8000 };

function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const request = http.get(url, (response) => {
        response.resume();
        if (response.statusCode && response.statusCode < 500) resolve();
        else retry();
      });
      request.on('error', retry);
      request.setTimeout(2000, () => request.destroy());
    };
    const retry = () => {
      if (Date.now() > deadline) reject(new Error(`${url} did not answer within ${timeoutMs} ms`));
      else setTimeout(attempt, 200);
    };
    attempt();
  });
}

class Service {
  constructor({ name, command, args, env, cwd, readyUrl, log }) {
    Object.assign(this, { name, command, args, env, cwd, readyUrl, log });
    this.child = null;
  }

  async start(timeoutMs = 60_000) {
    if (this.child) return;
    const started = Date.now();
    const child = spawn(this.command, this.args, {
      cwd: this.cwd,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const forward = (stream) =>
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) if (line.trim()) this.log(this.name, line);
      });
    forward(child.stdout);
    forward(child.stderr);
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.stopping) this.log(this.name, `exited (${signal ?? code})`);
    });
    await Promise.race([
      waitForHttp(this.readyUrl, timeoutMs),
      new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`${this.name} exited with ${code}`)))),
    ]);
    this.startedInMs = Date.now() - started;
  }

  stop() {
    const child = this.child;
    if (!child) return Promise.resolve();
    this.stopping = true;
    return new Promise((resolve) => {
      child.once('exit', () => {
        this.stopping = false;
        resolve();
      });
      child.kill('SIGTERM');
      // The server gives itself SHUTDOWN_DEADLINE_MS (10 s, server-kit) to close its database. When
      // the child is tsx, it passes the signal on and waits for the server; killing tsx sooner (it
      // was 5 s) left the server running unseen, still holding the data folder's lock.
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
  }
}

/** Writes the runtime remote map for these ports (the committed remotes.json lists 3001...). */
function writeRemotesConfig(file, remotePorts) {
  const committed = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8'));
  const { remotes } = frontEndApps();
  for (const remote of remotes) {
    if (!committed[remote.name]) continue;
    committed[remote.name].entry = committed[remote.name].entry.replace(`:${remote.port}/`, `:${remotePorts[remote.name]}/`);
  }
  fs.writeFileSync(file, JSON.stringify(committed, null, 2));
}

/**
 * @param {object} options
 * @param {{shell:number, api:number, ai:number, remotes?:Record<string,number>}} [options.ports]
 * @param {Record<string,string>} [options.env]   extra environment for the API and AI host
 * @param {string} [options.remotesConfig]      runtime remote map the shell serves
 * @param {string} [options.distRoot]           where the apps were built (IEUM_DIST_ROOT); default each app's dist/
 * @param {string} [options.serverBuild]        run the API and the AI host from <package>/<serverBuild>/server.js
 *                                              (tools/scripts/build-servers.mjs --folder=...); default their sources through tsx
 * @param {string} [options.appServer]          the app servers' script, e.g. the bundle of tools/scripts/build-app-server.mjs
 *                                              (beside tools/serve/); default tools/serve/serve-app.mjs
 * @param {(service:string, line:string)=>void} [options.log]
 */
function createStack({ ports = DEFAULT_PORTS, env = {}, remotesConfig, distRoot, serverBuild, appServer, log = () => {} } = {}) {
  const { shell, remotes } = frontEndApps();
  const remotePorts = Object.fromEntries(remotes.map((remote) => [remote.name, ports.remotes?.[remote.name] ?? remote.port]));
  const serveApp = appServer ?? path.join(repoRoot, 'tools/serve/serve-app.mjs');
  const services = new Map();
  const distArgs = (app) => (distRoot ? ['--dist', path.join(distRoot, app.folder)] : []);
  const add = (service) => services.set(service.name, new Service({ log, cwd: repoRoot, ...service }));
  const serverArgs = (pkg) => (serverBuild ? ['--enable-source-maps', `${pkg}/${serverBuild}/server.js`] : [tsxCli, `${pkg}/src/server.ts`]);

  add({
    name: 'api',
    command: process.execPath,
    args: serverArgs('api'),
    env: { PORT: String(ports.api), PUBLIC_APP_URL: `http://localhost:${ports.shell}`, ...env },
    readyUrl: `http://127.0.0.1:${ports.api}/api/health`,
  });
  add({
    name: 'ai',
    command: process.execPath,
    args: serverArgs('ai'),
    // API_URL: the AI host asks the API whether each token's session is still live (logout ends it there too).
    env: { AI_PORT: String(ports.ai), AI_API_URL: `http://127.0.0.1:${ports.api}`, API_URL: `http://127.0.0.1:${ports.api}`, ...env },
    readyUrl: `http://127.0.0.1:${ports.ai}/health`,
  });
  add({
    name: 'shell',
    command: process.execPath,
    args: [serveApp, shell.dir, '--port', String(ports.shell), ...distArgs(shell)],
    env: {
      API_URL: `http://127.0.0.1:${ports.api}`,
      AI_URL: `http://127.0.0.1:${ports.ai}`,
      ...(remotesConfig ? { REMOTES_CONFIG: remotesConfig } : {}),
    },
    readyUrl: `http://127.0.0.1:${ports.shell}/`,
  });
  for (const remote of remotes) {
    add({
      name: remote.name,
      command: process.execPath,
      args: [serveApp, remote.dir, '--port', String(remotePorts[remote.name]), ...distArgs(remote)],
      env: { API_URL: `http://127.0.0.1:${ports.api}`, AI_URL: `http://127.0.0.1:${ports.ai}` },
      readyUrl: `http://127.0.0.1:${remotePorts[remote.name]}/mf-manifest.json`,
    });
  }

  return {
    ports: { ...ports, remotes: remotePorts },
    services,
    service(name) {
      const found = services.get(name);
      if (!found) throw new Error(`no service ${name}`);
      return found;
    },
    async startAll() {
      // The AI host after the API: the API creates the data folder's secrets that the AI host reads.
      // The front-end servers need neither at start, so they start meanwhile.
      const frontEnds = [...services.values()].filter((service) => service.name !== 'api' && service.name !== 'ai');
      await Promise.all([
        services
          .get('api')
          .start(120_000)
          .then(() => services.get('ai').start()),
        ...frontEnds.map((service) => service.start()),
      ]);
    },
    async stopAll() {
      await Promise.all([...services.values()].map((service) => service.stop()));
    },
  };
}

module.exports = { DEFAULT_PORTS, createStack, writeRemotesConfig };

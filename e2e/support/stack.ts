import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export interface DemoAccount {
  username: string;
  password: string;
  userType: 'volunteer' | 'elderly' | 'guardian' | 'staff';
  name: string;
}

interface Service {
  start(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface E2eStack {
  baseURL: string;
  ports: { shell: number; api: number; ai: number; remotes: Record<string, number> };
  dataDir: string;
  distRoot: string;
  /** The runtime remote map the shell serves (read on every request, so a test may edit it). */
  remotesConfig: string;
  service(name: string): Service;
  demoAccounts(): DemoAccount[];
  stop(): Promise<void>;
}

/** A port nothing listens on now (the benchmarks use it too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type StackEnv = Record<string, string> | ((ports: { shell: number; api: number; ai: number }) => Record<string, string>);

/**
 * The whole product on free ports with a fresh embedded database: what `npm start` runs, built
 * by the global setup into a scratch folder. `env` goes to the API and the AI host. `distRoot`
 * serves other builds (a folder with one build folder per app, named like the app's folder).
 */
export async function startE2eStack(env: StackEnv = {}, options: { distRoot?: string } = {}): Promise<E2eStack> {
  // The same stack code as `npm start`.
  const { createStack, writeRemotesConfig } = require(path.join(repoRoot, 'tools/scripts/stack.cjs'));
  const { frontEndApps } = require(path.join(repoRoot, 'tools/scripts/apps.cjs'));
  const distRoot = options.distRoot ?? process.env.IEUM_E2E_DIST_ROOT;
  if (!distRoot) throw new Error('the e2e global setup did not run');

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-e2e-'));
  const dataDir = path.join(scratch, 'data');
  const remotesConfig = path.join(scratch, 'remotes.json');
  // A copy of the migrated database the global setup made: the API opens it as on a fresh DATA_DIR
  // (its own secrets and demo accounts) without creating and migrating a database (~10 s a stack).
  const template = process.env.IEUM_E2E_PGLITE_TEMPLATE;
  if (template) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  const remotePorts: Record<string, number> = {};
  for (const remote of frontEndApps().remotes) remotePorts[remote.name] = await freePort();
  const ports = { shell: await freePort(), api: await freePort(), ai: await freePort(), remotes: remotePorts };
  writeRemotesConfig(remotesConfig, remotePorts);

  const logFile = path.join(scratch, 'stack.log');
  const stack = createStack({
    ports,
    distRoot,
    remotesConfig,
    // The servers the global setup compiled (unset when a test starts a stack without it: the sources).
    serverBuild: process.env.IEUM_E2E_SERVER_BUILD,
    appServer: process.env.IEUM_E2E_APP_SERVER,
    // A function gets the chosen ports, for settings that name the app's own URL.
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(typeof env === 'function' ? env(ports) : env) },
    log: (service: string, line: string) => fs.appendFileSync(logFile, `[${service}] ${line}\n`),
  });
  try {
    await stack.startAll();
  } catch (error) {
    await stack.stopAll();
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
    throw new Error(`${String(error)}\n${log}`, { cause: error });
  }

  return {
    baseURL: `http://localhost:${ports.shell}`,
    ports,
    dataDir,
    distRoot,
    remotesConfig,
    service: (name) => stack.service(name),
    demoAccounts: () => JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')),
    async stop() {
      await stack.stopAll();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

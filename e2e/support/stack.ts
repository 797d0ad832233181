import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tools/jest/free-port';

export { freePort, freePorts } from '../../tools/jest/free-port';

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

/**
 * Runs `start` on `count` free ports; when another process took one of them between the probe and the
 * server's listen (EADDRINUSE in the error), runs it again on new ports, up to `tries` times.
 */
export async function onFreePorts<T>(count: number, start: (ports: number[]) => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const ports = await freePorts(count);
    try {
      return await start(ports);
    } catch (error) {
      if (attempt >= tries || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
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
  const remotes: { name: string }[] = frontEndApps().remotes;
  const logFile = path.join(scratch, 'stack.log');
  return onFreePorts<E2eStack>(3 + remotes.length, async ([shellPort, apiPort, aiPort, ...remotePortList]) => {
    const remotePorts = Object.fromEntries(remotes.map((remote, index) => [remote.name, remotePortList[index]]));
    const ports = { shell: shellPort, api: apiPort, ai: aiPort, remotes: remotePorts };
    writeRemotesConfig(remotesConfig, remotePorts);
    fs.rmSync(logFile, { force: true });
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
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(`${String(error)}${log.includes('EADDRINUSE') ? ' (EADDRINUSE: a port was taken)' : ''}\n${log.slice(-4000)}`, { cause: error });
    }
    return {
      baseURL: `http://localhost:${ports.shell}`,
      ports,
      dataDir,
      distRoot,
      remotesConfig,
      service: (name: string) => stack.service(name),
      demoAccounts: () => JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')),
      async stop() {
        await stack.stopAll();
        fs.rmSync(scratch, { recursive: true, force: true });
      },
    };
  });
}

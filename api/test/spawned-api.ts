import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { tempDataDir } from './helper';

export interface SpawnedApi {
  child: ChildProcess;
  /** The address it listens on, once it says so; rejects if it exits first. */
  url: Promise<string>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/** The API as its own process (src/server.ts through tsx), for tests that kill or starve it. */
export function spawnApi(env: Record<string, string>): SpawnedApi {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.resolve(__dirname, '../src/server.ts')], {
    env: { ...process.env, DATA_DIR: tempDataDir(), PORT: '0', JWT_SECRET: 'j'.repeat(40), REDIS_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`API exited with ${code}:\n${output}`)));
  });
  return { child, url, output: () => output };
}

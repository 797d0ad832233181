// The first crisis reply, with its audio prepared at start (AI_SAFETY_AUDIO=prepare, the
// default) and without (lazy: synthesised when needed, as before issue 21). The API (embedded
// database) and the AI host run as their own processes; each round starts a fresh pair, waits for
// the AI host's 'safety reply audio prepared' log line (prepare mode), then sends one crisis
// message of each kind (each a different fixed reply, never heard before in that process) and
// fetches its MP3. Run: npx tsx bench/src/chat-crisis-first.ts --rounds 3
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts, machine, percentile, REPO_ROOT, writeResult } from './lib';

const args = process.argv.slice(2);
const ROUNDS = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 3;

// One message per kind: each gets its own fixed first reply.
const CRISES = [
  '약을 한꺼번에 다 먹어버릴까 봐요',
  '손목을 그었어요',
  '자식들한테 짐만 되는 것 같아요',
  '그동안 고마웠어 마지막 인사야',
  '가슴이 조여 오고 숨을 못 쉬겠어요',
  '화장실에서 넘어져서 못 일어나요',
  '사흘째 아무것도 못 먹었어요',
  '혈압약을 먹었는지 기억이 안 나요',
];

function start(script: string, env: Record<string, string>, readyUrl: string, waitForLine?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), script], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 100_000) output = output.slice(-10_000);
  });
  const deadline = Date.now() + 180_000;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok && (!waitForLine || output.includes(waitForLine))) return resolve(child);
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) return reject(new Error(`${script} did not start`));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

async function round(mode: 'prepare' | 'lazy'): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-bench-crisis-'));
  const [apiPort, aiPort] = await freePorts(2);
  const api = `http://127.0.0.1:${apiPort}`;
  const ai = `http://127.0.0.1:${aiPort}`;
  const children: ChildProcess[] = [];
  try {
    children.push(await start('api/src/server.ts', { DATA_DIR: dataDir, PORT: String(apiPort), DATABASE_URL: '', JWT_SECRET: '', LOG_LEVEL: 'warn' }, `${api}/api/health`));
    children.push(
      await start(
        'ai/src/server.ts',
        { DATA_DIR: dataDir, AI_PORT: String(aiPort), AI_API_URL: api, AI_CHAT_MAX_PER_MINUTE: '100000', AI_LLM_BASE_URL: '', AI_SPEECH: 'builtin', AI_SAFETY_AUDIO: mode },
        `${ai}/health`,
        mode === 'prepare' ? 'safety reply audio prepared' : undefined,
      ),
    );
    const accounts = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as { username: string; password: string; userType: string }[];
    const elderly = accounts.find((account) => account.userType === 'elderly')!;
    const login = await fetch(`${api}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(elderly) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    // One ordinary turn first, so the espeak worker and the connections are warm in both modes.
    await (await fetch(`${ai}/chat/text`, { method: 'POST', headers, body: JSON.stringify({ text: '안녕하세요' }) })).json();
    const times: number[] = [];
    for (const text of CRISES) {
      const started = performance.now();
      const response = await fetch(`${ai}/chat/text`, { method: 'POST', headers, body: JSON.stringify({ text }) });
      const { data } = (await response.json()) as { data: { response: { audio_path: string | null; risk: { level: string } } } };
      if (data.response.risk.level !== 'crisis' || !data.response.audio_path) throw new Error(`not a crisis reply with audio: ${text}`);
      await (await fetch(`${ai}${data.response.audio_path}`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results: Record<'prepare' | 'lazy', number[]> = { prepare: [], lazy: [] };
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const mode of ['prepare', 'lazy'] as const) results[mode].push(...(await round(mode)));
  }
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const r = (value: number) => Math.round(value * 10) / 10;
    return { n: values.length, p50: r(percentile(sorted, 50)), p95: r(percentile(sorted, 95)), max: r(sorted.at(-1)!), mean: r(values.reduce((a, b) => a + b, 0) / values.length) };
  };
  const prepared = stats(results.prepare);
  const lazy = stats(results.lazy);
  const command = `npx tsx bench/src/chat-crisis-first.ts --rounds ${ROUNDS}`;
  const load = os.loadavg().map((value) => value.toFixed(1)).join(', ');
  const markdown = `# First crisis reply (text + MP3), safety audio prepared vs not

Run ${new Date().toISOString()} on ${machine()}; load average at the end: ${load}.
Command: \`${command}\`

Each round starts the API (embedded PGlite) and the AI host as their own processes, sends one
ordinary message (warm worker), then one crisis message of each of the ${CRISES.length} kinds: each
reply is a fixed text that process has never spoken before. Time = \`POST /chat/text\` until its MP3
is downloaded in full. ${ROUNDS} rounds per mode.

| AI_SAFETY_AUDIO | n | p50 ms | p95 ms | max ms | mean ms |
|---|---:|---:|---:|---:|---:|
| prepare (default: synthesised at start) | ${prepared.n} | ${prepared.p50} | ${prepared.p95} | ${prepared.max} | ${prepared.mean} |
| lazy (synthesised on the first crisis) | ${lazy.n} | ${lazy.p50} | ${lazy.p95} | ${lazy.max} | ${lazy.mean} |

Ordinary replies for comparison: bench/results/chat-reply.md.
`;
  writeResult('chat-crisis-first', markdown, { date: new Date().toISOString(), machine: machine(), loadAverage: os.loadavg(), command, rounds: ROUNDS, prepared, lazy, samples: results });
  process.stdout.write(markdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

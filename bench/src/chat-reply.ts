// Chat reply latency with the built-in engine and the built-in voice: POST /chat/text and then
// the reply's MP3 fetched in full, over HTTP against the real API and AI host started as their
// own processes (embedded database in a scratch folder), as the app does it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, machine, percentile, REPO_ROOT, writeResult } from './lib';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SAMPLES = option('samples', 100);
const WARMUP = option('warmup', 10);

const MESSAGES = [
  '안녕하세요',
  '오늘 점심에 김치찌개를 먹었어요',
  '요즘 무릎이 좀 아파요',
  '어젯밤에 잠을 잘 못 잤어요',
  '손자 민준이가 다음 주에 온대요',
  '혼자 있으니 적적하네요',
  '오늘 날씨가 많이 추워요',
  '옛날에 고향에서 농사짓던 생각이 나요',
  '내일 병원에 가요',
  '딸이 전화를 했어요',
  '오늘은 마음이 편안해요',
  '텔레비전에서 재미있는 걸 봤어요',
];

function start(name: string, script: string, env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), script], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) return reject(new Error(`${name} did not start`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-bench-chat-'));
  const [apiPort, aiPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const ai = `http://127.0.0.1:${aiPort}`;
  const children: ChildProcess[] = [];
  try {
    children.push(await start('api', 'api/src/server.ts', { DATA_DIR: dataDir, PORT: String(apiPort), DATABASE_URL: '', JWT_SECRET: '' }, `${api}/api/health`));
    children.push(
      await start('ai', 'ai/src/server.ts', { DATA_DIR: dataDir, AI_PORT: String(aiPort), AI_API_URL: api, AI_CHAT_MAX_PER_MINUTE: '100000', AI_LLM_BASE_URL: '', AI_SPEECH: 'builtin' }, `${ai}/health`),
    );
    const accounts = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as { username: string; password: string; userType: string }[];
    const elderly = accounts.find((account) => account.userType === 'elderly')!;
    const login = await fetch(`${api}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(elderly) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    await fetch(`${api}/api/elderly`, { method: 'PATCH', headers, body: JSON.stringify({ name: '해님' }) });

    const replyMs: number[] = [];
    const totalMs: number[] = [];
    const audioBytes: number[] = [];
    let withoutAudio = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
      const started = performance.now();
      const response = await fetch(`${ai}/chat/text`, { method: 'POST', headers, body: JSON.stringify({ text: MESSAGES[i % MESSAGES.length] }) });
      if (response.status !== 200) throw new Error(`chat answered ${response.status}: ${await response.text()}`);
      const { data } = (await response.json()) as { data: { response: { audio_path: string | null } } };
      const replied = performance.now();
      let bytes = 0;
      if (data.response.audio_path) bytes = (await (await fetch(`${ai}${data.response.audio_path}`)).arrayBuffer()).byteLength;
      const done = performance.now();
      if (i < WARMUP) continue;
      if (!data.response.audio_path) withoutAudio += 1;
      replyMs.push(replied - started);
      totalMs.push(done - started);
      audioBytes.push(bytes);
    }
    const stats = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const round = (value: number) => Math.round(value * 10) / 10;
      return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)!), mean: round(values.reduce((a, b) => a + b, 0) / values.length) };
    };
    const reply = stats(replyMs);
    const total = stats(totalMs);
    const meanKb = Math.round(audioBytes.reduce((a, b) => a + b, 0) / audioBytes.length / 102.4) / 10;
    const load = os.loadavg().map((value) => value.toFixed(1)).join(', ');
    const command = `npx tsx bench/src/chat-reply.ts --samples ${SAMPLES} --warmup ${WARMUP}`;
    const met = total.p95 <= 300;
    const markdown = `# Chat reply latency (built-in engine and voice)

Run ${new Date().toISOString()} on ${machine()}; load average at the end: ${load}.
Command: \`${command}\`

The API (embedded PGlite) and the AI host run as their own processes, as \`npm start\` runs them.
Each sample: \`POST /chat/text\` (token check, context from the API, emotion, distress check,
built-in reply, espeak-ng WASM + MP3 in the warm worker, both messages stored through the API),
then \`GET\` of the reply's MP3 in full. ${SAMPLES} sequential samples after ${WARMUP} warm-up,
${MESSAGES.length} everyday messages in turn.

| measure | p50 ms | p95 ms | p99 ms | max ms | mean ms |
|---|---:|---:|---:|---:|---:|
| reply (text + audio_path) | ${reply.p50} | ${reply.p95} | ${reply.p99} | ${reply.max} | ${reply.mean} |
| reply + MP3 downloaded | ${total.p50} | ${total.p95} | ${total.p99} | ${total.max} | ${total.mean} |

Mean MP3 size ${meanKb} KB; replies without audio: ${withoutAudio}.

Target: p95 of reply + MP3 <= 300 ms: ${met ? 'met' : 'NOT met'} (${total.p95} ms).
`;
    writeResult('chat-reply', markdown, { date: new Date().toISOString(), machine: machine(), loadAverage: os.loadavg(), command, samples: SAMPLES, warmup: WARMUP, reply, total, meanAudioBytes: Math.round(audioBytes.reduce((a, b) => a + b, 0) / audioBytes.length), withoutAudio, replyMs, totalMs });
    process.stdout.write(markdown);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// The topology soak: simulated phones through the edge (nginx) while one API process and one AI host
// are killed (-9) and restarted and every database connection is cut once.
//   npm run topology -- [--phones 300] [--duration 180] [--writes-per-second 4] [--chats-per-second 1] [--hold]
// (tools/scripts/topology.mjs installs nginx and builds what is missing, then runs this with tsx.)
// Each phone has its own client address (127.x.y.z: Linux answers the whole 127/8 on loopback), so
// the per-address limits count phones as they would count people. Every phone polls its
// notifications every 5 s with the ETag of its last answer; elderly phones also make help requests,
// pick a recommended volunteer, cancel and chat with the companion; volunteer phones write reviews
// of finished visits (a picture uploaded to S3 first); new people sign up (SMS code from the API's
// outbox). Every write the edge answered
// 2xx is checked in the database at the end: a lost acknowledged write is one that is not there.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openPostgres, writeDataset } from '@ieum/api';
import { toSeoulIso } from '@ieum/domain';
import { machine, percentile, round, writeResult } from './lib';
import { startTopology, type Topology } from './topology';

const { values } = parseArgs({
  options: {
    phones: { type: 'string', default: '300' },
    duration: { type: 'string', default: '180' },
    'writes-per-second': { type: 'string', default: '4' },
    'chats-per-second': { type: 'string', default: '1' },
    'signups-per-second': { type: 'string', default: '0.5' },
    'reviews-per-second': { type: 'string', default: '0.5' },
    hold: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const PHONES = Number(values.phones);
const DURATION_S = Number(values.duration);
const WRITES_PER_S = Number(values['writes-per-second']);
const CHATS_PER_S = Number(values['chats-per-second']);
const SIGNUPS_PER_S = Number(values['signups-per-second']);
const REVIEWS_PER_S = Number(values['reviews-per-second']);
const POLL_MS = 5000;
const PASSWORD = 'topology-soak-1234';

interface Phone {
  id: number;
  username: string;
  userType: 'volunteer' | 'elderly';
  token: string;
  etag: string | null;
  agent: http.Agent;
}

interface Sample {
  at: number;
  kind: string;
  status: number; // 0: no answer (connection refused or reset)
  ms: number;
  /** The error body's stable code, for answers other than 2xx and 304. */
  code?: string;
}

const samples: Sample[] = [];
const soak = { stopping: false };

function request(topology: Topology, phone: Phone | null, kind: string, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; json: any }>((resolve) => {
    const url = new URL(pathname, topology.edgeUrl);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: phone?.agent,
        timeout: 30_000,
        headers: {
          ...(phone?.token ? { authorization: `Bearer ${phone.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          let json: any = null;
          try {
            json = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
          } catch {
            json = null;
          }
          const failed = status >= 300 && status !== 304;
          samples.push({ at: Date.now(), kind, status, ms: performance.now() - started, ...(failed ? { code: String(json?.code ?? 'no code') } : {}) });
          resolve({ status, headers: res.headers, json });
        });
        res.on('error', () => {
          samples.push({ at: Date.now(), kind, status: 0, ms: performance.now() - started });
          resolve({ status: 0, headers: {}, json: null });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      samples.push({ at: Date.now(), kind, status: 0, ms: performance.now() - started });
      resolve({ status: 0, headers: {}, json: null });
    });
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 127.1.0.1, 127.1.0.2, ...: one client address per phone. */
function phoneAddress(index: number): string {
  const n = index + 1;
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

async function signIn(topology: Topology, db: Database): Promise<Phone[]> {
  // Every third phone is an older person's; the rest are volunteers'.
  const elderlyCount = Math.ceil(PHONES / 3);
  const rows = [
    ...(await db.query<{ id: number; username: string; userType: 'elderly' }>(`select id, username, user_type as "userType" from users where user_type = 'elderly' order by id limit $1`, [elderlyCount])),
    // Volunteers with finished visits still waiting for their review first: they write them.
    ...(await db.query<{ id: number; username: string; userType: 'volunteer' }>(
      `select u.id, u.username, u.user_type as "userType" from users u where u.user_type = 'volunteer'
       order by (select count(*) from activities a where a.volunteer_id = u.id and a.status = 'REVIEWING'
                 and not exists (select 1 from reviews r where r.activity_id = a.id)) desc, u.id limit $1`,
      [PHONES - elderlyCount],
    )),
  ];
  const phones: Phone[] = rows.map((row, index) => ({
    ...row,
    id: Number(row.id),
    token: '',
    etag: null,
    agent: new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: phoneAddress(index) } as http.AgentOptions),
  }));
  // Real sign-ins through the edge, a few at a time (each is an argon2 hash on the API).
  for (let i = 0; i < phones.length; i += 8) {
    await Promise.all(
      phones.slice(i, i + 8).map(async (phone) => {
        const answer = await request(topology, phone, 'login', 'POST', '/api/login', { username: phone.username, password: PASSWORD, userType: phone.userType });
        if (answer.status !== 200) throw new Error(`login of ${phone.username}: ${answer.status} ${JSON.stringify(answer.json)}`);
        phone.token = answer.json.accessToken;
      }),
    );
  }
  return phones;
}

async function pollLoop(topology: Topology, phone: Phone, offsetMs: number) {
  await sleep(offsetMs);
  while (!soak.stopping) {
    const answer = await request(topology, phone, 'poll', 'GET', '/api/user/notification', undefined, phone.etag ? { 'if-none-match': phone.etag } : {});
    if (answer.status === 200 && typeof answer.headers.etag === 'string') phone.etag = answer.headers.etag;
    await sleep(POLL_MS);
  }
}

/** Acknowledged writes, checked against the database at the end. */
const acknowledged = {
  helpRequests: new Set<number>(),
  picks: new Map<number, number>(), // matching id -> volunteer id
  cancels: new Set<number>(),
  chats: new Map<number, number>(), // user id -> messages the AI host answered 200
  reviews: new Set<number>(), // activity ids
  signups: new Set<number>(), // user ids
};

/** A 1x1 PNG: the review's picture. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function putObject(url: string, body: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function reviewOnce(topology: Topology, volunteer: Phone, activityId: number) {
  const presign = await request(topology, volunteer, 'review-upload-url', 'GET', '/api/aws/s3/review/preSigned?count=1&contentType=image/png');
  if (presign.status !== 200) return;
  const [upload] = presign.json as { preSignedUrl: string; imageUrl: string }[];
  if ((await putObject(upload.preSignedUrl, PNG_1X1)) !== 200) return;
  const review = await request(topology, volunteer, 'review', 'POST', '/api/review', { volunteerActivityId: activityId, content: '어르신과 즐거운 시간을 보냈어요', imageUrls: [upload.imageUrl] });
  if (review.status === 201) acknowledged.reviews.add(activityId);
}

/** The code the API wrote to one of the replicas' SMS outboxes for this number (whichever served it). */
function codeFromOutbox(topology: Topology, phoneNumber: string): string | null {
  for (const dir of topology.dataDirs) {
    const file = path.join(dir, 'sms-outbox.jsonl');
    if (!fs.existsSync(file)) continue;
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').toReversed();
    for (const line of lines) {
      const entry = JSON.parse(line) as { to: string; text: string };
      if (entry.to === phoneNumber) return /\d{6}/.exec(entry.text)?.[0] ?? null;
    }
  }
  return null;
}

async function signupOnce(topology: Topology, sequence: number) {
  // A client address of its own per newcomer, past the phones'.
  const agent = new http.Agent({ keepAlive: false, localAddress: phoneAddress(PHONES + sequence) } as http.AgentOptions);
  const newcomer = { agent, token: '' } as Phone;
  const phoneNumber = `+82109${String(sequence).padStart(7, '0')}`;
  const sent = await request(topology, newcomer, 'signup-code', 'POST', '/api/auth', { phoneNumber });
  if (sent.status !== 200) return;
  const code = codeFromOutbox(topology, phoneNumber);
  if (!code) return;
  const checked = await request(topology, newcomer, 'signup-check', 'GET', `/api/auth?phoneNumber=${encodeURIComponent(phoneNumber)}&verificationCode=${code}`);
  if (checked.status !== 200) return;
  const created = await request(topology, newcomer, 'signup', 'POST', '/api/user', {
    username: `soak_${sequence}_${Date.now() % 100000}`,
    password: 'soak-Passw0rd!',
    name: '김새봄',
    phone: `0109${String(sequence).padStart(7, '0')}`,
    phoneVerificationToken: checked.json.verificationToken,
    gender: sequence % 2 ? 'male' : 'female',
    age: 30 + (sequence % 50),
    address: { district: 'MAPO', detail: '월드컵로 1' },
    userType: sequence % 2 ? 'volunteer' : 'elderly',
  });
  if (created.status === 201) acknowledged.signups.add(Number(created.json.id));
}

function seoulLocal(ms: number): string {
  return toSeoulIso(ms).slice(0, 16);
}

async function writeOnce(topology: Topology, elderly: Phone, sequence: number, elderlyCount: number) {
  // Each request of one person at a time of its own (two at once are refused with 409): 2-21
  // days ahead, on the hour between 9 and 17 Seoul time.
  const slot = Math.floor(sequence / elderlyCount);
  const day = Date.now() + (2 + (slot % 20)) * 86_400_000;
  const start = seoulLocal(day).slice(0, 11) + `${String(9 + (Math.floor(slot / 20) % 9)).padStart(2, '0')}:00`;
  const created = await request(topology, elderly, 'help-request', 'POST', '/api/elderly/recommend', {
    volunteerType: 'CULTURE',
    addDescription: '말벗이 되어 주시고 같이 산책해 주실 분을 찾아요',
    startTime: start,
    animalType: 'none',
  });
  if (created.status !== 200) return;
  const matchingId = Number(created.json.matchingId);
  acknowledged.helpRequests.add(matchingId);
  const candidate = created.json.recommendVolunteers?.[0];
  if (candidate && sequence % 2 === 0) {
    const picked = await request(topology, elderly, 'pick', 'POST', '/api/elderly/recommend/matching', { matchingId, volunteerId: candidate.volunteerId });
    if (picked.status === 200) acknowledged.picks.set(matchingId, Number(candidate.volunteerId));
  }
  if (sequence % 3 === 0) {
    const cancelled = await request(topology, elderly, 'cancel', 'DELETE', `/api/elderly/matching/${matchingId}`);
    if (cancelled.status === 200 || cancelled.status === 204) acknowledged.cancels.add(matchingId);
  }
}

async function paced(perSecond: number, run: (sequence: number) => Promise<void>) {
  if (perSecond <= 0) return;
  const inFlight = new Set<Promise<void>>();
  let sequence = 0;
  while (!soak.stopping) {
    const task = run(sequence++).finally(() => inFlight.delete(task));
    inFlight.add(task);
    await sleep(1000 / perSecond);
  }
  await Promise.all(inFlight);
}

interface FaultLog {
  name: string;
  at: number;
  recoveredAt?: number;
  restartMs?: number;
}

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg().map((value) => round(value, 2));
  const topology = await startTopology();
  const db = await openPostgres({ connectionString: topology.databaseUrl });
  await writeDataset(db, { seed: 7, volunteers: Math.max(60, PHONES), elderly: Math.max(30, Math.ceil(PHONES / 2)), anchor: Date.now(), password: PASSWORD });
  console.log(`dataset written; signing in ${PHONES} phones through the edge`);
  const phones = await signIn(topology, db);
  // Every phone lets the app push (a browser's PushSubscription at the fake push service).
  const endpoints = new Map<string, number>();
  for (let i = 0; i < phones.length; i += 16) {
    await Promise.all(
      phones.slice(i, i + 16).map(async (phone) => {
        const subscription = topology.push.subscribe();
        const answer = await request(topology, phone, 'push-subscribe', 'PUT', '/api/user/push-subscription', { subscription });
        if (answer.status !== 204) throw new Error(`push subscription of ${phone.username}: ${answer.status} ${JSON.stringify(answer.json)}`);
        endpoints.set(subscription.endpoint, phone.id);
      }),
    );
  }
  if (values.hold) {
    console.log(`holding the topology at ${topology.edgeUrl} (Ctrl-C stops it)`);
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
    await topology.stop();
    return;
  }
  samples.length = 0;
  const elderlyPhones = phones.filter((phone) => phone.userType === 'elderly');
  const byUser = new Map(phones.map((phone) => [phone.id, phone]));
  const waiting = await db.query<{ id: number; volunteerId: number }>(
    `select a.id, a.volunteer_id as "volunteerId" from activities a where a.status = 'REVIEWING'
     and a.volunteer_id = any($1::bigint[]) and not exists (select 1 from reviews r where r.activity_id = a.id) order by a.id`,
    [phones.filter((phone) => phone.userType === 'volunteer').map((phone) => phone.id)],
  );
  const reviewQueue = waiting.map((row) => ({ activityId: Number(row.id), phone: byUser.get(Number(row.volunteerId))! }));
  console.log(`${reviewQueue.length} finished visits wait for a review by the phones' volunteers`);
  const soakStart = Date.now();
  console.log(`soak: ${PHONES} phones, ${DURATION_S} s, ${WRITES_PER_S} help requests/s, ${CHATS_PER_S} chats/s, ${SIGNUPS_PER_S} signups/s, ${REVIEWS_PER_S} reviews/s`);

  const loops = phones.map((phone, index) => pollLoop(topology, phone, (index * POLL_MS) / phones.length));
  const writers = values['no-write']
    ? []
    : [
        paced(WRITES_PER_S, (sequence) => writeOnce(topology, elderlyPhones[sequence % elderlyPhones.length], sequence, elderlyPhones.length)),
        paced(SIGNUPS_PER_S, (sequence) => signupOnce(topology, sequence)),
        paced(REVIEWS_PER_S, async () => {
          const next = reviewQueue.shift();
          if (next) await reviewOnce(topology, next.phone, next.activityId);
        }),
        paced(CHATS_PER_S, async (sequence) => {
          const phone = elderlyPhones[(sequence * 7) % elderlyPhones.length];
          const answer = await request(topology, phone, 'chat', 'POST', '/ai/chat/text', { text: '오늘은 날씨가 좋아서 산책을 다녀왔어요' });
          if (answer.status === 200) acknowledged.chats.set(phone.id, (acknowledged.chats.get(phone.id) ?? 0) + 1);
        }),
      ];

  // Faults at fixed points of the run.
  const faults: FaultLog[] = [];
  const at = (fraction: number) => sleep(Math.max(0, soakStart + fraction * DURATION_S * 1000 - Date.now()));
  const faultPlan = (async () => {
    await at(0.2);
    const apiFault: FaultLog = { name: 'kill -9 api-1, restarted after 5 s', at: Date.now() };
    faults.push(apiFault);
    topology.api[0].kill();
    await sleep(5000);
    apiFault.restartMs = await topology.api[0].start();
    apiFault.recoveredAt = Date.now();

    await at(0.45);
    const aiFault: FaultLog = { name: 'kill -9 ai-1, restarted after 5 s', at: Date.now() };
    faults.push(aiFault);
    topology.ai[0].kill();
    await sleep(5000);
    aiFault.restartMs = await topology.ai[0].start();
    aiFault.recoveredAt = Date.now();

    await at(0.7);
    faults.push({ name: 'every PostgreSQL connection cut (TCP proxy)', at: Date.now() });
    topology.cutDatabase();
  })();

  await sleep(DURATION_S * 1000);
  soak.stopping = true;
  await Promise.all([...loops, ...writers, faultPlan]);
  const soakEnd = Date.now();

  // Lost acknowledged writes.
  const ids = [...acknowledged.helpRequests];
  const rows = await db.query<{ id: number; status: string; volunteerId: number | null }>(
    `select id, status, volunteer_id as "volunteerId" from activities where id = any($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const lostHelpRequests = ids.filter((id) => !byId.has(id)).length;
  const lostPicks = [...acknowledged.picks].filter(([id, volunteerId]) => {
    const row = byId.get(id);
    if (!row) return true;
    // A pick later cancelled by the same soak is still a kept write if the row was cancelled by us.
    return !acknowledged.cancels.has(id) && Number(row.volunteerId) !== volunteerId;
  }).length;
  const lostCancels = [...acknowledged.cancels].filter((id) => byId.get(id)?.status !== 'CANCELED').length;
  const chatRows = await db.query<{ userId: number; count: number }>(
    `select user_id as "userId", count(*)::int as count from chat_messages where sender = 'user' group by user_id`,
  );
  const storedChats = new Map(chatRows.map((row) => [Number(row.userId), Number(row.count)]));
  const lostChats = [...acknowledged.chats].reduce((sum, [userId, count]) => sum + Math.max(0, count - (storedChats.get(userId) ?? 0)), 0);
  // Pushes: the same notification (its id is in the payload) to the same subscription twice is a duplicate.
  await sleep(5000); // deliveries still in flight
  const pushCounts = new Map<string, number>();
  for (const received of topology.push.received) {
    const { id } = JSON.parse(received.payload) as { id: number };
    const key = `${received.endpoint} ${id}`;
    pushCounts.set(key, (pushCounts.get(key) ?? 0) + 1);
  }
  const duplicatePushes = [...pushCounts.values()].filter((count) => count > 1).length;
  const pushesReceived = topology.push.received.length;
  const reviewIds = [...acknowledged.reviews];
  const storedReviews = await db.query<{ activityId: number }>('select activity_id as "activityId" from reviews where activity_id = any($1::bigint[])', [reviewIds]);
  const lostReviews = reviewIds.length - storedReviews.length;
  const signupIds = [...acknowledged.signups];
  const storedSignups = await db.query<{ id: number }>('select id from users where id = any($1::bigint[])', [signupIds]);
  const lostSignups = signupIds.length - storedSignups.length;
  const duplicates = await db.query<{ kind: string; count: number }>(
    `select kind, count(*)::int as count from (
       select kind, recipient_id, activity_id, count(*) as n from notifications
       where activity_id = any($1::bigint[]) group by kind, recipient_id, activity_id having count(*) > 1
     ) d group by kind`,
    [ids],
  );

  // Recovery: the errors (no answer or 5xx) from each fault until the next one (at most 60 s), and
  // how long after the fault the last of them came.
  const isError = (sample: Sample) => sample.status === 0 || sample.status >= 500;
  faults.forEach((fault, index) => {
    const until = Math.min(fault.at + 60_000, faults[index + 1]?.at ?? Number.POSITIVE_INFINITY);
    const errorsAfter = samples.filter((sample) => isError(sample) && sample.at >= fault.at && sample.at < until);
    (fault as FaultLog & { errors: number; lastErrorAfterMs: number | null }).errors = errorsAfter.length;
    (fault as FaultLog & { lastErrorAfterMs: number | null }).lastErrorAfterMs = errorsAfter.length ? Math.max(...errorsAfter.map((sample) => sample.at)) - fault.at : null;
    (fault as FaultLog & { errorList: string[] }).errorList = errorsAfter.map((sample) => `${sample.kind} ${sample.status || 'no answer'} ${sample.code ?? ''} at +${sample.at - fault.at} ms`.trim());
  });
  const errorsOutsideFaults = samples.filter((sample) => isError(sample) && (faults.length === 0 || sample.at < faults[0].at)).length;
  const refusals: Record<string, number> = {};
  for (const sample of samples) if (sample.code && sample.status < 500) refusals[`${sample.kind} ${sample.status} ${sample.code}`] = (refusals[`${sample.kind} ${sample.status} ${sample.code}`] ?? 0) + 1;

  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  const summarize = (list: Sample[]) => {
    const ms = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const byStatus: Record<string, number> = {};
    for (const sample of list) byStatus[sample.status === 0 ? 'no answer' : String(sample.status)] = (byStatus[String(sample.status === 0 ? 'no answer' : sample.status)] ?? 0) + 1;
    return { requests: list.length, byStatus, p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)), p99: round(percentile(ms, 99)), max: round(ms[ms.length - 1] ?? 0) };
  };
  const perKind = Object.fromEntries(kinds.map((kind) => [kind, summarize(samples.filter((sample) => sample.kind === kind))]));
  const overall = summarize(samples);
  const lost = { helpRequests: lostHelpRequests, picks: lostPicks, cancels: lostCancels, chats: lostChats, reviews: lostReviews, signups: lostSignups };
  const result = {
    machine: machine(),
    command: `npm run topology -- ${process.argv.slice(2).join(' ')}`.trim(),
    loadAtStart,
    load: os.loadavg().map((value) => round(value, 2)),
    phones: PHONES,
    durationSeconds: round((soakEnd - soakStart) / 1000),
    overall,
    perKind,
    acknowledged: {
      helpRequests: acknowledged.helpRequests.size,
      picks: acknowledged.picks.size,
      cancels: acknowledged.cancels.size,
      chats: [...acknowledged.chats.values()].reduce((a, b) => a + b, 0),
      reviews: acknowledged.reviews.size,
      signups: acknowledged.signups.size,
    },
    lost,
    duplicateNotifications: duplicates,
    pushesReceived,
    duplicatePushes,
    refusals,
    errorsBeforeTheFirstFault: errorsOutsideFaults,
    faults: faults.map((fault) => ({ ...fault, at: round((fault.at - soakStart) / 1000), recoveredAt: fault.recoveredAt ? round((fault.recoveredAt - soakStart) / 1000) : undefined })),
    setupSeconds: round((soakStart - started) / 1000),
  };
  console.log(JSON.stringify(result, null, 2));
  fs.writeFileSync(`${topology.workDir}/result.json`, JSON.stringify(result, null, 2));
  writeResult('topology-soak', render(result), result);
  await db.close();
  await topology.stop();
  process.exit(0);
}

function render(result: any): string {
  const row = (name: string, s: any) =>
    `| ${name} | ${s.requests} | ${Object.entries(s.byStatus).map(([code, n]) => `${code}: ${n}`).join(', ')} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`;
  return `# Topology soak (npm run topology)

Generated by \`bench/src/topology-soak.ts\`: \`${result.command}\`

- ${result.phones} phones, ${result.durationSeconds} s (set-up before it: ${result.setupSeconds} s), ${result.machine}
- load average (1/5/15 min) at the start: ${result.loadAtStart.join(' / ')}, at the end: ${result.load.join(' / ')}: other sessions
  share this 2-core machine, so the latencies are the shared machine's, not the topology's
- the topology: 2 API processes and 2 AI hosts from the built files (\`node api/dist/server.js\`,
  \`node ai/dist/server.js\`), nginx (Debian) with deploy/nginx's template, the local PostgreSQL
  (a fresh database, through a TCP proxy) and Redis, the project's fake S3

| requests | count | by status | p50 ms | p95 ms | p99 ms | max ms |
| --- | --- | --- | --- | --- | --- | --- |
${row('all', result.overall)}
${Object.entries(result.perKind).map(([kind, s]) => row(kind, s)).join('\n')}

Acknowledged writes: ${JSON.stringify(result.acknowledged)}; lost: ${JSON.stringify(result.lost)}.
Duplicate notifications (same kind, person and help request more than once): ${result.duplicateNotifications.length === 0 ? 'none' : JSON.stringify(result.duplicateNotifications)}.
Pushes received by the phones' subscriptions: ${result.pushesReceived}; the same notification twice to one subscription: ${result.duplicatePushes}.
4xx answers by request and code (refusals the API gives on purpose): ${JSON.stringify(result.refusals)}.
Errors (no answer or 5xx) before the first fault: ${result.errorsBeforeTheFirstFault}.

| fault | at s | restart ms | errors until the next fault (max 60 s) | last error after ms | the errors |
| --- | --- | --- | --- | --- | --- |
${result.faults.map((f: any) => `| ${f.name} | ${f.at} | ${f.restartMs ?? '-'} | ${f.errors} | ${f.lastErrorAfterMs ?? '-'} | ${f.errorList.join('; ') || '-'} |`).join('\n')}
`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

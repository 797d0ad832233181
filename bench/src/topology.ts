// The production topology of docker-compose.yml on this machine, without Docker, from the built
// files: 2 API processes and 2 AI hosts (node api/dist, ai/dist), PostgreSQL (a fresh database,
// reached through a TCP proxy so the soak can cut every connection), Redis, the project's fake S3
// (uploads and AI audio) and nginx from Debian with deploy/nginx's template in front.
// Started by tools/scripts/topology.mjs (`npm run topology`); bench/src/topology-soak.ts drives it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTcpProxy, throughProxy } from '../../tools/fakes/tcp-proxy';
import { type FakePushService, startFakePushService } from '../../tools/fakes/push-service';
import { startFakeS3 } from '../../tools/fakes/s3-server';
import { freePort, recreateDatabase, REPO_ROOT } from './lib';

export interface Replica {
  name: string;
  port: number;
  /** Started (and ready) this many times. */
  starts: number;
  /** kill -9, as a crash or an OOM kill would. */
  kill(): void;
  start(): Promise<number>;
  readonly alive: boolean;
}

export interface Topology {
  edgeUrl: string;
  databaseUrl: string;
  api: Replica[];
  ai: Replica[];
  /** A browser push service (HTTPS) the phones subscribe at: what the API replicas push. */
  push: FakePushService;
  /** Ends every open PostgreSQL connection at once (new ones are served): a restart or failover. */
  cutDatabase(): void;
  dataDirs: string[];
  workDir: string;
  stop(): Promise<void>;
}

/** Debian's libnginx-mod-http-brotli-static: the build's .br copies, for the browsers that take them. */
const BROTLI_MODULE = '/usr/share/nginx/modules/ngx_http_brotli_static_module.so';
const REMOTES = ['auth', 'volunteer', 'elderly', 'chat', 'care'] as const;

async function waitFor(url: string, child: ChildProcess, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${deadlineMs} ms`);
}

function replica(name: string, script: string, port: number, env: Record<string, string>, healthPath: string, logFile: string): Replica {
  let child: ChildProcess | null = null;
  const self: Replica = {
    name,
    port,
    starts: 0,
    get alive() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    kill() {
      child?.kill('SIGKILL');
    },
    async start() {
      const started = Date.now();
      const log = fs.openSync(logFile, 'a');
      child = spawn(process.execPath, [path.join(REPO_ROOT, script)], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', log, log] });
      fs.closeSync(log);
      await waitFor(`http://127.0.0.1:${port}${healthPath}`, child);
      self.starts += 1;
      return Date.now() - started;
    },
  };
  return self;
}

/** The template rendered as the official image's entrypoint does: only the named variables. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(IEUM_[A-Z_]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx template: ${name} has no value`);
    return values[name];
  });
}

export function nginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (!found) throw new Error('nginx is not installed (npm run topology installs it: apt-get install -y nginx-light)');
  return found;
}

export async function startTopology({ log = console.log }: { log?: (line: string) => void } = {}): Promise<Topology> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-topology-'));
  const databaseUrl = await recreateDatabase('ieum_topology');
  const dbProxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(databaseUrl).port || 5432) });
  const s3 = await startFakeS3({ bucket: 'ieum-topology' });
  const push = await startFakePushService();
  const pushCaFile = path.join(workDir, 'push-ca.pem');
  fs.writeFileSync(pushCaFile, push.ca);
  log(`work dir ${workDir}; database ieum_topology through proxy :${dbProxy.port}; fake S3 ${s3.url}`);

  const ports = {
    api: [await freePort(), await freePort()],
    ai: [await freePort(), await freePort()],
    shellPages: await freePort(),
    public: await freePort(),
    internal: await freePort(),
    remotes: Object.fromEntries(await Promise.all(REMOTES.map(async (name) => [name, await freePort()] as const))) as Record<(typeof REMOTES)[number], number>,
  };
  const edgeUrl = `http://127.0.0.1:${ports.public}`;

  // Shared by every replica, as compose's environment is: one JWT key, one database, one Redis,
  // one bucket. The edge (127.0.0.1) is the only address whose X-Forwarded-For they believe.
  const secret = randomBytes(32).toString('hex');
  const s3Env = {
    AWS_ACCESS_KEY_ID: s3.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
  const common = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: secret,
    TRUST_PROXY: '127.0.0.1',
    // Database 7 of the shared Redis: other sessions' tests use 0.
    REDIS_URL: process.env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379/7',
    ...s3Env,
  };
  const apiEnv = {
    ...common,
    DATABASE_URL: throughProxy(databaseUrl, dbProxy),
    PUBLIC_APP_URL: edgeUrl,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.url,
    S3_REGION: s3.region,
    // One simulated phone makes hundreds of requests in a soak, far more than a person in a day.
    HELP_REQUEST_MAX_PER_DAY: '100000',
    HELP_REQUEST_MAX_OPEN: '100000',
    HELP_REQUEST_MAX_CANCELS_PER_DAY: '100000',
    RECOMMEND_MAX_PER_USER_PER_HOUR: '100000',
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    NODE_EXTRA_CA_CERTS: pushCaFile,
  };
  const aiEnv = {
    ...common,
    // Session checks and chat storage through the edge's internal listener: the same balancing
    // and health checks as the phones' requests.
    API_URL: `http://127.0.0.1:${ports.internal}`,
    AI_API_URL: `http://127.0.0.1:${ports.internal}`,
    AI_AUDIO_S3_BUCKET: s3.bucket,
    AI_AUDIO_S3_ENDPOINT: s3.url,
    AI_AUDIO_S3_REGION: s3.region,
  };
  const dataDirs: string[] = [];
  const dataDir = (name: string) => {
    const dir = path.join(workDir, name);
    fs.mkdirSync(dir, { recursive: true });
    dataDirs.push(dir);
    return dir;
  };
  const api = ports.api.map((port, index) =>
    replica(`api-${index + 1}`, 'api/dist/server.js', port, { ...apiEnv, PORT: String(port), DATA_DIR: dataDir(`api-${index + 1}`) }, '/api/health', path.join(workDir, `api-${index + 1}.log`)),
  );
  const ai = ports.ai.map((port, index) =>
    replica(`ai-${index + 1}`, 'ai/dist/server.js', port, { ...aiEnv, AI_PORT: String(port), DATA_DIR: dataDir(`ai-${index + 1}`) }, '/health', path.join(workDir, `ai-${index + 1}.log`)),
  );

  const started: { kill(): void }[] = [...api, ...ai];
  try {
    return await launch();
  } catch (error) {
    for (const process of started) process.kill();
    await dbProxy.close();
    await s3.close();
    await push.close();
    throw error;
  }

  async function launch(): Promise<Topology> {
    // The first API migrates; the second starts after it (both would wait on the migration lock anyway).
    for (const server of api) log(`${server.name} ready on :${server.port} in ${await server.start()} ms`);

    // The edge, rendered from the same template compose mounts into the official image.
    const remotesFile = path.join(workDir, 'remotes.json');
    const remoteMap = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'remotes.json'), 'utf8')) as Record<string, { entry: string }>;
    for (const name of REMOTES) remoteMap[name].entry = remoteMap[name].entry.replace(/:\d+\//, `:${ports.remotes[name]}/`);
    fs.writeFileSync(remotesFile, JSON.stringify(remoteMap, null, 2));
    const upstream = (list: number[]) => list.map((port) => `server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join('\n    ');
    const extraConf = path.join(workDir, 'nginx-extra');
    fs.mkdirSync(extraConf);
    const brotli = fs.existsSync(BROTLI_MODULE);
    if (brotli) fs.writeFileSync(path.join(extraConf, 'brotli.conf'), 'brotli_static on;\n');
    const site = renderTemplate(fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx/templates/ieum.conf.template'), 'utf8'), {
      IEUM_STATIC_ROOT: REPO_ROOT,
      IEUM_CONF_DIR: path.join(REPO_ROOT, 'deploy/nginx'),
      IEUM_EXTRA_CONF: extraConf,
      IEUM_RESOLVER: '',
    IEUM_API_SERVERS: upstream(ports.api),
      IEUM_AI_SERVERS: upstream(ports.ai),
      IEUM_SHELL_SERVERS: upstream([ports.shellPages]),
      IEUM_PUBLIC_PORT: `127.0.0.1:${ports.public}`,
      IEUM_INTERNAL_PORT: `127.0.0.1:${ports.internal}`,
      ...Object.fromEntries(REMOTES.map((name) => [`IEUM_${name.toUpperCase()}_PORT`, `127.0.0.1:${ports.remotes[name]}`])),
    });
    fs.writeFileSync(path.join(workDir, 'ieum.conf'), site);
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(workDir, 'nginx-temp', dir), { recursive: true });
    const modules = brotli ? `load_module ${BROTLI_MODULE};` : '';
    fs.writeFileSync(
      path.join(workDir, 'nginx.conf'),
      `# npm run topology: the edge as a plain process (the official image's nginx.conf does the same around conf.d).
  ${modules}
  worker_processes 1;
  daemon off;
  pid ${workDir}/nginx.pid;
  error_log ${workDir}/nginx-error.log warn;
  ${process.getuid?.() === 0 ? 'user root;' : ''}
  events { worker_connections 8192; }
  http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${workDir}/nginx-temp/body;
    proxy_temp_path ${workDir}/nginx-temp/proxy;
    fastcgi_temp_path ${workDir}/nginx-temp/fastcgi;
    uwsgi_temp_path ${workDir}/nginx-temp/uwsgi;
    scgi_temp_path ${workDir}/nginx-temp/scgi;
    keepalive_requests 100000;
    include ${workDir}/ieum.conf;
  }
  `,
    );
    const nginx = nginxBinary();
    const test = spawnSync(nginx, ['-t', '-c', path.join(workDir, 'nginx.conf'), '-p', workDir], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
    const edge = spawn(nginx, ['-c', path.join(workDir, 'nginx.conf'), '-p', workDir], { stdio: 'inherit' });
    started.push({ kill: () => edge.kill('SIGQUIT') });
    const shellPages = spawn(process.execPath, [path.join(REPO_ROOT, 'tools/serve/serve-app.mjs'), 'shell', '--port', String(ports.shellPages)], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', REMOTES_CONFIG: remotesFile, API_URL: edgeUrl, AI_URL: `${edgeUrl}/ai` },
      stdio: ['ignore', fs.openSync(path.join(workDir, 'shell-pages.log'), 'a'), 'inherit'],
    });
    started.push(shellPages);
    for (const server of ai) log(`${server.name} ready on :${server.port} in ${await server.start()} ms`);
    await waitFor(`${edgeUrl}/api/health`, edge);
    log(`edge (nginx) on ${edgeUrl}; remotes on ${Object.values(ports.remotes).join(', ')}; internal :${ports.internal}`);

    return {
      edgeUrl,
      databaseUrl,
      push,
      api,
      ai,
      cutDatabase: () => dbProxy.cut(),
      dataDirs,
      workDir,
      async stop() {
        for (const server of [...api, ...ai]) server.kill();
        edge.kill('SIGQUIT');
        shellPages.kill('SIGTERM');
        await dbProxy.close();
        await s3.close();
        await push.close();
      },
    };
  }
}

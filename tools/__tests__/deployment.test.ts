import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const { repoRoot, frontEndApps } = require('../scripts/apps.cjs');

// CI has no Docker: the compose file is checked as data (structure and cross-references), and the
// edge's nginx template with `nginx -t` where nginx is installed (npm run topology installs it).
interface ComposeService {
  build?: { context: string; target: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  networks?: { default?: { ipv4_address?: string } };
  deploy?: { replicas?: number };
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  networks?: { default?: { ipam?: { config?: { subnet: string }[] } } };
};
const templateFile = path.join(repoRoot, 'deploy/nginx/templates/ieum.conf.template');
const template = fs.readFileSync(templateFile, 'utf8');
const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const { shell, remotes } = frontEndApps();
const edge = compose.services.edge;
const ONE_SHOTS = ['minio-setup', ...remotes.map((remote: { folder: string }) => remote.folder)];

describe('docker-compose.yml (production)', () => {
  it('runs PostgreSQL, Redis, MinIO, the edge, the API and the AI host', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio', 'edge', 'api', 'ai', 'shell']));
    expect(compose.services.api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(edge.image).toMatch(/^nginx:1\.\d+\.\d+$/);
    expect(compose.services.minio.image).toMatch(/^minio\/minio:/);
  });

  it('runs the API and the AI host compiled, with node, from the server image, in two replicas each', () => {
    expect(compose.services.api.command).toEqual(['node', 'api/dist/server.js']);
    expect(compose.services.ai.command).toEqual(['node', 'ai/dist/server.js']);
    for (const name of ['api', 'ai']) {
      expect(compose.services[name].build).toEqual({ context: '.', target: 'server' });
      expect(compose.services[name].deploy?.replicas).toBeGreaterThanOrEqual(2);
    }
    const serverStage = dockerfile.slice(dockerfile.indexOf('AS server'));
    expect(serverStage).toContain('RUN node tools/scripts/build-servers.mjs');
    const commands = Object.values(compose.services).flatMap((service) => service.command ?? []);
    expect(commands.join(' ')).not.toMatch(/tsx/);
  });

  it('gives every long-running service a health check and a restart policy, and every one-shot a retry', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (ONE_SHOTS.includes(name)) {
        expect([name, service.restart]).toEqual([name, 'on-failure']);
        expect(service.healthcheck).toBeUndefined();
      } else {
        expect([name, service.restart]).toEqual([name, 'unless-stopped']);
        expect([name, service.healthcheck?.test?.length ?? 0]).not.toEqual([name, 0]);
      }
    }
  });

  it('starts every service after what it depends on, and every dependency is a service', () => {
    for (const service of Object.values(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services).toHaveProperty(dependency);
        const expected = ONE_SHOTS.includes(dependency) ? 'service_completed_successfully' : 'service_healthy';
        expect([dependency, condition]).toEqual([dependency, expected]);
      }
    }
  });

  it('serves the shell and every remote from the edge, each app published by its own image into its own volume', () => {
    const remoteMap = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8'));
    for (const app of [shell, ...remotes]) {
      const service = compose.services[app.folder];
      // Its own image, built from its own folder only: rebuilding one remote touches no other app.
      expect(service?.build).toEqual({ context: '.', target: 'web', args: { APP: app.folder } });
      expect(service?.image).toBe(`ieum-${app.folder}`);
      expect(service?.command?.join(' ')).toContain(`cp -a ${app.folder}/dist/. /publish/`);
      const volume = `web-${app.folder}`;
      expect(service?.volumes).toContain(`${volume}:/publish`);
      expect(edge.volumes).toContain(`${volume}:/srv/ieum/${app.folder}/dist:ro`);
      expect(template).toContain(`root \${IEUM_STATIC_ROOT}/${app.folder}/dist;`);
    }
    for (const remote of remotes) {
      expect(remoteMap[remote.name]?.entry).toBe(`http://{hostname}:${remote.port}/mf-manifest.json`);
      const variable = `IEUM_${remote.name.toUpperCase()}_PORT`;
      expect(template).toContain(`listen \${${variable}};`);
      expect(edge.environment?.[variable]).toBe(String(remote.port));
      expect(edge.ports).toContain(`${remote.port}:${remote.port}`);
    }
    // The shell's page server completes the page per request; it now serves phones only through the edge.
    expect(compose.services.shell.command?.join(' ')).toContain(`tools/dist/serve-app.mjs shell --port 3000`);
    expect(edge.environment?.IEUM_SHELL_SERVERS).toMatch(/^server shell:3000 /);
  });

  it('gives every named volume a declaration', () => {
    const named = Object.values(compose.services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0])
      .filter((source) => !source.startsWith('.') && !source.startsWith('/'));
    for (const volume of named) expect(compose.volumes).toHaveProperty(volume);
  });

  it('publishes no port of the API, the AI host, the shell\'s page server or the databases: the edge is the one entry', () => {
    for (const name of ['api', 'ai', 'shell', 'postgres', 'redis']) expect(compose.services[name].ports ?? []).toEqual([]);
    expect(edge.ports).toContain(`80:${edge.environment?.IEUM_PUBLIC_PORT}`);
    expect(edge.ports).not.toContain(`${edge.environment?.IEUM_INTERNAL_PORT}:${edge.environment?.IEUM_INTERNAL_PORT}`);
  });

  it('lets the API and the AI host trust X-Forwarded-For from the edge\'s fixed address only, which the edge itself writes', () => {
    const edgeAddress = edge.networks?.default?.ipv4_address;
    expect(edgeAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const [subnet] = compose.networks?.default?.ipam?.config ?? [];
    expect(subnet?.subnet.split('.').slice(0, 3)).toEqual(edgeAddress?.split('.').slice(0, 3));
    for (const name of ['api', 'ai']) expect(compose.services[name].environment?.TRUST_PROXY).toBe(edgeAddress);
    expect(template).toMatch(/^proxy_set_header X-Forwarded-For \$remote_addr;$/m);
  });

  it('sets the S3 variables the servers read: uploads and AI audio on MinIO', () => {
    const apiEnv = compose.services.api.environment ?? {};
    const aiEnv = compose.services.ai.environment ?? {};
    expect(apiEnv.S3_BUCKET).toBeTruthy();
    expect(apiEnv.S3_ENDPOINT).toBeTruthy();
    expect(aiEnv.AI_AUDIO_S3_BUCKET).toBeTruthy();
    expect(aiEnv.AI_AUDIO_S3_ENDPOINT).toBe('http://minio:9000');
    const apiConfig = fs.readFileSync(path.join(repoRoot, 'api/src/config/accounts-env.ts'), 'utf8');
    const aiConfig = fs.readFileSync(path.join(repoRoot, 'ai/src/config/env.ts'), 'utf8');
    for (const name of Object.keys(apiEnv).filter((key) => key.startsWith('S3_') || key.startsWith('AWS_'))) expect(apiConfig).toContain(`${name}:`);
    for (const name of Object.keys(aiEnv).filter((key) => key.startsWith('AI_AUDIO_S3_'))) expect(aiConfig).toContain(`${name}:`);
    const setup = compose.services['minio-setup'].entrypoint?.join(' ') ?? '';
    expect(setup).toContain(`local/${apiEnv.S3_BUCKET}`);
    expect(setup).toContain(`local/${aiEnv.AI_AUDIO_S3_BUCKET}`);
  });

  it('serves /docs only where configured: the image runs in production and the compose file does not turn it on', () => {
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production$/m);
    expect(compose.services.api.environment?.API_DOCS).toBeUndefined();
  });
});

describe('the edge (deploy/nginx)', () => {
  const variables = [...new Set([...template.matchAll(/\$\{(IEUM_[A-Z_]+)\}/g)].map((match) => match[1]))];

  it('has every template variable set in the compose file, and the API servers with passive health checks', () => {
    for (const name of variables) expect([name, edge.environment?.[name]]).toEqual([name, expect.any(String)]);
    for (const name of ['IEUM_API_SERVERS', 'IEUM_AI_SERVERS']) expect(edge.environment?.[name]).toMatch(/max_fails=\d+ fail_timeout=\d+s/);
    expect(edge.volumes).toContain('./deploy/nginx/templates:/etc/nginx/templates:ro');
  });

  it('retries only what is safe, with timeouts, and serves the build\'s compressed copies with cache headers', () => {
    expect(template).not.toMatch(/^\s*proxy_next_upstream [^;#]*non_idempotent/m);
    expect(template).toMatch(/^\s*proxy_next_upstream error timeout/m);
    // A replica's own 503 (a database blip) must not mark it down: every replica would be at once.
    expect(template).not.toMatch(/^\s*proxy_next_upstream [^;#]*http_5\d\d/m);
    expect(template).toMatch(/proxy_connect_timeout \d+s;/);
    expect(template).toMatch(/proxy_read_timeout \d+s;/);
    expect(template).toMatch(/^gzip_static on;$/m);
    expect(template).toContain('"public, max-age=31536000, immutable"');
    expect(template).toContain('"no-cache"');
  });

  const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => fs.existsSync(file));
  (nginx ? it : it.skip)('passes nginx -t as rendered for this machine (skipped where nginx is not installed)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-nginx-'));
    const values: Record<string, string> = {
      ...edge.environment,
      IEUM_RESOLVER: '',
      IEUM_STATIC_ROOT: repoRoot,
      IEUM_CONF_DIR: path.join(repoRoot, 'deploy/nginx'),
      IEUM_EXTRA_CONF: path.join(dir, 'extra'),
      IEUM_API_SERVERS: 'server 127.0.0.1:1 max_fails=2 fail_timeout=10s;',
      IEUM_AI_SERVERS: 'server 127.0.0.1:2 max_fails=2 fail_timeout=10s;',
      IEUM_SHELL_SERVERS: 'server 127.0.0.1:3 max_fails=2 fail_timeout=10s;',
    };
    fs.writeFileSync(path.join(dir, 'ieum.conf'), template.replace(/\$\{(IEUM_[A-Z_]+)\}/g, (_, name: string) => values[name]));
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { include /etc/nginx/mime.types; include ${dir}/ieum.conf; }`,
    );
    const result = spawnSync(nginx!, ['-t', '-q', '-c', path.join(dir, 'nginx.conf'), '-p', dir], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

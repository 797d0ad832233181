import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const { repoRoot, frontEndApps } = require('../scripts/apps.cjs');

interface ComposeService {
  build?: { context: string; target: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  networks?: { default?: { ipv4_address?: string } };
}

const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  networks?: { default?: { ipam?: { config?: { subnet: string }[] } } };
};

describe('docker-compose.yml (production)', () => {
  it('runs PostgreSQL, Redis, the API and the AI host', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'api', 'ai']));
    expect(compose.services.api.command).toContain('api/src/server.ts');
    expect(compose.services.ai.command).toContain('ai/src/server.ts');
    expect(compose.services.api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
  });

  it('serves the shell and every remote as a service of its own, on the port remotes.json names', () => {
    const { shell, remotes } = frontEndApps();
    const remoteMap = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8'));
    for (const app of [shell, ...remotes]) {
      const service = compose.services[app.folder];
      expect(service?.command).toEqual(['node', 'tools/serve/serve-app.mjs', app.folder, '--port', String(app.port)]);
      // Its own image, built from its own folder only: rebuilding one remote touches no other service.
      expect(service?.build).toEqual({ context: '.', target: 'web', args: { APP: app.folder } });
      expect(service?.image).toBe(`ieum-${app.folder}`);
    }
    for (const remote of remotes) {
      expect(remoteMap[remote.name]?.entry).toBe(`http://{hostname}:${remote.port}/mf-manifest.json`);
    }
  });

  it('builds the API and the AI host from the server target, and each front-end image holds only its app', () => {
    for (const name of ['api', 'ai']) expect(compose.services[name].build).toEqual({ context: '.', target: 'server' });
    const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);
    expect(stages).toEqual(expect.arrayContaining(['web', 'server']));
    const webStage = dockerfile
      .slice(dockerfile.indexOf('AS web\n'), dockerfile.indexOf('AS server'))
      .split('\n')
      .filter((line) => !line.startsWith('#'));
    expect(webStage.filter((line) => line.startsWith('COPY'))).toEqual([
      'COPY --from=web-build /app/tools/serve tools/serve',
      'COPY --from=web-build /app/${APP}/package.json ${APP}/package.json',
      'COPY --from=web-build /app/${APP}/dist ${APP}/dist',
    ]);
    expect(dockerfile).toContain('RUN node tools/scripts/build-all.mjs "$APP"');
  });

  it('gives every named volume a declaration', () => {
    const named = Object.values(compose.services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0])
      .filter((source) => !source.startsWith('.') && !source.startsWith('/'));
    for (const volume of named) expect(compose.volumes).toHaveProperty(volume);
  });

  it('publishes no port of the API, the AI host or the data stores: the shell is their one public entry', () => {
    for (const name of ['api', 'ai', 'postgres', 'redis']) expect(compose.services[name].ports ?? []).toEqual([]);
    expect(compose.services.shell.ports).toEqual(['3000:3000']);
  });

  it('lets the API and the AI host trust X-Forwarded-For from the shell\'s fixed address only', () => {
    const shellAddress = compose.services.shell.networks?.default?.ipv4_address;
    expect(shellAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const [subnet] = compose.networks?.default?.ipam?.config ?? [];
    expect(subnet?.subnet.split('.').slice(0, 3)).toEqual(shellAddress?.split('.').slice(0, 3));
    for (const name of ['api', 'ai']) expect(compose.services[name].environment?.TRUST_PROXY).toBe(shellAddress);
  });

  it('serves /docs only where configured: the image runs in production and the compose file does not turn it on', () => {
    expect(fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8')).toMatch(/^ENV NODE_ENV=production$/m);
    expect(compose.services.api.environment?.API_DOCS).toBeUndefined();
  });
});

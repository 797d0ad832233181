import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const { repoRoot, frontEndApps } = require('../scripts/apps.cjs');

interface ComposeService {
  build?: string;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}

const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
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
    }
    for (const remote of remotes) {
      expect(remoteMap[remote.name]?.entry).toBe(`http://{hostname}:${remote.port}/mf-manifest.json`);
    }
  });

  it('gives every named volume a declaration', () => {
    const named = Object.values(compose.services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0])
      .filter((source) => !source.startsWith('.') && !source.startsWith('/'));
    for (const volume of named) expect(compose.volumes).toHaveProperty(volume);
  });
});

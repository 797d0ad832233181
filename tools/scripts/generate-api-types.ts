// `npm run generate:api-types`: builds the API and the AI host in this process, each on a
// throwaway data folder with the default settings (never the caller's DATABASE_URL or DATA_DIR),
// reads their OpenAPI documents and writes api-types/src/openapi.ts and ai-openapi.ts from them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DocumentSource, GENERATED_FILES, readOpenApiDocument, renderApiTypes } from '../../api-types/scripts/render';
import { buildApp, loadConfig } from '@ieum/api';
import { buildApp as buildAiApp } from '../../ai/src/app';
import { loadConfig as loadAiConfig } from '../../ai/src/config/env';

async function withDataDir<T>(read: (dataDir: string, jwtSecret: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-api-types-'));
  try {
    return await read(dataDir, randomBytes(32).toString('hex'));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const documents: Record<DocumentSource, () => Promise<unknown>> = {
  api: () =>
    withDataDir(async (DATA_DIR, JWT_SECRET) => {
      const config = loadConfig({ DATA_DIR, JWT_SECRET, LOG_LEVEL: 'warn', API_DOCS: 'on' });
      const app = await buildApp({ config, seedDemoAccounts: false, matchingWorker: { autoStart: false } });
      try {
        return await readOpenApiDocument(app);
      } finally {
        await app.close();
      }
    }),
  // No voice and no API: only the routes' schemas are read.
  ai: () =>
    withDataDir(async (DATA_DIR, JWT_SECRET) => {
      const config = loadAiConfig({ DATA_DIR, JWT_SECRET, LOG_LEVEL: 'error', AI_DOCS: 'on', AI_SPEECH: 'off', AI_SAFETY_AUDIO: 'lazy' });
      const app = await buildAiApp({ config });
      try {
        return await readOpenApiDocument(app);
      } finally {
        await app.close();
      }
    }),
};

async function main() {
  for (const source of ['api', 'ai'] as const) {
    const file = GENERATED_FILES[source];
    const rendered = await renderApiTypes(await documents[source](), source);
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    fs.writeFileSync(file, rendered);
    const name = path.relative(process.cwd(), file);
    console.log(previous === rendered ? `${name} was already current.` : `${name} written.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

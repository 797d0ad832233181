// `npm run generate:api-types`: builds the API in this process on a throwaway embedded database
// with the default settings (never the caller's DATABASE_URL or DATA_DIR), reads its OpenAPI
// document and writes api-types/src/openapi.ts from it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERATED_FILE, readOpenApiDocument, renderApiTypes } from '../../api-types/scripts/render';
import { buildApp, loadConfig } from '@ieum/api';

async function loadOpenApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ieum-api-types-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', API_DOCS: 'on' });
    const app = await buildApp({ config, seedDemoAccounts: false, matchingWorker: { autoStart: false } });
    try {
      return await readOpenApiDocument(app);
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const source = await renderApiTypes(await loadOpenApiDocument());
  const previous = fs.existsSync(GENERATED_FILE) ? fs.readFileSync(GENERATED_FILE, 'utf8') : null;
  fs.writeFileSync(GENERATED_FILE, source);
  const name = path.relative(process.cwd(), GENERATED_FILE);
  console.log(previous === source ? `${name} was already current.` : `${name} written.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

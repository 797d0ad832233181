import fs from 'node:fs';
import path from 'node:path';

/** Removes the database template and the compiled servers (the apps' build stays, for IEUM_E2E_REUSE_DIST). */
export default function globalTeardown() {
  const template = process.env.IEUM_E2E_PGLITE_TEMPLATE;
  if (template) fs.rmSync(path.dirname(template), { recursive: true, force: true });
  const serverBuild = process.env.IEUM_E2E_SERVER_BUILD;
  if (serverBuild) for (const server of ['api', 'ai', 'tools']) fs.rmSync(path.join(__dirname, '../..', server, serverBuild), { recursive: true, force: true });
}

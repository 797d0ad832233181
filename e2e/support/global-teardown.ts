import fs from 'node:fs';
import path from 'node:path';

/** Removes the database template (the build stays, for IEUM_E2E_REUSE_DIST). */
export default function globalTeardown() {
  const template = process.env.IEUM_E2E_PGLITE_TEMPLATE;
  if (template) fs.rmSync(path.dirname(template), { recursive: true, force: true });
}

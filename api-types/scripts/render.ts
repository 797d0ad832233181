// The package's generator: OpenAPI document -> src/openapi.ts (the API) and src/ai-openapi.ts (the
// AI host's chat routes). Both servers are built and asked for their documents by
// tools/scripts/generate-api-types.ts (and by each one's docs test), so nothing here imports them.
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export type DocumentSource = 'api' | 'ai';

/** The checked-in outputs; each server's docs test compares its file with a fresh rendering. */
export const GENERATED_FILES: Record<DocumentSource, string> = {
  api: path.join(__dirname, '..', 'src', 'openapi.ts'),
  ai: path.join(__dirname, '..', 'src', 'ai-openapi.ts'),
};
export const GENERATED_FILE = GENERATED_FILES.api;

export const REGENERATE_COMMAND = 'npm run generate:api-types';

const HEADERS: Record<DocumentSource, string> = {
  api: `// GENERATED from the API's OpenAPI document (GET /docs/json) by openapi-typescript. Do not edit.
// After changing a route's schema, run \`${REGENERATE_COMMAND}\` and commit the result;
// the API tests fail while this file is out of date. Use the helpers in ./index.ts.
`,
  ai: `// GENERATED from the AI host's OpenAPI document (GET /docs/json on the AI host) by openapi-typescript.
// Do not edit. After changing a chat route's schema, run \`${REGENERATE_COMMAND}\` and commit the
// result; the AI host's tests fail while this file is out of date. Use the Ai* helpers in ./index.ts.
`,
};

interface Injectable {
  inject(request: { method: 'GET'; url: string }): PromiseLike<{ statusCode: number; body: string; json(): unknown }>;
}

/** The document the API serves at /docs/json, asked in-process (app.inject). */
export async function readOpenApiDocument(app: Injectable): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /docs/json answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The OpenAPI document as TypeScript source: the same document always gives the same text. */
export async function renderApiTypes(document: unknown, source: DocumentSource = 'api'): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, {
    // Sorted keys, so the file does not change when routes are registered in another order.
    alphabetize: true,
    // A request field with a default may still be left out by the caller.
    defaultNonNullable: false,
    silent: true,
  });
  return `${HEADERS[source]}\n${astToString(ast)}`;
}

/** Null when the checked-in file is `current`; else what to do, with the first line that differs. */
export function staleGeneratedFile(source: DocumentSource, current: string): string | null {
  const file = GENERATED_FILES[source];
  const checkedIn = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (checkedIn === current) return null;
  const lines = checkedIn.split('\n');
  const firstDifference = current.split('\n').findIndex((text, index) => text !== lines[index]);
  return `api-types/src/${path.basename(file)} is out of date (first difference at line ${firstDifference + 1}): run ${REGENERATE_COMMAND}`;
}

// The package's generator: OpenAPI document -> src/openapi.ts. The API is built and asked for its
// document by tools/scripts/generate-api-types.ts (and by the API's docs test), so nothing here
// imports the API.
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The checked-in output; the API tests compare it with a fresh rendering. */
export const GENERATED_FILE = path.join(__dirname, '..', 'src', 'openapi.ts');

export const REGENERATE_COMMAND = 'npm run generate:api-types';

const HEADER = `// GENERATED from the API's OpenAPI document (GET /docs/json) by openapi-typescript. Do not edit.
// After changing a route's schema, run \`${REGENERATE_COMMAND}\` and commit the result;
// the API tests fail while this file is out of date. Use the helpers in ./index.ts.
`;

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
export async function renderApiTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, {
    // Sorted keys, so the file does not change when routes are registered in another order.
    alphabetize: true,
    // A request field with a default may still be left out by the caller.
    defaultNonNullable: false,
    silent: true,
  });
  return `${HEADER}\n${astToString(ast)}`;
}

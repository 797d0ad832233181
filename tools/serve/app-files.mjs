// One built app's files as users get them (@fastify/static): the brotli or gzip copy the build
// made of each file (tools/rspack/precompress-plugin.cjs; never compressed per request), cache
// headers that let a remote be redeployed alone, CORS for remotes (the shell's origin loads them),
// and the app's page for every route the app draws itself (any path without an extension, in any
// letter case: the shell matches routes without regard to it).
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';

const HASHED_NAME = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const PRECOMPRESSED_COPY = /\.(br|gz)$/;

/** Content-hashed files never change; fixed names (index.html, remoteEntry.js, mf-manifest.json, sw.js) are revalidated. */
export function cacheControlFor(fileName) {
  return HASHED_NAME.test(fileName.replace(PRECOMPRESSED_COPY, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {import('fastify').FastifyInstance} app an encapsulated context (its hooks and 404 handler stay in it)
 * @param {object} options
 * @param {string} options.root folder with the built files
 * @param {boolean} [options.cors] allow other origins (remotes)
 * @param {Record<string, (request: import('fastify').FastifyRequest) => unknown>} [options.jsonRoutes] generated JSON answers (no-store)
 * @param {(html: string, request: import('fastify').FastifyRequest) => string | Promise<string>} [options.page] completes the app's page per request
 * @param {{ METHOD_NOT_ALLOWED: object }} options.answers
 */
export async function appFiles(app, { root, cors: allowOtherOrigins = false, jsonRoutes = {}, page, answers }) {
  const rootDir = path.resolve(root);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  if (allowOtherOrigins) {
    await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'], allowedHeaders: '*', strictPreflight: false });
  }
  // Only the shell's page, which differs per request, is compressed here (reply.compress below), at
  // a brotli level that costs about what gzip does.
  await app.register(compress, { global: false, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(fastifyStatic, {
    root: rootDir,
    preCompressed: true,
    cacheControl: false,
    // The shell's index.html is never sent as it is: it goes through `page`.
    index: page ? false : ['index.html'],
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(path.basename(filePath)));
    },
  });

  async function sendPage(request, reply) {
    if (!page) return reply.sendFile('index.html');
    const file = await fs.readFile(path.join(rootDir, 'index.html'), 'utf8');
    let html;
    try {
      html = await page(file, request);
    } catch (error) {
      request.log.error({ err: error }, 'completing the page failed');
      html = file;
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').compress(html);
  }

  if (page) {
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
  }
  for (const [route, answer] of Object.entries(jsonRoutes)) {
    app.get(route, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(request);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'OPTIONS') return reply.code(204).send();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('cache-control', 'no-store').send(answers.METHOD_NOT_ALLOWED);
    }
    if (path.extname(request.url.split('?')[0])) {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('not found');
    }
    return sendPage(request, reply);
  });
}

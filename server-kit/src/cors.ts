import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** ALLOWED_ORIGINS: comma-separated origins (scheme://host[:port]); anything else is dropped. */
export function parseAllowedOrigins(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin));
}

/**
 * CORS for the embedded chat widget: only the listed origins get Access-Control-Allow-Origin
 * (bearer tokens in the Authorization header, no cookies). Same-origin calls through the shell
 * send no Origin match and need nothing. An empty list allows no other origin.
 */
export const allowedOriginsCors = fp(
  async (app: FastifyInstance, { origins }: { origins: readonly string[] }) => {
    const allowed = new Set(origins);
    // No other origin allowed: every request would only run the plugin's hook for nothing (a preflight gets the same 404 without it).
    if (allowed.size === 0) return;
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      credentials: false,
      maxAge: 600,
      strictPreflight: false,
    });
  },
  { name: 'allowed-origins-cors' },
);

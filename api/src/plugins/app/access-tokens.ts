import { type AccessTokens, bearerAuthPlugin, createAccessTokens, type Secrets } from '@ieum/server-kit';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
}

export interface AccessTokensPluginOptions {
  secrets: Secrets;
  /** Clock in ms; tests move it to expire tokens. */
  now?: () => number;
}

/** app.accessTokens (sign/verify) plus app.authenticate and request.user from server-kit. */
export const accessTokensPlugin = fp(
  async (app, { secrets, now }: AccessTokensPluginOptions) => {
    const accessTokens = createAccessTokens(secrets.jwtSecret, now);
    app.decorate('accessTokens', accessTokens);
    await app.register(bearerAuthPlugin, { accessTokens });
  },
  { name: 'access-tokens' },
);

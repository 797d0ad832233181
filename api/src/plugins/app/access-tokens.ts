import { type AccessTokens, bearerAuthPlugin, createAccessTokens, type Secrets } from '@ieum/server-kit';
import fp from 'fastify-plugin';
import { createSessionLiveness, SESSION_CHANGES_CHANNEL, type SessionLiveness } from './session-liveness';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    sessionLiveness: SessionLiveness;
  }
}

export interface AccessTokensPluginOptions {
  secrets: Secrets;
  /** Clock in ms; tests move it to expire tokens. */
  now?: () => number;
}

/**
 * app.accessTokens (sign/verify) plus app.authenticate and request.user from server-kit; a token
 * counts only while its sign-in session is live (app.sessionLiveness).
 */
export const accessTokensPlugin = fp(
  async (app, { secrets, now = Date.now }: AccessTokensPluginOptions) => {
    const accessTokens = createAccessTokens(secrets.jwtSecret, now);
    // The cache's lifetime is wall-clock time, whatever clock the tokens use.
    const liveness = createSessionLiveness({ db: app.db, now: Date.now });
    app.decorate('accessTokens', accessTokens);
    app.decorate('sessionLiveness', liveness);
    await app.register(bearerAuthPlugin, { accessTokens, isSessionLive: liveness.isLive });

    let stopListening: (() => Promise<void>) | undefined;
    try {
      stopListening = await app.db.listen(SESSION_CHANGES_CHANNEL, {
        onMessage: liveness.applyAnnouncement,
        onGap: () => {
          app.log.warn('session change announcements interrupted: session cache cleared');
          liveness.forgetAll();
        },
        onHearing: liveness.setHearing,
      });
    } catch (error) {
      // Answers stay correct within the cache expiry; this process just hears other processes later.
      app.log.error({ err: error }, 'could not listen for session changes');
    }
    app.addHook('onClose', async () => stopListening?.());
  },
  { name: 'access-tokens', dependencies: ['database'] },
);

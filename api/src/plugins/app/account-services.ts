import type { Secrets } from '@ieum/server-kit';
import fp from 'fastify-plugin';
import { deriveKey } from '../../lib/derived-keys';
import { accountRecoveryPlugin } from './account-recovery';
import { accountsPlugin } from './accounts';
import { kakaoPlugin } from './kakao';
import { phoneVerificationPlugin } from './phone-verification';
import { smsPlugin } from './sms';
import { storagePlugin } from './storage';
import { uploadsPlugin } from './uploads';

/** The account services as decorators: app.sms, app.phoneVerification, app.storage, app.uploads, app.kakao and the use cases in app.accounts and app.accountRecovery. */
export const accountServicesPlugin = fp(
  async (app, { secrets, now }: { secrets: Secrets; now?: () => number }) => {
    const key = (purpose: string) => deriveKey(secrets.jwtSecret, purpose);
    await app.register(smsPlugin, { now });
    await app.register(phoneVerificationPlugin, { key: key('phone-codes'), now });
    await app.register(storagePlugin, { signingKey: key('upload-urls'), now });
    await app.register(uploadsPlugin, { now });
    await app.register(kakaoPlugin, { stateKey: key('kakao-state'), ticketKey: key('kakao-ticket'), now });
    await app.register(accountsPlugin, { now });
    await app.register(accountRecoveryPlugin);
  },
  { name: 'account-services', dependencies: ['config', 'database', 'users', 'sessions', 'login-devices'] },
);

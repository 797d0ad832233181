import fp from 'fastify-plugin';
import { createOutboxSender } from '../../sms/outbox-sender';
import type { SmsSender } from '../../sms/sms-sender';
import { createSnsSender } from '../../sms/sns-sender';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** app.sms: the SMS sender SMS_PROVIDER names (the development outbox by default). */
export const smsPlugin = fp(
  async (app, { now }: { now?: () => number }) => {
    const { config } = app;
    if (config.SMS_PROVIDER === 'sns') {
      const sender = createSnsSender({
        region: config.SMS_SNS_REGION,
        endpoint: config.SMS_SNS_ENDPOINT,
        credentials:
          config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
            ? { accessKeyId: config.AWS_ACCESS_KEY_ID, secretAccessKey: config.AWS_SECRET_ACCESS_KEY, sessionToken: config.AWS_SESSION_TOKEN }
            : undefined,
        senderId: config.SMS_SNS_SENDER_ID,
        log: app.log,
      });
      app.addHook('onClose', async () => sender.client.destroy());
      app.decorate('sms', sender);
    } else {
      app.decorate('sms', createOutboxSender({ dataDir: config.DATA_DIR, log: app.log, now }));
    }
  },
  { name: 'sms', dependencies: ['config'] },
);

import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../lib/phone';
import { SmsDeliveryError, type SmsSender } from './sms-sender';

export interface SnsSenderOptions {
  region: string;
  /** Another endpoint than AWS's (a local fake in tests). */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Alphanumeric sender id, where the destination country supports it. */
  senderId?: string;
  log: FastifyBaseLogger;
}

/** Sends SMS through Amazon SNS Publish (PhoneNumber), as transactional messages. */
export function createSnsSender(options: SnsSenderOptions): SmsSender & { client: SNSClient } {
  const client = new SNSClient({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000 },
  });
  return {
    kind: 'sns',
    client,
    async send({ to, text }) {
      try {
        const result = await client.send(
          new PublishCommand({
            PhoneNumber: to,
            Message: text,
            MessageAttributes: {
              'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
              ...(options.senderId ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: options.senderId } } : {}),
            },
          }),
        );
        options.log.info({ to: maskPhone(to), messageId: result.MessageId }, 'SMS sent through SNS');
      } catch (error) {
        const { name, message } = error as Error;
        options.log.error({ to: maskPhone(to), error: { name, message } }, 'SNS refused the SMS');
        throw new SmsDeliveryError(`SNS publish failed: ${name}`, { cause: error });
      }
    },
  };
}

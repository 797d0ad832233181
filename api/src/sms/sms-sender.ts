/** One text message to a number in +82 form. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends text messages; one implementation per provider, chosen by SMS_PROVIDER. */
export interface SmsSender {
  readonly kind: 'outbox' | 'sns';
  /** Resolves once the provider accepted the message; throws SmsDeliveryError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

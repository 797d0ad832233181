import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../lib/phone';
import { SmsDeliveryError, type SmsSender } from './sms-sender';

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/** One line of the outbox file. */
export interface OutboxEntry {
  to: string;
  text: string;
  sentAt: string;
}

/**
 * The development sender: appends each message as one JSON line {to, text, sentAt} to
 * <DATA_DIR>/sms-outbox.jsonl, where a tester reads the code. The log only says that a message
 * went there, never its text (it holds the code).
 */
export function createOutboxSender({ dataDir, log, now = Date.now }: { dataDir: string; log: FastifyBaseLogger; now?: () => number }): SmsSender {
  const file = path.join(dataDir, SMS_OUTBOX_FILE);
  return {
    kind: 'outbox',
    async send({ to, text }) {
      const entry: OutboxEntry = { to, text, sentAt: new Date(now()).toISOString() };
      try {
        await fs.mkdir(dataDir, { recursive: true });
        // One write in append mode: lines of concurrent sends never interleave.
        await fs.appendFile(file, JSON.stringify(entry) + '\n', { mode: 0o600 });
      } catch (error) {
        throw new SmsDeliveryError('could not write the SMS outbox', { cause: error });
      }
      log.info({ to: maskPhone(to), outbox: file }, 'SMS written to the development outbox (not sent)');
    },
  };
}

/** Reads the outbox back (tests and tools). */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  try {
    const text = await fs.readFile(path.join(dataDir, SMS_OUTBOX_FILE), 'utf8');
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as OutboxEntry);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

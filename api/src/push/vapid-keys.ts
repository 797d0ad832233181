import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { createFileOnce } from '@ieum/server-kit';
import type { Database } from '../db/database';

/** The application server's VAPID identity: browsers bind each subscription to this public key. */
export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (65 bytes): the app's applicationServerKey. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
  /** mailto: or https: contact the push services may use. */
  subject: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

interface VapidEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT: string;
}

/** Refuses a pair whose private key does not produce its public key (a copy-paste mix-up would fail every push). */
function checkedPair(publicKey: string, privateKey: string, origin: string): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  } catch {
    throw new Error(`${origin}: the VAPID private key is not a P-256 key`);
  }
  if (ecdh.getPublicKey('base64url') !== publicKey) {
    throw new Error(`${origin}: the VAPID public key does not belong to the private key`);
  }
  return { publicKey, privateKey };
}

function readKeysFile(file: string) {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<'publicKey' | 'privateKey', unknown>>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`${file} has no valid VAPID keys; delete the file to generate new ones (existing push subscriptions stop working)`);
  }
  return checkedPair(parsed.publicKey, parsed.privateKey, file);
}

/**
 * VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else from <dataDir>/vapid-keys.json,
 * generated on first start (by one process when two start together).
 */
export function loadOrCreateVapidKeys(dataDir: string, env: VapidEnv): VapidKeys {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
      throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then they are generated into the data folder)');
    }
    return { ...checkedPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY'), subject };
  }
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  createFileOnce(file, () => JSON.stringify(generateVAPIDKeys(), null, 2) + '\n');
  return { ...readKeysFile(file), subject };
}

const VAPID_KEY_NAME = 'vapid';

/**
 * On PostgreSQL without VAPID_* set: the pair in the database (server_keys), stored by the first
 * process to start, so replicas on different machines share it. Keys of an earlier single-host
 * deployment (<dataDir>/vapid-keys.json) are carried over, keeping its subscriptions working.
 */
export async function loadOrCreateSharedVapidKeys(db: Database, dataDir: string, env: VapidEnv): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY || db.kind !== 'postgres') return loadOrCreateVapidKeys(dataDir, env);
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const candidate = fs.existsSync(file) ? readKeysFile(file) : generateVAPIDKeys();
  await db.query('insert into server_keys (name, value) values ($1, $2::jsonb) on conflict (name) do nothing', [
    VAPID_KEY_NAME,
    JSON.stringify({ publicKey: candidate.publicKey, privateKey: candidate.privateKey }),
  ]);
  const [row] = await db.query<{ value: Partial<Record<'publicKey' | 'privateKey', unknown>> }>('select value from server_keys where name = $1', [VAPID_KEY_NAME]);
  const { publicKey, privateKey } = row.value;
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') throw new Error("server_keys 'vapid' holds no valid VAPID keys");
  return { ...checkedPair(publicKey, privateKey, "server_keys 'vapid'"), subject: env.VAPID_SUBJECT };
}

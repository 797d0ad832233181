import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createFileOnce } from './generated-file';

export interface Secrets {
  /** HS256 key for access tokens, shared by the API and the AI host. */
  jwtSecret: Uint8Array;
}

interface SecretsFile {
  jwtSecret: string;
}

const MIN_SECRET_LENGTH = 32;

function fromText(secret: string): Secrets {
  return { jwtSecret: new TextEncoder().encode(secret) };
}

function readSecretsFile(file: string): Secrets {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as SecretsFile;
  if (typeof parsed.jwtSecret !== 'string' || parsed.jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} has no valid jwtSecret; delete the file to generate a new one`);
  }
  return fromText(parsed.jwtSecret);
}

/** The JWT key from JWT_SECRET when set, else from <dataDir>/secrets.json, generated on first start. */
export function loadOrCreateSecrets(dataDir: string, env: { JWT_SECRET?: string } = process.env): Secrets {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return fromText(env.JWT_SECRET);
  }
  const file = path.join(dataDir, 'secrets.json');
  createFileOnce(file, () => JSON.stringify({ jwtSecret: randomBytes(48).toString('base64url') } satisfies SecretsFile, null, 2) + '\n');
  return readSecretsFile(file);
}

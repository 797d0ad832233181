import fs from 'node:fs';
import path from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { loadConfig } from '../../src/config/env';
import { loadOrCreateVapidKeys, VAPID_KEYS_FILE } from '../../src/push/vapid-keys';
import { tempDataDir } from '../helper';

describe('VAPID keys', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = tempDataDir();
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const subject = 'mailto:help@ieum.kr';

  it('are generated once into the data folder (0600) and reused on the next start', () => {
    const dir = path.join(freshDir(), 'not-yet-created');
    const first = loadOrCreateVapidKeys(dir, { VAPID_SUBJECT: subject });
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.subject).toBe(subject);
    const file = path.join(dir, VAPID_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });

    expect(loadOrCreateVapidKeys(dir, { VAPID_SUBJECT: subject })).toEqual(first);
    // No temporary files left behind.
    expect(fs.readdirSync(dir)).toEqual([VAPID_KEYS_FILE]);
  });

  it('come from the environment when both are set (and nothing is written)', () => {
    const dir = freshDir();
    const keys = generateVAPIDKeys();
    const config = loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'https://ieum.kr/contact' });
    expect(loadOrCreateVapidKeys(dir, config)).toEqual({ ...keys, subject: 'https://ieum.kr/contact' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuse half a pair, a mismatched pair and a broken file', () => {
    const dir = freshDir();
    const keys = generateVAPIDKeys();
    const other = generateVAPIDKeys();
    expect(() => loadOrCreateVapidKeys(dir, { VAPID_SUBJECT: subject, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/both/);
    expect(() =>
      loadOrCreateVapidKeys(dir, { VAPID_SUBJECT: subject, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/does not belong/);
    fs.writeFileSync(path.join(dir, VAPID_KEYS_FILE), '{"publicKey": 1}');
    expect(() => loadOrCreateVapidKeys(dir, { VAPID_SUBJECT: subject })).toThrow(/delete the file/);
  });

  it('are checked for shape by the environment parser', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'help@ieum.kr' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({}).VAPID_SUBJECT).toBe('mailto:help@ieum.kr');
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' 127.0.0.1, Push.Example ' }).PUSH_SERVICE_HOSTS).toEqual(['127.0.0.1', 'push.example']);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { loadOrCreateSharedVapidKeys, VAPID_KEYS_FILE } from '../../src/push/vapid-keys';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../database';
import { buildTestApp, tempDataDir } from '../helper';

const subject = 'mailto:help@ieum.kr';

// Replicas on several machines share PostgreSQL, not a data folder.
(TEST_DATABASE_URL ? describe : describe.skip)('VAPID keys without VAPID_* on PostgreSQL', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  it('are generated once into the database: API processes with different data folders push with one pair', async () => {
    const dirs = [tempDataDir(), tempDataDir()];
    const [first, second] = await Promise.all(dirs.map((dir) => loadOrCreateSharedVapidKeys(database.db, dir, { VAPID_SUBJECT: subject })));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second).toEqual(first);
    for (const dir of dirs) expect(fs.readdirSync(dir)).toEqual([]);

    // Two whole apps on their own data folders announce the same applicationServerKey.
    const apps = [await buildTestApp({ database }), await buildTestApp({ database })];
    try {
      for (const t of apps) expect(t.app.push.publicKey).toBe(first.publicKey);
    } finally {
      for (const t of apps) await t.close();
    }
  });

  it("carry over an earlier single host's key file, so its subscriptions keep working", async () => {
    const dir = tempDataDir();
    const earlier = generateVAPIDKeys();
    fs.writeFileSync(path.join(dir, VAPID_KEYS_FILE), JSON.stringify(earlier));
    const keys = await loadOrCreateSharedVapidKeys(database.db, dir, { VAPID_SUBJECT: subject });
    expect(keys).toEqual({ ...earlier, subject });
    expect(await loadOrCreateSharedVapidKeys(database.db, tempDataDir(), { VAPID_SUBJECT: subject })).toEqual(keys);
  });
});

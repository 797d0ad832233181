import pg from 'pg';
import { ensurePostgresTemplate, TEST_DATABASE_URL } from '../database';

const describeOnPostgres = TEST_DATABASE_URL ? describe : describe.skip;

// Every migration change makes a new template database on the shared server; the old ones must not pile up.
describeOnPostgres('the PostgreSQL test templates', () => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  const names = { stale: 'ieum_template_teststale', recent: 'ieum_template_testrecent', staleBuild: 'ieum_template_build_1000_teststale' };
  const exists = async (name: string) => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

  beforeAll(async () => {
    await admin.connect();
    for (const name of Object.values(names)) await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${names.stale}`);
    await admin.query(`comment on database ${names.stale} is 'used ${Date.now() - 2 * 60 * 60 * 1000}'`);
    await admin.query(`create database ${names.recent}`);
    await admin.query(`comment on database ${names.recent} is 'used ${Date.now() - 60 * 1000}'`);
    await admin.query(`create database ${names.staleBuild}`);
  });
  afterAll(async () => {
    for (const name of Object.values(names)) await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('removes templates unused for an hour and keeps the current one and those in recent use', async () => {
    const current = await ensurePostgresTemplate(TEST_DATABASE_URL!);
    expect(await exists(current)).toBe(true);
    expect(await exists(names.recent)).toBe(true);
    expect(await exists(names.stale)).toBe(false);
    expect(await exists(names.staleBuild)).toBe(false);
  });
});

import path from 'node:path';
import { loadConfig } from '../../src/config/env';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      PUBLIC_APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
    });
    expect(config.DATA_DIR).toBe(path.resolve(__dirname, '../../../.data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it('treats empty variables as unset and resolves DATA_DIR', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '', JWT_SECRET: '', DATA_DIR: 'relative/dir', PORT: '9000', TRUST_PROXY: 'true' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve('relative/dir'));
    expect(config.PORT).toBe(9000);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it('names every bad variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET']) expect(bad).toThrow(new RegExp(`^  ${name}: `, 'm'));
  });
});

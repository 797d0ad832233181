/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLATFORM_VERSION } from '@ieum/platform';
import { meetsCaretRange, unmetPlatformContract } from '../platform-contract';

describe('meetsCaretRange', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.2.0', true],
    ['1.2.0', '^1.2.0', true],
    ['1.1.9', '^1.2.0', false],
    ['2.0.0', '^1.0.0', false],
    ['1.9.0', '^2.0.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.0', false],
    ['1.0.0', '*', true],
  ])('%s meets %s: %s', (version, range, expected) => {
    expect(meetsCaretRange(version, range)).toBe(expected);
  });
});

describe('unmetPlatformContract (read from the remote manifest after a failed load)', () => {
  let manifest: unknown;
  let status = 200;
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    status = 200;
  });

  const withPlatform = (requiredVersion: string) => ({
    shared: [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: '@ieum/platform', version: requiredVersion.slice(1), requiredVersion },
    ],
  });
  const [major] = PLATFORM_VERSION.split('.').map(Number);

  it('names the contract a remote needs when the shell copy is older or of another major', async () => {
    manifest = withPlatform(`^${major + 1}.0.0`);
    await expect(unmetPlatformContract(url, PLATFORM_VERSION)).resolves.toBe(`^${major + 1}.0.0`);
    manifest = withPlatform(`^${major}.999.0`);
    await expect(unmetPlatformContract(url, PLATFORM_VERSION)).resolves.toBe(`^${major}.999.0`);
  });

  it('says nothing when the shell copy meets it, or the manifest cannot tell', async () => {
    manifest = withPlatform(`^${major}.0.0`);
    await expect(unmetPlatformContract(url, PLATFORM_VERSION)).resolves.toBeUndefined();
    manifest = { shared: [{ name: 'react', requiredVersion: '^19.0.0' }] };
    await expect(unmetPlatformContract(url, PLATFORM_VERSION)).resolves.toBeUndefined();
    manifest = 'not json';
    await expect(unmetPlatformContract(url, PLATFORM_VERSION)).resolves.toBeUndefined();
    status = 404;
    manifest = withPlatform(`^${major + 1}.0.0`);
    await expect(unmetPlatformContract(url, PLATFORM_VERSION)).resolves.toBeUndefined();
    await expect(unmetPlatformContract('http://127.0.0.1:1/mf-manifest.json', PLATFORM_VERSION)).resolves.toBeUndefined();
    await expect(unmetPlatformContract(undefined, PLATFORM_VERSION)).resolves.toBeUndefined();
  });
});

import { decodeJwt, SignJWT } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS, createAccessTokens } from '../access-token';

const secret = new TextEncoder().encode('s'.repeat(48));

describe('access tokens', () => {
  it('carries sub as a string and userType, and lives one hour in seconds', async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.sign({ id: '42', userType: 'elderly' });
    const claims = decodeJwt(token);
    expect(claims.sub).toBe('42');
    expect(claims.userType).toBe('elderly');
    expect(ACCESS_TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
    await expect(tokens.verify(token)).resolves.toEqual({ id: '42', userType: 'elderly' });
  });

  it('rejects an expired token with TOKEN_EXPIRED', async () => {
    let now = Date.now();
    const tokens = createAccessTokens(secret, () => now);
    const token = await tokens.sign({ id: '1', userType: 'volunteer' });
    now += (ACCESS_TOKEN_LIFETIME_SECONDS + 1) * 1000;
    await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
  });

  it('rejects garbage, another key, and tokens without a valid userType with AUTH_REQUIRED', async () => {
    const tokens = createAccessTokens(secret);
    const other = createAccessTokens(new TextEncoder().encode('o'.repeat(48)));
    const foreign = await other.sign({ id: '1', userType: 'volunteer' });
    const noUserType = await new SignJWT({ userType: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('ieum')
      .setAudience('ieum')
      .setExpirationTime('1h')
      .sign(secret);
    for (const token of ['garbage', '', 'a.b.c', foreign, noUserType]) {
      await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, code: 'AUTH_REQUIRED' });
    }
  });

  it('refuses a validly signed token whose sub is not a user id, with 401 AUTH_REQUIRED', async () => {
    const tokens = createAccessTokens(secret);
    for (const sub of ['abc', '1e3', '-1', '0', ' 1', '12345678901234567', '１']) {
      const token = await new SignJWT({ userType: 'elderly' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('ieum')
        .setAudience('ieum')
        .setExpirationTime('1h')
        .sign(secret);
      await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, code: 'AUTH_REQUIRED' });
    }
  });

  it('carries the session id as claim sid and gives it back on verify', async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.sign({ id: '7', userType: 'volunteer', sessionId: 'family-1' });
    expect(decodeJwt(token).sid).toBe('family-1');
    await expect(tokens.verify(token)).resolves.toEqual({ id: '7', userType: 'volunteer', sessionId: 'family-1' });
  });

  describe('the verified-token cache', () => {
    it('still expires a token it has verified before, by the token clock, exactly when jose would', async () => {
      let now = Date.now();
      const tokens = createAccessTokens(secret, () => now);
      const token = await tokens.sign({ id: '5', userType: 'elderly', sessionId: 'family-5' });
      await expect(tokens.verify(token)).resolves.toEqual({ id: '5', userType: 'elderly', sessionId: 'family-5' });
      const exp = decodeJwt(token).exp!;
      now = (exp - 1) * 1000 + 999;
      await expect(tokens.verify(token)).resolves.toMatchObject({ id: '5' });
      now = exp * 1000;
      await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
      // Gone from the cache too: jose says the same.
      await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
    });

    it('keeps only what verified: a token with one byte changed after a good one is still refused', async () => {
      const tokens = createAccessTokens(secret);
      const token = await tokens.sign({ id: '9', userType: 'volunteer' });
      await expect(tokens.verify(token)).resolves.toEqual({ id: '9', userType: 'volunteer' });
      const [header, payload, signature] = token.split('.');
      const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      await expect(tokens.verify(flipped)).rejects.toMatchObject({ statusCode: 401, code: 'AUTH_REQUIRED' });
      await expect(tokens.verify(token)).resolves.toEqual({ id: '9', userType: 'volunteer' });
    });

    it('gives every caller its own copy, and works with the cache off or full', async () => {
      const tokens = createAccessTokens(secret, Date.now, { cacheSize: 2 });
      const signed = await Promise.all(['1', '2', '3'].map((id) => tokens.sign({ id, userType: 'guardian' })));
      for (const token of [...signed, ...signed]) {
        const user = await tokens.verify(token);
        (user as { id: string }).id = 'changed';
      }
      for (const [index, token] of signed.entries()) await expect(tokens.verify(token)).resolves.toEqual({ id: String(index + 1), userType: 'guardian' });
      const uncached = createAccessTokens(secret, Date.now, { cacheSize: 0 });
      await expect(uncached.verify(signed[0])).resolves.toEqual({ id: '1', userType: 'guardian' });
      await expect(uncached.verify(signed[0])).resolves.toEqual({ id: '1', userType: 'guardian' });
    });
  });
});

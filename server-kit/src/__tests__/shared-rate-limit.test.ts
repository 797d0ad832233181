import { memoryCounter } from '../shared-rate-limit';

describe('the per-process counter used while Redis does not answer', () => {
  it('counts fixed windows per key and starts a new one when the window ended', () => {
    let clock = 1_000_000;
    const count = memoryCounter(() => clock);
    expect(count('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock += 10_000;
    expect(count('a', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(count('b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock += 50_000;
    expect(count('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

});

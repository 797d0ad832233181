import type { Redis } from 'ioredis';
import type { AttemptLimit, CounterStore, TakeResult } from './counter-store';

const PREFIX = 'ieum-attempts:';

// Runs in Redis as one step, so parallel attempts from every API process take turns. Windows are
// Redis key lifetimes (the Redis server's clock). ARGV: max and window (ms) per key.
const TAKE_SCRIPT = `
local refused = {}
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[2 * i]) end
    table.insert(refused, i)
    table.insert(refused, ttl)
  end
end
if #refused > 0 then return refused end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
end
return refused`;

const GIVE_BACK_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/** Counters in Redis (REDIS_URL), shared by every API process using it. */
export function redisCounterStore(redis: Redis): CounterStore {
  return {
    async take(limits: readonly AttemptLimit[]): Promise<TakeResult> {
      const args = limits.flatMap((limit) => [String(limit.max), String(limit.windowMs)]);
      const answer = (await redis.eval(TAKE_SCRIPT, limits.length, ...limits.map((limit) => PREFIX + limit.key), ...args)) as number[];
      if (answer.length === 0) return { taken: true };
      const refused: { index: number; retryAfterMs: number }[] = [];
      for (let i = 0; i < answer.length; i += 2) refused.push({ index: Number(answer[i]) - 1, retryAfterMs: Number(answer[i + 1]) });
      return { taken: false, refused };
    },

    async giveBack(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await redis.eval(GIVE_BACK_SCRIPT, keys.length, ...keys.map((key) => PREFIX + key));
    },
  };
}

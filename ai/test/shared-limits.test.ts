import { randomBytes } from 'node:crypto';
import { connectRedis } from '@ieum/server-kit';
import type { Redis } from 'ioredis';
import pino from 'pino';
import type { SignedInUser } from '../../api/test/helper';
import { type ChatStack, startChatStack } from './chat-helper';

// Runs when TEST_REDIS_URL is set: two AI hosts count one user's chats together.
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('the chat limit across AI hosts', () => {
  let stack: ChatStack;
  let redis: Redis;
  beforeAll(async () => {
    stack = await startChatStack();
    // User ids restart with each test database: keys of this run only, apart from other runs on this Redis.
    redis = connectRedis(redisUrl!, pino({ level: 'silent' }), { keyPrefix: `test-${randomBytes(6).toString('hex')}:` });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    redis?.disconnect();
  });

  it('holds for two hosts on the same Redis: 4 a minute means 4, whichever host answers', async () => {
    const env = { AI_CHAT_MAX_PER_MINUTE: '4', AI_SPEECH: 'off' };
    const hosts = [await stack.aiHost(env, { redis }), await stack.aiHost(env, { redis })];
    const user: SignedInUser = await stack.api.signIn('elderly');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await hosts[i % 2].app.inject({
        method: 'POST',
        url: '/chat/text',
        headers: { authorization: `Bearer ${user.accessToken}` },
        payload: { text: '안녕하세요' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
  }, 60_000);
});

import type { SignedInUser } from '../../api/test/helper';
import { type FakeS3, startFakeS3 } from '../../tools/fakes/s3-server';
import { createEspeakSpeech } from '../src/speech/espeak-speech';
import { type ChatStack, startChatStack } from './chat-helper';

describe('reply audio in a bucket shared by several AI hosts', () => {
  let stack: ChatStack;
  let s3: FakeS3;
  const speech = createEspeakSpeech();
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'ieum-ai-audio' });
    // The S3 client takes credentials from the SDK's default chain, as in production.
    process.env.AWS_ACCESS_KEY_ID = s3.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3.secretAccessKey;
    stack = await startChatStack();
    await speech.ready();
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await speech.close();
    await s3?.close();
    for (const [name, value] of [['AWS_ACCESS_KEY_ID', saved.id], ['AWS_SECRET_ACCESS_KEY', saved.secret]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const env = () => ({ AI_AUDIO_S3_BUCKET: s3.bucket, AI_AUDIO_S3_ENDPOINT: s3.url, AI_AUDIO_S3_REGION: s3.region });
  const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.accessToken}` });

  it('plays from any host with the same owner rules, expires and is swept from the bucket', async () => {
    let clock = Date.now();
    const [first, second] = [await stack.aiHost(env(), { speech }), await stack.aiHost({ ...env(), AI_AUDIO_RETENTION_HOURS: '0.25' }, { speech, now: () => clock })];
    const user = await stack.api.signIn('elderly');
    const stranger = await stack.api.signIn('elderly');
    const reply = await first.app.inject({ method: 'POST', url: '/chat/text', headers: bearer(user), payload: { text: '안녕하세요' } });
    expect(reply.statusCode).toBe(200);
    const audioPath: string = reply.json().data.response.audio_path;
    expect(audioPath).toMatch(/^\/audio\/.+\.mp3$/);
    expect([...s3.objects.keys()]).toEqual([`ai-audio/${audioPath.slice('/audio/'.length)}`]);

    // Written by the first host, played by the second: by name alone (an <audio> element) or by its owner.
    for (const headers of [{}, bearer(user)]) {
      const played = await second.app.inject({ method: 'GET', url: audioPath, headers });
      expect(played.statusCode).toBe(200);
      expect(played.headers['content-type']).toBe('audio/mpeg');
      expect(played.rawPayload[0]).toBe(0xff);
    }
    expect((await second.app.inject({ method: 'GET', url: audioPath, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await second.app.inject({ method: 'GET', url: '/chat/history', headers: bearer(user) })).json().data.messages[1].audioPath).toBe(audioPath);

    // Past the second host's 15-minute retention (within the token's hour): refused, out of history, swept.
    clock += 16 * 60_000;
    expect((await second.app.inject({ method: 'GET', url: audioPath })).statusCode).toBe(404);
    expect((await second.app.inject({ method: 'GET', url: '/chat/history', headers: bearer(user) })).json().data.messages[1].audioPath).toBeNull();
    expect(await second.app.audio.sweep()).toBe(1);
    expect(s3.objects.size).toBe(0);
    expect((await first.app.inject({ method: 'GET', url: audioPath })).statusCode).toBe(404);
  }, 120_000);
});

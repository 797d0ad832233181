import type { SignedInUser } from '../../api/test/helper';
import { createEspeakSpeech } from '../src/speech/espeak-speech';
import type { SpeechEngine } from '../src/speech/speech';
import { type ChatStack, startChatStack } from './chat-helper';

// With the built-in voice and local files the reply is sent once stored, before its audio is
// finished (issue 21: the text does not wait for speech); its audio URL then waits for the file
// instead of answering 404.
describe('a reply sent before its audio is finished', () => {
  let stack: ChatStack;
  const espeak = createEspeakSpeech();
  // The real voice, held back until the test lets it finish (or fail).
  let hold: { promise: Promise<void>; release: () => void; fail: (error: Error) => void };
  const holdNext = () => {
    let release!: () => void;
    let fail!: (error: Error) => void;
    const promise = new Promise<void>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
    hold = { promise, release, fail };
  };
  const heldVoice: SpeechEngine = {
    name: 'espeak',
    synthesize: async (text) => {
      await hold.promise;
      return espeak.synthesize(text);
    },
    close: async () => undefined,
  };

  beforeAll(async () => {
    stack = await startChatStack();
    await espeak.ready();
  }, 180_000);
  afterAll(async () => {
    await stack.close();
    await espeak.close();
  });

  const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.accessToken}` });

  it('answers with the audio path at once; the audio URL waits for the file, and history lists it meanwhile', async () => {
    const host = await stack.aiHost({}, { speech: heldVoice });
    const user = await stack.api.signIn('elderly');
    holdNext();
    const turn = await host.app.inject({ method: 'POST', url: '/chat/text', headers: bearer(user), payload: { text: '오늘 딸이 김치를 가져왔어요' } });
    expect(turn.statusCode).toBe(200);
    const audioPath: string = turn.json().data.response.audio_path;
    expect(audioPath).toMatch(/^\/audio\/[A-Za-z0-9_-]{22}-[A-Za-z0-9_-]{16}\.mp3$/);

    const listed = await host.app.inject({ method: 'GET', url: '/chat/history', headers: bearer(user) });
    expect(listed.json().data.messages.at(-1).audioPath).toBe(audioPath);

    let answered = false;
    const audio = host.app.inject({ method: 'GET', url: audioPath }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    hold.release();
    const response = await audio;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload[0]).toBe(0xff);
  });

  it('answers 404 for that URL when the voice then fails, and history shows no audio', async () => {
    const host = await stack.aiHost({}, { speech: heldVoice });
    const user = await stack.api.signIn('elderly');
    holdNext();
    const turn = await host.app.inject({ method: 'POST', url: '/chat/text', headers: bearer(user), payload: { text: '어제 저녁에 아들이 전화를 했어요' } });
    const audioPath: string = turn.json().data.response.audio_path;
    const audio = host.app.inject({ method: 'GET', url: audioPath });
    hold.fail(new Error('voice broke'));
    const response = await audio;
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('AUDIO_NOT_FOUND');
    const listed = await host.app.inject({ method: 'GET', url: '/chat/history', headers: bearer(user) });
    expect(listed.json().data.messages.at(-1).audioPath).toBeNull();
    expect(host.logs()).toContain('speech failed');
  });

  it('waits for the audio before answering with any other voice (its failure keeps audio_path null)', async () => {
    const other: SpeechEngine = { ...heldVoice, name: 'cloud' };
    const host = await stack.aiHost({}, { speech: other });
    const user = await stack.api.signIn('elderly');
    holdNext();
    let answered = false;
    const turn = host.app.inject({ method: 'POST', url: '/chat/text', headers: bearer(user), payload: { text: '안녕하세요' } }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    hold.fail(new Error('voice broke'));
    expect((await turn).json().data.response.audio_path).toBeNull();
  });
});

import { createEspeakSpeech } from '../src/speech/espeak-speech';
import { speakableText, splitSentences } from '../src/speech/speech';

describe('built-in voice (espeak-ng WASM + MP3)', () => {
  const speech = createEspeakSpeech();
  afterAll(() => speech.close());

  it('speaks Korean as MP3 frames, reusing what was already spoken', async () => {
    await speech.ready();
    const greeting = await speech.synthesize('안녕하세요.');
    // MPEG audio frame sync (11 bits set), not a RIFF/WAV header.
    expect(greeting[0]).toBe(0xff);
    expect(greeting[1] & 0xe0).toBe(0xe0);
    const first = await speech.synthesize('안녕하세요. 오늘 기분은 어떠세요?');
    expect(first.length).toBeGreaterThan(3000);
    expect(first.length).toBeLessThan(40_000);
    // The known sentence is reused as it was, the new one follows.
    expect(first.subarray(0, greeting.length).equals(greeting)).toBe(true);
    expect(first.length).toBeGreaterThan(greeting.length + 1000);
    const again = await speech.synthesize('안녕하세요. 오늘 기분은 어떠세요?');
    expect(again.equals(first)).toBe(true);
    const different = await speech.synthesize('식사는 하셨어요? 잘 주무셨어요?');
    expect(different.equals(greeting)).toBe(false);
    expect((await speech.synthesize('식사는 하셨어요? 잘 주무셨어요?')).equals(different)).toBe(true);
  }, 120_000);

  it('speaks several replies at once on its workers, each whole and in order', async () => {
    const texts = ['첫째 문장입니다. 둘째 문장이에요.', '오늘은 비가 와요.', '내일은 맑대요. 산책 가세요.', '저녁 드셨어요?'];
    const together = await Promise.all(texts.map((text) => speech.synthesize(text)));
    const alone = createEspeakSpeech({ cacheEntries: 0, workers: 1 });
    try {
      for (const [index, text] of texts.entries()) expect((await alone.synthesize(text)).equals(together[index])).toBe(true);
    } finally {
      await alone.close();
    }
  }, 120_000);

  it('once closed, speaks no more and starts no worker (a host closed during its start-up audio must be able to exit)', async () => {
    const closing = createEspeakSpeech({ workers: 1 });
    await closing.synthesize('안녕하세요.');
    await closing.close();
    await expect(closing.synthesize('문을 닫은 뒤의 새 문장이에요.')).rejects.toThrow('speech closed');
  }, 120_000);

  it('reads emergency numbers digit by digit and splits sentences', () => {
    expect(speakableText('지금 바로 119에 전화해 주세요. 자살예방상담전화 109')).toBe('지금 바로 일일구에 전화해 주세요. 자살예방상담전화 일공구');
    expect(splitSentences('네. 그렇군요! 어떠세요?  ')).toEqual(['네.', '그렇군요!', '어떠세요?']);
  });
});

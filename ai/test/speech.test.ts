import { createEspeakSpeech } from '../src/speech/espeak-speech';
import { speakableText, splitSentences } from '../src/speech/speech';

describe('built-in voice (espeak-ng WASM + MP3)', () => {
  const speech = createEspeakSpeech();
  afterAll(() => speech.close());

  it('speaks Korean as MP3 frames, sentence by sentence, reusing sentences already spoken', async () => {
    await speech.ready();
    const first = await speech.synthesize('안녕하세요. 오늘 기분은 어떠세요?');
    // MPEG audio frame sync (11 bits set), not a RIFF/WAV header.
    expect(first[0]).toBe(0xff);
    expect(first[1] & 0xe0).toBe(0xe0);
    expect(first.length).toBeGreaterThan(3000);
    expect(first.length).toBeLessThan(40_000);
    const greeting = await speech.synthesize('안녕하세요.');
    expect(first.subarray(0, greeting.length).equals(greeting)).toBe(true);
    const again = await speech.synthesize('안녕하세요. 오늘 기분은 어떠세요?');
    expect(again.equals(first)).toBe(true);
    const different = await speech.synthesize('식사는 하셨어요?');
    expect(different.equals(greeting)).toBe(false);
  }, 120_000);

  it('reads emergency numbers digit by digit and splits sentences', () => {
    expect(speakableText('지금 바로 119에 전화해 주세요. 자살예방상담전화 109')).toBe('지금 바로 일일구에 전화해 주세요. 자살예방상담전화 일공구');
    expect(splitSentences('네. 그렇군요! 어떠세요?  ')).toEqual(['네.', '그렇군요!', '어떠세요?']);
  });
});

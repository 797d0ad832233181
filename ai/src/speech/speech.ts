/** Every voice has this one method: Korean text in, MP3 bytes out. */
export interface SpeechEngine {
  readonly name: string;
  synthesize(text: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** Emergency numbers are read digit by digit (일일구), as people say them, not as 백십구. */
export function speakableText(text: string): string {
  const digits = ['공', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
  return text.replace(/\b(109|119|112|1393)\b/g, (number) => [...number].map((digit) => digits[Number(digit)]).join(''));
}

/** Sentences as spoken one by one: split after . ? ! (and their run), blanks dropped. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.?!…])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

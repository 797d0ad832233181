/**
 * The particle that fits after a word: the first form after a final consonant (받침), the second
 * otherwise, e.g. withParticle('해님', '이', '가') -> '해님이', withParticle('하루', '이', '가') -> '하루가'.
 * '으로'/'로' also takes '로' after ㄹ. Words not ending in Hangul take the second form.
 */
export function withParticle(word: string, afterConsonant: string, afterVowel: string): string {
  const last = word.charCodeAt(word.length - 1);
  if (!(last >= 0xac00 && last <= 0xd7a3)) return word + afterVowel;
  const final = (last - 0xac00) % 28;
  if (final === 0 || (afterConsonant === '으로' && final === 8)) return word + afterVowel;
  return word + afterConsonant;
}

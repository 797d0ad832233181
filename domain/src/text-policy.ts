// The one policy for text people type (names, introductions, addresses, request and review
// texts), applied by the API's schemas and by the apps' form checks. What each field does with
// characters that show nothing, and why, is in docs/product-decisions.md ("Text fields").

/**
 * Characters that show nothing or change how the text around them is shown: format characters
 * (zero-width space and joiners, bidi marks, overrides and isolates, soft hyphen, BOM, tags), the
 * Hangul fillers that render blank (U+115F, U+1160, U+3164, U+FFA0), the braille blank and
 * private-use code points. (Unassigned code points are not in it: newer emoji than this runtime
 * knows would be lost.)
 */
const INVISIBLE_CLASS = String.raw`\p{Cf}\p{Co}\u115f\u1160\u3164\uffa0\u2800`;
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'u');
const INVISIBLE_ALL = new RegExp(`[${INVISIBLE_CLASS}]`, 'gu');
/**
 * What shows only on a visible character and never alone: combining marks (accents, enclosing
 * marks, variation selectors, the grapheme joiner), spaces and the characters above. A name made
 * only of these renders as nothing, or as dotted circles, however long it is.
 */
const NOTHING_VISIBLE = new RegExp(`^[\\p{M}\\p{Z}\\s${INVISIBLE_CLASS}]+$`, 'u');
/** A zero-width joiner inside an emoji sequence (👨‍👩‍👧) is part of the picture: kept when stripping. */
const EMOJI_BEFORE_JOINER = /\p{Extended_Pictographic}(?:\ufe0f|\p{Emoji_Modifier})?$/u;
const EMOJI_AFTER_JOINER = /^\p{Extended_Pictographic}/u;

function isEmojiJoiner(text: string, offset: number): boolean {
  return text[offset] === '\u200d' && EMOJI_BEFORE_JOINER.test(text.slice(Math.max(0, offset - 4), offset)) && EMOJI_AFTER_JOINER.test(text.slice(offset + 1, offset + 3));
}
/** Spaces other than the plain one (no-break, ideographic, thin...) and tabs. */
const OTHER_SPACES = /[\t\p{Zs}]/gu;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;
/** Control characters (C0 with DEL, C1); a newline is allowed only in multi-line fields. */
const CONTROL = /[\p{Cc}]/u;
const CONTROL_EXCEPT_NEWLINE = /[^\P{Cc}\n]/u;

export const TEXT_POLICY_CODES = {
  /** A name with a character that shows nothing (it could look blank or like someone else's). */
  INVISIBLE: 'INVISIBLE_CHARACTERS',
  /** A control character (or a line break in a one-line field) that no keyboard types. */
  CONTROL: 'CONTROL_CHARACTERS',
} as const;
export type TextPolicyCode = (typeof TEXT_POLICY_CODES)[keyof typeof TEXT_POLICY_CODES];

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

/** Text with no character that shows by itself (see NOTHING_VISIBLE); '' is empty, not this. */
export function showsNothing(text: string): boolean {
  return NOTHING_VISIBLE.test(text);
}

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_EXCEPT_NEWLINE : CONTROL).test(text);
}

/**
 * Free text as it is kept: line breaks as \n (multi-line fields), other spaces and tabs as a plain
 * space, invisible characters removed (a zero-width joiner inside an emoji kept), trimmed.
 * Control characters are left in place for the caller to refuse.
 */
export function cleanFreeText(text: string, options: { multiline?: boolean } = {}): string {
  const lines = text.replace(LINE_BREAKS, '\n');
  const spaced = (options.multiline ? lines : lines.replaceAll('\n', ' ')).replace(OTHER_SPACES, ' ');
  return spaced.replace(INVISIBLE_ALL, (character, offset: number) => (isEmojiJoiner(spaced, offset) ? character : '')).trim();
}

/** A name as typed, trimmed, or why it cannot be one: names are refused, not cleaned, so what is saved is what was seen. */
export function checkNameText(raw: string): { text: string } | { problem: TextPolicyCode } {
  const text = raw.replace(OTHER_SPACES, (space) => (space === ' ' ? space : ' ')).trim();
  if (hasControlCharacters(raw)) return { problem: TEXT_POLICY_CODES.CONTROL };
  if (hasInvisibleCharacters(text) || showsNothing(text)) return { problem: TEXT_POLICY_CODES.INVISIBLE };
  return { text };
}

/** The Korean sentence for a refusal, naming the field with its topic particle (이름은 -> 이름에). */
export function textPolicyMessage(code: TextPolicyCode, field: string): string {
  return code === TEXT_POLICY_CODES.INVISIBLE
    ? `${field}에 보이지 않는 문자가 들어 있습니다. 지우고 다시 입력해주세요.`
    : `${field}에 입력할 수 없는 문자가 들어 있습니다. 지우고 다시 입력해주세요.`;
}

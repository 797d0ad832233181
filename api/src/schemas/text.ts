// The text policy of @ieum/domain (text-policy.ts) as zod schemas, for every free-text field of the
// API: names are refused when they hold invisible or control characters; other text is cleaned
// (invisible characters removed, spaces and line breaks made plain) and refused only for control
// characters. Refusals are 400 with the policy's code and a Korean sentence naming the field.
import { ADDRESS_DETAIL_MAX_LENGTH, checkNameText, cleanFreeText, withParticle, hasControlCharacters, TEXT_POLICY_CODES, type TextPolicyCode, textPolicyMessage } from '@ieum/domain';
import { z } from 'zod';

interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; params: { code: TextPolicyCode }; input: unknown }): void;
}

function refuse(ctx: IssueSink, code: TextPolicyCode, field: string, input: string) {
  ctx.addIssue({ code: 'custom', message: textPolicyMessage(code, field), params: { code }, input });
}

/** A check for names (refused, never cleaned): the domain's name rule (no control or invisible characters, something visible). */
export function nameTextCheck(field: string) {
  return (value: string, ctx: IssueSink) => {
    const checked = checkNameText(value);
    if ('problem' in checked) refuse(ctx, checked.problem, field, value);
  };
}

export interface FreeTextOptions {
  /** The field's Korean name in messages (상세 주소, 자기소개...). */
  field: string;
  max: number;
  /** Whether line breaks are kept (else they become spaces). */
  multiline?: boolean;
  /** The message for a value that is not text. */
  wrongType: string;
}

/**
 * Free text, cleaned by the policy, then held to `max` characters. The raw text may be longer by
 * what cleaning removes (at most four times the limit), so pasted text with invisible marks fits.
 */
export function freeTextSchema({ field, max, multiline = false, wrongType }: FreeTextOptions) {
  const tooLong = `${withParticle(field, '은', '는')} ${max}자 이하로 입력해주세요.`;
  return z
    .string({ error: wrongType })
    .max(max * 4, tooLong)
    .transform((value, ctx) => {
      const text = cleanFreeText(value, { multiline });
      if (hasControlCharacters(text, { multiline })) {
        refuse(ctx, TEXT_POLICY_CODES.CONTROL, field, value);
        return z.NEVER;
      }
      return text;
    })
    .pipe(z.string().max(max, tooLong));
}

/** One limit for a profile's and a help request's address detail. */
export const addressDetailSchema = freeTextSchema({ field: '상세 주소', max: ADDRESS_DETAIL_MAX_LENGTH, wrongType: '상세 주소 형식이 올바르지 않습니다.' });

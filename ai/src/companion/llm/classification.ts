import { z } from 'zod';
import type { RiskAssessment, RiskKind } from '../risk';

export const RISK_KINDS = ['SUICIDE', 'SELF_HARM', 'BURDEN', 'FAREWELL', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING', 'MEDICATION'] as const satisfies readonly RiskKind[];

/** What the LLM must answer (response_format json_schema, strict), checked again here with zod. */
export const classificationSchema = z.object({
  level: z.enum(['none', 'concern', 'crisis']),
  kind: z.enum(RISK_KINDS).nullable(),
});

export const CLASSIFICATION_RESPONSE_FORMAT = {
  type: 'json_schema' as const,
  json_schema: {
    name: 'risk_assessment',
    strict: true,
    schema: {
      type: 'object',
      properties: {
        level: { type: 'string', enum: ['none', 'concern', 'crisis'] },
        kind: { type: ['string', 'null'], enum: [...RISK_KINDS, null] },
      },
      required: ['level', 'kind'],
      additionalProperties: false,
    },
  },
};

/**
 * The LLM's JSON as a RiskAssessment, or null when it is not valid. A 'crisis' without a kind
 * becomes a kindless 'concern' (the companion asks gently) rather than being thrown away; a
 * kind on 'none' is dropped.
 */
export function parseClassification(content: string | null | undefined): RiskAssessment | null {
  if (!content) return null;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return null;
  }
  const parsed = classificationSchema.safeParse(json);
  if (!parsed.success) return null;
  const { level, kind } = parsed.data;
  if (level === 'none') return { level, kind: null };
  if (level === 'crisis' && !kind) return { level: 'concern', kind: null };
  return { level, kind };
}

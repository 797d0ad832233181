// With an LLM configured, it may find fields the built-in parser missed (unusual wording). Its
// answer is structured output checked against the same zod schema as every draft; it never
// decides a yes or a no, and the rules and the read-back apply to what it found.
import { HELP_TYPE_CODES, seoulParts } from '@ieum/domain';
import OpenAI from 'openai';
import { z } from 'zod';
import type { HelpFields, Question } from './parse';

export type FieldExtractor = (text: string, nowMs: number, asked: Question | null) => Promise<HelpFields>;

const LABELS = { HEALTH: '병원 동행', HOUSING: '집안일 도움', CULTURE: '외출 동행', EDUCATION: '스마트폰·생활 배움' } as const;

const answerSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).nullable(),
  helpType: z.enum(HELP_TYPE_CODES).nullable(),
  animal: z.enum(['dog', 'cat', 'etc', 'none']).nullable(),
});

function prompt(nowMs: number, asked: Question | null): string {
  const today = seoulParts(nowMs);
  return [
    '어르신이 봉사자 방문을 부탁하는 말에서 신청서 항목만 뽑아 JSON 하나로만 답하세요.',
    `오늘(서울)은 ${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}, 요일 번호 ${today.isoWeekday} (1=월요일)입니다.`,
    '{"date": "YYYY-MM-DD" 또는 null, "time": "HH:MM" (24시간) 또는 null, "helpType": "HEALTH"(병원·건강) | "HOUSING"(집안일·수리) | "CULTURE"(장보기·외출·말벗) | "EDUCATION"(스마트폰·배우기) 또는 null, "animal": "dog" | "cat" | "etc" | "none" 또는 null}',
    '말에 없는 항목은 반드시 null로 두고 추측하지 마세요. 오전/오후 말이 없으면 1~6시는 오후, 7~11시는 오전입니다.',
    asked ? `방금 물어본 것: ${asked}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Null when the answer is not the schema's JSON; the built-in parser's fields stand alone then. */
export function readExtraction(content: string): HelpFields | null {
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const answer = answerSchema.safeParse(parsed);
  if (!answer.success) return null;
  const { date, time, helpType, animal } = answer.data;
  const fields: HelpFields = {};
  if (date) {
    const [year, month, day] = date.split('-').map(Number);
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() === month - 1 && check.getUTCDate() === day) fields.date = { year, month, day };
  }
  if (time) fields.minuteOfDay = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  if (helpType) fields.help = { type: helpType, label: LABELS[helpType] };
  if (animal) fields.animal = animal;
  return fields;
}

export function createLlmFieldExtractor(options: {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  log: { warn: (obj: object, msg: string) => void };
}): FieldExtractor {
  const client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, timeout: options.timeoutMs, maxRetries: 0 });
  return async (text, nowMs, asked) => {
    try {
      const completion = await client.chat.completions.create({
        model: options.model,
        temperature: 0,
        max_tokens: 120,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: prompt(nowMs, asked) },
          { role: 'user', content: text },
        ],
      });
      const fields = readExtraction(completion.choices[0]?.message?.content ?? '');
      if (!fields) throw new Error('answer not in the schema');
      return fields;
    } catch (error) {
      options.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'LLM field extraction failed: the built-in parser alone');
      return {};
    }
  };
}

import { EMOTION_LABELS, type EmotionLabel, LONELINESS_LABELS, SEOUL_OFFSET_MS } from '@ieum/domain';
import type { Queryable } from '../../../db/database';
import { largestRemainderPercents } from '../../../domain/sentiment';

/** The Seoul calendar month `back` months before the one `now` falls in (1 = last month). */
export function seoulMonthBack(now: number, back: number): { month: string; start: Date; end: Date } {
  const seoul = new Date(now + SEOUL_OFFSET_MS);
  const start = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() - back, 1) - SEOUL_OFFSET_MS;
  const end = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() - back + 1, 1) - SEOUL_OFFSET_MS;
  const first = new Date(start + SEOUL_OFFSET_MS);
  return { month: `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`, start: new Date(start), end: new Date(end) };
}

export type EmotionCounts = Partial<Record<EmotionLabel, number>>;

/** Each person's message counts per emotion label in [start, end). */
export async function emotionCounts(tx: Queryable, elderlyIds: number[], start: Date, end: Date): Promise<Map<number, EmotionCounts>> {
  const rows = await tx.query<{ userId: number; emotion: EmotionLabel; count: number }>(
    `select user_id as "userId", emotion, count(*)::int as count from chat_messages
     where user_id = any($1::bigint[]) and sender = 'user' and created_at >= $2 and created_at < $3 group by user_id, emotion`,
    [elderlyIds, start, end],
  );
  const counts = new Map<number, EmotionCounts>();
  for (const row of rows) {
    if (!EMOTION_LABELS.includes(row.emotion)) continue;
    const person = counts.get(Number(row.userId)) ?? {};
    person[row.emotion] = Number(row.count);
    counts.set(Number(row.userId), person);
  }
  return counts;
}

export function totalMessages(counts: EmotionCounts | undefined): number {
  return Object.values(counts ?? {}).reduce((sum, count) => sum + (count ?? 0), 0);
}

/** The share (whole percent, rounded) of 외로움 + 슬픔 among the messages. */
export function lonelinessShare(counts: EmotionCounts | undefined): number {
  const total = totalMessages(counts);
  if (total === 0) return 0;
  const lonely = LONELINESS_LABELS.reduce((sum, label) => sum + (counts?.[label] ?? 0), 0);
  return Math.round((lonely * 100) / total);
}

/** The monthly chart of one person, as the person's own chart shows it (without its feedback text). */
export async function monthlyPercentages(tx: Queryable, elderlyId: number, now: number, back = 1) {
  const { month, start, end } = seoulMonthBack(now, back);
  const counts = (await emotionCounts(tx, [elderlyId], start, end)).get(elderlyId);
  return { month, sentimentPercentages: largestRemainderPercents(counts ?? {}), messages: totalMessages(counts) };
}

import { EMOTION_LABELS, type EmotionLabel } from '@ieum/domain';

/**
 * When to offer a volunteer visit: over the last 14 days (this message included) at least
 * VISIT_OFFER_MIN_MESSAGES messages, of which at least VISIT_OFFER_SHARE are 외로움 or 슬픔,
 * and no offer in the last 7 days.
 */
export const VISIT_OFFER_MIN_MESSAGES = 5;
export const VISIT_OFFER_SHARE = 0.5;
export const VISIT_OFFER_INTERVAL_MS = 7 * 86_400_000;
export const VISIT_OFFER_TEXT = '요즘 마음이 많이 쓸쓸하신 것 같아요. 봉사자님이 찾아뵙도록 방문을 신청해 드릴까요?';

export function shouldOfferVisit(counts14d: Partial<Record<EmotionLabel, number>>, current: EmotionLabel, lastOfferAt: string | null, now: number): boolean {
  const counts = { ...counts14d, [current]: (counts14d[current] ?? 0) + 1 };
  const total = EMOTION_LABELS.reduce((sum, label) => sum + (counts[label] ?? 0), 0);
  const heavy = (counts['외로움'] ?? 0) + (counts['슬픔'] ?? 0);
  if (total < VISIT_OFFER_MIN_MESSAGES || heavy / total < VISIT_OFFER_SHARE) return false;
  return lastOfferAt === null || now - Date.parse(lastOfferAt) >= VISIT_OFFER_INTERVAL_MS;
}

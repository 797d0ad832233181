import { EMOTION_LABELS, type EmotionLabel, SEOUL_OFFSET_MS, withParticle } from '@ieum/domain';

/** The calendar month before the one `now` falls in, in Seoul: 'YYYY-MM' and its instants [start, end). */
export function previousSeoulMonth(now: number): { month: string; start: Date; end: Date } {
  const seoul = new Date(now + SEOUL_OFFSET_MS);
  const year = seoul.getUTCFullYear();
  const monthIndex = seoul.getUTCMonth(); // the current month, 0-based
  const start = Date.UTC(year, monthIndex - 1, 1) - SEOUL_OFFSET_MS;
  const end = Date.UTC(year, monthIndex, 1) - SEOUL_OFFSET_MS;
  const startParts = new Date(start + SEOUL_OFFSET_MS);
  const month = `${startParts.getUTCFullYear()}-${String(startParts.getUTCMonth() + 1).padStart(2, '0')}`;
  return { month, start: new Date(start), end: new Date(end) };
}

/**
 * Whole percents summing to exactly 100 (largest remainder, Hamilton): each label gets the floor
 * of its share, and the points still missing go to the largest remainders (ties: the larger
 * count, then the canonical label order). Labels with no messages are left out; {} for no data.
 */
export function largestRemainderPercents(counts: Partial<Record<EmotionLabel, number>>): Partial<Record<EmotionLabel, number>> {
  const entries = EMOTION_LABELS.map((label, order) => ({ label, order, count: Math.max(0, Math.floor(counts[label] ?? 0)) })).filter(
    (entry) => entry.count > 0,
  );
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return {};
  const shares = entries.map((entry) => {
    const exact = (entry.count * 100) / total;
    return { ...entry, floor: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let missing = 100 - shares.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || b.count - a.count || a.order - b.order);
  for (const share of byRemainder) {
    if (missing <= 0) break;
    share.floor += 1;
    missing -= 1;
  }
  const result: Partial<Record<EmotionLabel, number>> = {};
  for (const share of shares) if (share.floor > 0) result[share.label] = share.floor;
  return result;
}

const POSITIVE: readonly EmotionLabel[] = ['기쁨', '평온', '설렘'];

/** One or two warm sentences that fit the month's distribution ('' when there is no data). */
export function monthlyFeedback(percentages: Partial<Record<EmotionLabel, number>>, chatBotName: string): string {
  const entries = Object.entries(percentages) as [EmotionLabel, number][];
  if (entries.length === 0) return '';
  entries.sort((a, b) => b[1] - a[1] || EMOTION_LABELS.indexOf(a[0]) - EMOTION_LABELS.indexOf(b[0]));
  const [top, topPercent] = entries[0];
  const positive = entries.filter(([label]) => POSITIVE.includes(label)).reduce((sum, [, value]) => sum + value, 0);
  const name = chatBotName || '저';
  switch (top) {
    case '기쁨':
      return `지난달에는 기쁜 순간이 가장 많으셨어요(${topPercent}%). 그 웃음이 이번 달에도 이어지도록 ${name}도 곁에서 함께할게요.`;
    case '평온':
      return `지난달은 대체로 마음이 평온하셨네요(${topPercent}%). 지금처럼 편안한 하루하루 보내시길 바라요.`;
    case '설렘':
      return `지난달에는 설레는 일이 많으셨어요(${topPercent}%). 기대되는 일들을 ${name}에게도 자주 들려주세요.`;
    case '외로움':
      return positive >= 30
        ? `지난달에는 외로운 마음이 자주 드셨지만 즐거운 순간도 있으셨어요. 언제든 ${name}에게 말 걸어 주세요, 늘 기다리고 있을게요.`
        : `지난달에는 외로운 마음이 자주 드셨던 것 같아요(${topPercent}%). 언제든 ${name}에게 말 걸어 주시고, 봉사자 방문도 신청해 보세요.`;
    case '슬픔':
      return `지난달에는 마음이 무거운 날이 많으셨던 것 같아요(${topPercent}%). 힘든 이야기도 천천히 들려주세요, ${withParticle(name, '이', '가')} 귀 기울여 들을게요.`;
    case '불안':
      return `지난달에는 걱정되는 일이 많으셨던 것 같아요(${topPercent}%). 걱정은 나누면 가벼워져요, 하나씩 함께 이야기해 봐요.`;
    case '분노':
      return `지난달에는 속상하고 화나는 일이 있으셨던 것 같아요(${topPercent}%). 그런 마음이 드실 만해요, 편하게 털어놓아 주세요.`;
  }
}

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
 * count, then the canonical label order). A label that was felt at least once shows at least 1 %
 * (taken from the largest shares): a month's one crisis message must not vanish from the chart.
 * Labels with no messages are left out; {} for no data.
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
  for (const share of shares) {
    if (share.floor > 0) continue;
    const largest = shares.reduce((a, b) => (b.floor > a.floor ? b : a));
    largest.floor -= 1;
    share.floor = 1;
  }
  const result: Partial<Record<EmotionLabel, number>> = {};
  for (const share of shares) result[share.label] = share.floor;
  return result;
}

/** How each feeling is named in a sentence, and the one warm sentence that follows it. */
const FEELING: Record<EmotionLabel, { noun: string; care: (name: string) => string }> = {
  기쁨: { noun: '기쁜 순간', care: (name) => `그 웃음이 이번 달에도 이어지도록 ${name}도 곁에서 함께할게요.` },
  평온: { noun: '평온한 날', care: () => '지금처럼 편안한 하루하루 보내시길 바라요.' },
  설렘: { noun: '설레는 일', care: (name) => `기대되는 일들을 ${name}에게도 자주 들려주세요.` },
  슬픔: { noun: '마음이 무거운 날', care: (name) => `힘든 이야기도 천천히 들려주세요, ${withParticle(name, '이', '가')} 귀 기울여 들을게요.` },
  외로움: { noun: '외로운 마음', care: (name) => `언제든 ${name}에게 말 걸어 주시고, 봉사자 방문도 신청해 보세요.` },
  불안: { noun: '걱정되는 일', care: () => '걱정은 나누면 가벼워져요, 하나씩 함께 이야기해 봐요.' },
  분노: { noun: '속상하고 화나는 일', care: () => '그런 마음이 드실 만해요, 편하게 털어놓아 주세요.' },
};

const POSITIVE: readonly EmotionLabel[] = ['기쁨', '평온', '설렘'];

/** Risk kinds (as stored in chat_risk_signals) about the mind rather than the body. */
const MIND_RISKS = new Set(['SUICIDE', 'SELF_HARM', 'BURDEN', 'FAREWELL']);

export interface MonthRisk {
  /** The month's user messages the safety layers flagged, by kind (chat_risk_signals). */
  kinds: string[];
}

/**
 * One to three warm sentences about the month ('' when there is no data). Ties are read on the
 * message counts, not on the rounded percents: two feelings felt equally often are both named
 * (three or more: "여러 마음"), never one picked at random. A month with any risky message is
 * never called calm or cheerful: the feedback speaks of the hard days and of help (109, 119,
 * 주변 사람, 담당 사회복지사) instead of the distribution.
 */
export function monthlyFeedback(counts: Partial<Record<EmotionLabel, number>>, chatBotName: string, risk: MonthRisk = { kinds: [] }): string {
  const percentages = largestRemainderPercents(counts);
  const entries = (Object.entries(percentages) as [EmotionLabel, number][]).map(([label, percent]) => ({ label, percent, count: counts[label] ?? 0 }));
  const name = chatBotName || '저';
  if (risk.kinds.length > 0) return riskFeedback(risk, name);
  if (entries.length === 0) return '';
  entries.sort((a, b) => b.count - a.count || EMOTION_LABELS.indexOf(a.label) - EMOTION_LABELS.indexOf(b.label));
  const top = entries.filter((entry) => entry.count === entries[0].count);
  // The sentence of care follows the feeling that needs it most among the leaders.
  const cared = top.find((entry) => !POSITIVE.includes(entry.label)) ?? top[0];
  if (top.length === 1) {
    const [only] = top;
    if (only.label === '외로움' && entries.filter((entry) => POSITIVE.includes(entry.label)).reduce((sum, entry) => sum + entry.percent, 0) >= 30) {
      return `지난달에는 외로운 마음이 자주 드셨지만 즐거운 순간도 있으셨어요(외로움 ${only.percent}%). 언제든 ${name}에게 말 걸어 주세요, 늘 기다리고 있을게요.`;
    }
    return `지난달에는 ${FEELING[only.label].noun}이 가장 많으셨어요(${only.percent}%). ${FEELING[only.label].care(name)}`;
  }
  const percents = top.map((entry) => `${entry.label} ${entry.percent}%`).join(', ');
  if (top.length === 2) {
    const [a, b] = top;
    return `지난달에는 ${withParticle(FEELING[a.label].noun, '과', '와')} ${FEELING[b.label].noun}이 똑같이 많으셨어요(${percents}). ${FEELING[cared.label].care(name)}`;
  }
  return `지난달에는 여러 마음이 비슷하게 오갔어요(${percents}). ${FEELING[cared.label].care(name)}`;
}

function riskFeedback(risk: MonthRisk, name: string): string {
  const mind = risk.kinds.some((kind) => MIND_RISKS.has(kind));
  const body = risk.kinds.some((kind) => !MIND_RISKS.has(kind));
  const help = [
    mind ? '마음이 많이 힘드실 때는 자살예방상담전화 109에 24시간 언제든 전화하실 수 있어요.' : null,
    body ? '몸이 갑자기 많이 아프시거나 넘어지셨을 때는 바로 119에 전화해 주세요.' : null,
  ].filter(Boolean);
  return [
    mind
      ? `지난달에는 많이 힘든 마음을 ${name}에게 털어놓으신 날이 있었어요. 말씀해 주셔서 정말 고마워요.`
      : `지난달에는 몸이 많이 편찮으시거나 위험했던 날이 있었어요. ${name}에게 말씀해 주셔서 고마워요.`,
    '혼자 견디지 마시고 주변 사람이나 담당 사회복지사에게도 꼭 알려 주세요.',
    ...help,
    `${withParticle(name, '은', '는')} 늘 여기서 이야기를 들을게요.`,
  ].join(' ');
}

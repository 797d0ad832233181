import { ApiError } from '@ieum/platform';
import { seoulParts } from '@ieum/domain';

/** The chart's colours, given to the emotions in order of size (largest first), cycling. */
export const EMOTION_PALETTE = ['#5D47FF', '#FF6B6B', '#FFD93D', '#6BCB77', '#4D96FF', '#FFB5E8', '#C084FC'] as const;

export interface EmotionSlice {
  label: string;
  percent: number;
  color: string;
}

/** Largest first (ties keep the server's order); zero and non-numbers are left out. */
export function emotionSlices(percentages: Record<string, number> | null | undefined): EmotionSlice[] {
  return Object.entries(percentages ?? {})
    .filter(([, percent]) => typeof percent === 'number' && Number.isFinite(percent) && percent > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([label, percent], index) => ({ label, percent, color: EMOTION_PALETTE[index % EMOTION_PALETTE.length] }));
}

/** 'YYYY-MM' -> 'YYYY년 M월'. */
export function koreanMonth(month: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? `${match[1]}년 ${Number(match[2])}월` : null;
}

/** The calendar month before `now` in Seoul as 'YYYY-MM' (used when the server does not say). */
export function previousSeoulMonth(now = new Date()): string {
  const { year, month } = seoulParts(now);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** What to tell the user when the analysis did not load, by the answer's status. */
export function sentimentErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  switch (status) {
    case 0:
      return '서버에 연결할 수 없습니다. 인터넷 연결을 확인하고 다시 시도해 주세요.';
    case 401:
      return '인증이 만료되었습니다. 다시 로그인해주세요.';
    case 403:
      return '접근 권한이 없습니다.';
    case 404:
      return '감정 분석 결과를 찾을 수 없습니다.';
    case 500:
      return '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
    default:
      return `감정 분석 결과를 불러오지 못했습니다. (오류 코드 ${status})`;
  }
}

// The request form's rules (domain: 30-minute grid, not in the past, REQUEST_HORIZON_DAYS), said in words.
import { type CalendarDate, lastRequestDay, REQUEST_HORIZON_DAYS, seoulParts, seoulWallClock, SLOT_STEP_MINUTES } from '@ieum/domain';
import { compareDates } from './when';

export type RuleProblem = 'PAST_DAY' | 'PAST_TIME' | 'TOO_FAR' | 'OFF_GRID';

const today = (nowMs: number): CalendarDate => {
  const { year, month, day } = seoulParts(nowMs);
  return { year, month, day };
};

export function dateProblem(date: CalendarDate, nowMs: number): RuleProblem | null {
  if (compareDates(date, today(nowMs)) < 0) return 'PAST_DAY';
  if (compareDates(date, lastRequestDay(today(nowMs))) > 0) return 'TOO_FAR';
  return null;
}

export function timeProblem(date: CalendarDate, minuteOfDay: number, nowMs: number): RuleProblem | null {
  if (minuteOfDay % SLOT_STEP_MINUTES !== 0) return 'OFF_GRID';
  if (startOf(date, minuteOfDay).getTime() <= nowMs) return 'PAST_TIME';
  return null;
}

export function startOf(date: CalendarDate, minuteOfDay: number): Date {
  return seoulWallClock(date.year, date.month, date.day, Math.floor(minuteOfDay / 60), minuteOfDay % 60);
}

export function explainProblem(problem: RuleProblem, nowMs: number, minuteOfDay?: number): string {
  switch (problem) {
    case 'PAST_DAY':
      return '그 날은 이미 지났어요. 오늘이나 그 뒤의 날을 말씀해 주세요.';
    case 'PAST_TIME':
      return '그 시간은 이미 지났어요. 지금보다 뒤의 시간을 말씀해 주세요.';
    case 'TOO_FAR': {
      const last = lastRequestDay(today(nowMs));
      return `방문은 오늘부터 ${REQUEST_HORIZON_DAYS}일 안, ${last.month}월 ${last.day}일까지만 신청할 수 있어요. 그 안의 날을 말씀해 주세요.`;
    }
    case 'OFF_GRID': {
      const hour = Math.floor((minuteOfDay ?? 0) / 60) % 12 || 12;
      return `방문은 정각이나 30분에 시작해요. ${hour}시나 ${hour}시 반처럼 말씀해 주세요.`;
    }
  }
}

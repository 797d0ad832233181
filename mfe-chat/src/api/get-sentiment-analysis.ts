import { chatRequest } from './connection';

/** Last calendar month (Asia/Seoul) of the user's chats; empty percentages when there was no chat. */
export interface SentimentAnalysis {
  /** Emotion label -> whole percent; they add up to 100. */
  sentimentPercentages: Record<string, number>;
  feedback: string;
  chatBotName: string;
  /** 'YYYY-MM' */
  month?: string;
}

export function getSentimentAnalysis(): Promise<SentimentAnalysis> {
  return chatRequest<SentimentAnalysis>('api', { method: 'GET', url: '/sentimentAnalysis' }, '감정 분석 결과를 불러오지 못했습니다.');
}

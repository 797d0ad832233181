import type { ApiResponse } from '@ieum/api-types';
import { chatRequest } from './connection';

/** Last calendar month (Asia/Seoul) of the user's chats: emotion -> whole percent (adding up to 100), empty when there was no chat. */
export type SentimentAnalysis = ApiResponse<'/api/sentimentAnalysis', 'get'>;

export function getSentimentAnalysis(): Promise<SentimentAnalysis> {
  return chatRequest<SentimentAnalysis>('api', { method: 'GET', url: '/sentimentAnalysis' }, '감정 분석 결과를 불러오지 못했습니다.');
}

import type { AiQuery, AiResponse } from '@ieum/api-types';
import { chatRequest } from './connection';

type HistoryBody = AiResponse<'/chat/history', 'get'>;

/** One stored line of the user's conversation (createdAt in Seoul local time without offset). */
export type HistoryMessage = HistoryBody['data']['messages'][number];

/** GET {ai host}/chat/history: the user's own recent messages, oldest first. */
export async function getChatHistory(limit: NonNullable<AiQuery<'/chat/history', 'get'>['limit']> = 50): Promise<HistoryMessage[]> {
  const body = await chatRequest<HistoryBody>('ai', { method: 'GET', url: '/chat/history', params: { limit } }, '대화 기록을 불러오지 못했습니다.');
  return Array.isArray(body?.data?.messages) ? body.data.messages : [];
}

import type { ApiResponse } from '@ieum/api-types';
import { chatRequest } from './connection';

/** The user's companion: its name and picture (a preset id such as 'preset:sun', or an image URL). */
export type Chatbot = ApiResponse<'/api/elderly/chatBot', 'get'>;

/** GET /api/elderly/chatBot; 404 CHATBOT_NOT_SET when the user has not named it yet. */
export function getChatbot(): Promise<Chatbot> {
  return chatRequest<Chatbot>('api', { method: 'GET', url: '/elderly/chatBot' }, '채팅 API 호출 중 오류가 발생했습니다.');
}

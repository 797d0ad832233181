import type { ApiBody, ApiResponse } from '@ieum/api-types';
import { chatRequest } from './connection';

export const SAVE_CHATBOT_FAILED = '챗봇 이름 저장 중 오류가 발생했습니다.';

/** PATCH /api/elderly {name, profileImage}: names the companion and picks its picture. */
export function saveChatbot(chatbot: ApiBody<'/api/elderly', 'patch'>): Promise<ApiResponse<'/api/elderly', 'patch'>> {
  return chatRequest<ApiResponse<'/api/elderly', 'patch'>>('api', { method: 'PATCH', url: '/elderly', data: chatbot }, SAVE_CHATBOT_FAILED);
}

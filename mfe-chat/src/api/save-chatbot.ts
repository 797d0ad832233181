import type { Chatbot } from './get-chatbot';
import { chatRequest } from './connection';

export const SAVE_CHATBOT_FAILED = '챗봇 이름 저장 중 오류가 발생했습니다.';

/** PATCH /api/elderly {name, profileImage}: names the companion and picks its picture. */
export function saveChatbot(chatbot: Chatbot): Promise<Chatbot> {
  return chatRequest<Chatbot>('api', { method: 'PATCH', url: '/elderly', data: chatbot }, SAVE_CHATBOT_FAILED);
}

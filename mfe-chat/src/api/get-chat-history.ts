import { chatRequest } from './connection';

export interface HistoryMessage {
  id: string | number;
  sender: 'user' | 'ai';
  text: string;
  audioPath: string | null;
  createdAt: string;
}

interface HistoryBody {
  status: 'success';
  data: { messages: HistoryMessage[] };
}

/** GET {ai host}/chat/history: the user's own recent messages, oldest first. */
export async function getChatHistory(limit = 50): Promise<HistoryMessage[]> {
  const body = await chatRequest<HistoryBody>('ai', { method: 'GET', url: '/chat/history', params: { limit } }, '대화 기록을 불러오지 못했습니다.');
  return Array.isArray(body?.data?.messages) ? body.data.messages : [];
}

import { chatRequest } from './connection';

/** An offer the companion makes, such as asking for a volunteer visit. */
export interface ChatSuggestion {
  kind: 'REQUEST_VISIT';
  text: string;
}

export interface ChatReply {
  text: string;
  /** A path on the AI host ('/audio/<name>.mp3'); null when speech failed. */
  audio_path: string | null;
  id?: string | number;
  createdAt?: string;
  suggestion?: ChatSuggestion;
}

interface ChatReplyBody {
  status: 'success';
  data: { response: ChatReply };
}

/** A reply and its speech can take a while on a busy host; the user sees 답변을 생성 중입니다... meanwhile. */
const REPLY_TIMEOUT_MS = 60_000;

/** POST {ai host}/chat/text {text}: the companion's answer with its speech. */
export async function sendChatMessage(text: string): Promise<ChatReply> {
  const body = await chatRequest<ChatReplyBody>(
    'ai',
    { method: 'POST', url: '/chat/text', data: { text }, timeout: REPLY_TIMEOUT_MS },
    '채팅 API 호출 중 오류가 발생했습니다.',
  );
  const reply = body?.data?.response;
  if (!reply || typeof reply.text !== 'string') throw new Error('the AI host answered without a reply');
  return reply;
}

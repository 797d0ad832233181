import type { AiBody, AiResponse } from '@ieum/api-types';
import { chatRequest } from './connection';

type ChatReplyBody = AiResponse<'/chat/text', 'post'>;

/** The companion's answer: its text, its speech ('/audio/<name>.mp3' on the AI host; null when speech failed), an offer it makes. */
export type ChatReply = ChatReplyBody['data']['response'];

/** An offer the companion makes, such as asking for a volunteer visit. */
export type ChatSuggestion = NonNullable<ChatReply['suggestion']>;

/** A reply and its speech can take a while on a busy host; the user sees 답변을 생성 중입니다... meanwhile. */
const REPLY_TIMEOUT_MS = 60_000;

/** POST {ai host}/chat/text {text}: the companion's answer with its speech. */
export async function sendChatMessage(text: AiBody<'/chat/text', 'post'>['text']): Promise<ChatReply> {
  const body = await chatRequest<ChatReplyBody>(
    'ai',
    { method: 'POST', url: '/chat/text', data: { text }, timeout: REPLY_TIMEOUT_MS },
    '채팅 API 호출 중 오류가 발생했습니다.',
  );
  const reply = body?.data?.response;
  if (!reply || typeof reply.text !== 'string') throw new Error('the AI host answered without a reply');
  return reply;
}

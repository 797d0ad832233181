import type { ChatSuggestion } from '../api/send-chat-message';

/** One line of the conversation as the chat page shows it. */
export interface ChatMessage {
  /** Counter from 1 (the greeting) for this visit; history keeps the server's id. */
  id: string;
  sender: 'user' | 'ai';
  content: string;
  /** When it was said (Seoul local text from the server, or an ISO instant); shown as Korean 12-hour Seoul time. */
  createdAt: string;
  /** A path on the AI host, for replies with speech. */
  audioPath?: string | null;
  suggestion?: ChatSuggestion;
  /** The greeting's text follows the companion's name, which may arrive after it. */
  greeting?: boolean;
}

export const CHAT_FAILURE_MESSAGE = '죄송합니다. 현재 요청을 처리할 수 없습니다.';

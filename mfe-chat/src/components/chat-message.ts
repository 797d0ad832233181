import type { ChatSuggestion } from '../api/send-chat-message';

/** One line of the conversation as the chat page shows it. */
export interface ChatMessage {
  /** Counter from 1 (the greeting) for this visit; history keeps the server's id. */
  id: string;
  sender: 'user' | 'ai';
  content: string;
  /** When it was said (ISO); shown as Korean 12-hour time. */
  createdAt: string;
  /** A path on the AI host, for replies with speech. */
  audioPath?: string | null;
  suggestion?: ChatSuggestion;
  /** The greeting's text follows the companion's name, which may arrive after it. */
  greeting?: boolean;
}

/** '오후 3:05' in Seoul time (no daylight saving there), without relying on the runtime's Korean locale data. */
export function koreanTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seoul = new Date(date.getTime() + 9 * 60 * 60 * 1000);
  const hours = seoul.getUTCHours();
  const minutes = String(seoul.getUTCMinutes()).padStart(2, '0');
  return `${hours < 12 ? '오전' : '오후'} ${hours % 12 === 0 ? 12 : hours % 12}:${minutes}`;
}

export function greetingText(chatbotName: string): string {
  return `안녕하세요! 저는 ${chatbotName}입니다. 오늘 하루는 어떠셨어요? 있었던 일이나 지금 기분을 편하게 이야기해 주세요. 나눈 대화로 감정도 분석해 드릴게요.`;
}

export const CHAT_FAILURE_MESSAGE = '죄송합니다. 현재 요청을 처리할 수 없습니다.';

import type { AiResponse } from '@ieum/api-types';
import { startLocalServer, type Answer, type ReceivedRequest } from '@ieum/app-kit/src/testing/local-api';
import type { ChatReply } from '../api/send-chat-message';

/**
 * A local HTTP server speaking the chat contract (the API under /api, the AI host under /ai) so
 * the pages run their real calls against it. Tests set what it answers and read what it got.
 */
export interface ContractServer {
  url: string;
  apiBase: string;
  aiBase: string;
  requests: ReceivedRequest[];
  chatbot: Answer;
  saveChatbot: Answer | null;
  sentiment: Answer;
  history: Answer;
  /** Answers for POST /chat/text in order; when empty, an echo reply with audio. */
  replies: Answer[];
  /** When set, POST /chat/text waits for this before answering. */
  holdReplies: Promise<void> | null;
  close(): Promise<void>;
}

/** A 200 of POST /chat/text as the AI host's document types it. */
export function chatReply(text: string, extra: Partial<ChatReply> = {}): Answer {
  const body: AiResponse<'/chat/text', 'post'> = {
    status: 'success',
    data: { response: { text, audio_path: '/audio/reply-1.mp3', id: 1, createdAt: new Date().toISOString(), emotion: '평온', risk: { level: 'none', kind: null }, ...extra } },
  };
  return { status: 200, body };
}

export async function startContractServer(): Promise<ContractServer> {
  const state: Omit<ContractServer, 'url' | 'apiBase' | 'aiBase' | 'close'> = {
    requests: [],
    chatbot: { status: 200, body: { name: '복실이', profileImage: 'preset:moon' } },
    saveChatbot: null,
    sentiment: { status: 200, body: { sentimentPercentages: {}, feedback: '', chatBotName: '복실이', month: '2026-10' } },
    history: { status: 200, body: { status: 'success', data: { messages: [] } } },
    replies: [],
    holdReplies: null,
  };
  const server = await startLocalServer(async (request) => {
    state.requests.push(request);
    if (!request.authorization?.startsWith('Bearer ')) return { status: 401, body: { message: '로그인이 필요합니다.', code: 'AUTH_REQUIRED' } };
    switch (`${request.method} ${request.path}`) {
      case 'GET /api/elderly/chatBot':
        return state.chatbot;
      case 'PATCH /api/elderly': {
        if (state.saveChatbot) return state.saveChatbot;
        state.chatbot = { status: 200, body: request.body };
        return state.chatbot;
      }
      case 'GET /api/sentimentAnalysis':
        return state.sentiment;
      case 'GET /ai/chat/history':
        return state.history;
      case 'POST /ai/chat/text': {
        if (state.holdReplies) await state.holdReplies;
        const next = state.replies.shift();
        return next ?? chatReply(`"${(request.body as { text: string }).text}" 잘 들었어요.`);
      }
      default:
        return { status: 404, body: { message: 'not found', code: 'NOT_FOUND' } };
    }
  });
  return Object.assign(state, { url: server.url, apiBase: `${server.url}/api`, aiBase: `${server.url}/ai`, close: server.close });
}

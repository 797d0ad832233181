import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer the fake gives: a status and a JSON body (or none); status 0 drops the connection unanswered. */
export interface Answer {
  status: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: unknown;
}

/**
 * A local HTTP server speaking the chat contract (the API under /api, the AI host under /ai) so
 * the pages run their real calls against it. Tests set what it answers and read what it got.
 */
export interface ContractServer {
  url: string;
  apiBase: string;
  aiBase: string;
  requests: RecordedRequest[];
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

export function chatReply(text: string, extra: Record<string, unknown> = {}): Answer {
  return {
    status: 200,
    body: { status: 'success', data: { response: { text, audio_path: '/audio/reply-1.mp3', id: 'r1', createdAt: new Date().toISOString(), ...extra } } },
  };
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
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

  const server = http.createServer(async (request, response) => {
    // The page runs in jsdom at http://localhost, another origin: answer like the servers' CORS.
    const cors = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    state.requests.push({ method: request.method ?? '', path: url.pathname + url.search, authorization: request.headers.authorization, body });
    const send = ({ status, body: answerBody }: Answer) => {
      if (status === 0) {
        request.socket.destroy();
        return;
      }
      response.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(answerBody === undefined ? '' : JSON.stringify(answerBody));
    };
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      send({ status: 401, body: { message: '로그인이 필요합니다.', code: 'AUTH_REQUIRED' } });
      return;
    }
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /api/elderly/chatBot':
        return send(state.chatbot);
      case 'PATCH /api/elderly': {
        if (state.saveChatbot) return send(state.saveChatbot);
        const saved = body as { name: string; profileImage: string };
        state.chatbot = { status: 200, body: saved };
        return send({ status: 200, body: saved });
      }
      case 'GET /api/sentimentAnalysis':
        return send(state.sentiment);
      case 'GET /ai/chat/history':
        return send(state.history);
      case 'POST /ai/chat/text': {
        if (state.holdReplies) await state.holdReplies;
        const next = state.replies.shift();
        return send(next ?? chatReply(`"${(body as { text: string }).text}" 잘 들었어요.`));
      }
      default:
        return send({ status: 404, body: { message: 'not found', code: 'NOT_FOUND' } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    apiBase: `${url}/api`,
    aiBase: `${url}/ai`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

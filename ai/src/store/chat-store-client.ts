import type { EmotionLabel } from '@ieum/domain';
import { AppError, SERVICE_KEY_HEADER } from '@ieum/server-kit';
import type { Memory, PastMessage } from '../companion/engine';
import type { RiskKind, RiskLevel } from '../companion/risk';
import type { LastCrisis } from '../companion/safety/care-mode';

export interface StoredMessage extends PastMessage {
  id: number;
  audioPath: string | null;
}

export interface ChatContext {
  chatbot: { name: string; profileImage: string } | null;
  recent: StoredMessage[];
  memories: Memory[];
  lastVisitOfferAt: string | null;
  emotionCounts14d: Partial<Record<EmotionLabel, number>>;
  /** The last crisis of the past day (care mode is decided from it); optional for an older API. */
  lastCrisis?: LastCrisis | null;
  /** Whom the person lets be named in a crisis (their sharing settings). */
  careCircle?: { welfareWorkerName: string | null; familyLinked: boolean };
}

export interface ExchangeInput {
  userId: number;
  user: { text: string; emotion: EmotionLabel };
  ai: { text: string; audioPath: string | null };
  memories?: { kind: string; value: string }[];
  mentioned?: string[];
  risk?: { level: RiskLevel; kind: RiskKind | null };
  visitOffered?: boolean;
}

/** The draft of a help request being arranged in chat (kept by the API so any AI host can go on), and the profile address it will use. */
export interface HelpDraftState {
  draft: unknown;
  updatedAt: string | null;
  address: { districtName: string; detail: string } | null;
}

export interface ChatHelpRequestInput {
  userId: number;
  volunteerType: string;
  startTime: string;
  animalType: string;
  addDescription: string;
}

export interface ChatHelpRequestOutcome {
  matchingId: number;
  status: string;
  startTime: string;
  volunteerName: string | null;
}

export const storeUnavailable = () =>
  new AppError(503, 'CHAT_STORE_UNAVAILABLE', '지금은 대화 기록을 불러올 수 없어요. 잠시 후 다시 시도해주세요.');

/**
 * The chat tables live in the API's database (PGlite allows one process), so this host reads
 * and writes them through the API's internal routes, with the service key derived from the
 * shared secret. The API down or slow -> 503 with a Korean message.
 */
export function createChatStoreClient(options: { baseUrl: string; serviceKey: string; timeoutMs: number; log?: { warn: (obj: object, msg: string) => void } }) {
  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: { [SERVICE_KEY_HEADER]: options.serviceKey, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      options.log?.warn({ err: error, path }, 'chat store (API) unreachable');
      throw storeUnavailable();
    }
    if (response.status === 404 && path.includes('/exchange')) {
      throw new AppError(401, 'AUTH_REQUIRED', '인증이 만료되었습니다. 다시 로그인해주세요.');
    }
    // A help request the API refuses (a rule, a limit) is told to the user in the API's own words.
    if (path.startsWith('/internal/chat/help-request') && response.status >= 400 && response.status < 500 && response.status !== 404) {
      const refusal = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
      if (refusal?.code && refusal.message) throw new AppError(response.status, refusal.code, refusal.message);
    }
    if (!response.ok) {
      options.log?.warn({ status: response.status, path }, 'chat store (API) refused');
      throw storeUnavailable();
    }
    return (await response.json()) as T;
  }
  return {
    context: (userId: number) => call<ChatContext>('GET', `/internal/chat/context?userId=${userId}`),
    history: (userId: number, limit: number) => call<{ messages: StoredMessage[] }>('GET', `/internal/chat/history?userId=${userId}&limit=${limit}`),
    saveExchange: (input: ExchangeInput) => call<{ user: StoredMessage; ai: StoredMessage }>('POST', '/internal/chat/exchange', input),
    /** Removes remembered facts by kind (그건 잊어 주세요). */
    forgetMemories: (userId: number, kinds: string[]) => call<{ removed: number }>('POST', '/internal/chat/memories/forget', { userId, kinds }),
    helpDraft: (userId: number) => call<HelpDraftState>('GET', `/internal/chat/help-request/draft?userId=${userId}`),
    saveHelpDraft: (userId: number, draft: object) => call<{ ok: true }>('PUT', '/internal/chat/help-request/draft', { userId, draft }),
    dropHelpDraft: (userId: number) => call<{ ok: true }>('DELETE', `/internal/chat/help-request/draft?userId=${userId}`),
    createHelpRequest: (input: ChatHelpRequestInput) => call<ChatHelpRequestOutcome>('POST', '/internal/chat/help-request', input),
    cancelChatHelpRequest: (userId: number) => call<ChatHelpRequestOutcome | { canceled: null }>('POST', '/internal/chat/help-request/cancel', { userId }),
  };
}

export type ChatStoreClient = ReturnType<typeof createChatStoreClient>;

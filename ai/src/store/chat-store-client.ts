import { AppError, chatInternal as contract, SERVICE_KEY_HEADER, sessionEnded } from '@ieum/server-kit';
import type { z } from 'zod';

// The shapes of the API's internal chat routes: one contract module for both sides (server-kit).
export type StoredMessage = contract.StoredMessage;
export type ChatContext = contract.ChatContext;
export type ExchangeInput = contract.Exchange;
export type HelpDraftState = contract.HelpDraftState;
export type ChatHelpRequestInput = contract.ChatHelpRequestInput;
export type ChatHelpRequestOutcome = contract.ChatHelpRequestOutcome;

const { CHAT_INTERNAL_PATHS: paths } = contract;

export const storeUnavailable = () =>
  new AppError(503, 'CHAT_STORE_UNAVAILABLE', '지금은 대화 기록을 불러올 수 없어요. 잠시 후 다시 시도해주세요.');

/**
 * The chat tables live in the API's database (PGlite allows one process), so this host reads
 * and writes them through the API's internal routes, with the service key derived from the
 * shared secret. The API down or slow -> 503 with a Korean message.
 */
export function createChatStoreClient(options: { baseUrl: string; serviceKey: string; timeoutMs: number; log?: { warn: (obj: object, msg: string) => void } }) {
  async function call<S extends z.ZodType>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, answer: S, body?: object): Promise<z.infer<S>> {
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
    // The turn's session check rides on the context call: ended -> the same 401 as the check itself.
    if (response.status === 401 && path.startsWith(paths.context)) throw sessionEnded();
    if (response.status === 404 && path.startsWith(paths.exchange)) {
      throw new AppError(401, 'AUTH_REQUIRED', '인증이 만료되었습니다. 다시 로그인해주세요.');
    }
    // A help request the API refuses (a rule, a limit) is told to the user in the API's own words.
    if (path.startsWith(paths.helpRequest) && response.status >= 400 && response.status < 500 && response.status !== 404) {
      const refusal = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
      if (refusal?.code && refusal.message) throw new AppError(response.status, refusal.code, refusal.message);
    }
    if (!response.ok) {
      options.log?.warn({ status: response.status, path }, 'chat store (API) refused');
      throw storeUnavailable();
    }
    // An answer outside the contract is the API's fault, never acted on.
    const parsed = answer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      options.log?.warn({ path, issues: parsed.error.issues.slice(0, 5) }, 'chat store (API) answered outside the contract');
      throw storeUnavailable();
    }
    return parsed.data;
  }
  const query = (path: string, params: Record<string, string | number | undefined>) =>
    `${path}?${new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)] as [string, string]])))}`;
  return {
    /** Everything a turn reads; with the token's sessionId the API also checks that session (401 SESSION_ENDED when ended). */
    context: (userId: number, sessionId?: string) => call('GET', query(paths.context, { userId, sessionId }), contract.chatContextSchema),
    history: (userId: number, limit: number) => call('GET', query(paths.history, { userId, limit }), contract.chatHistorySchema),
    saveExchange: (input: ExchangeInput) => call('POST', paths.exchange, contract.exchangeResultSchema, input),
    /** Removes remembered facts by kind (그건 잊어 주세요). */
    forgetMemories: (userId: number, kinds: string[]) => call('POST', paths.forgetMemories, contract.forgetMemoriesResultSchema, { userId, kinds }),
    helpDraft: (userId: number) => call('GET', query(paths.helpDraft, { userId }), contract.helpDraftStateSchema),
    saveHelpDraft: (userId: number, draft: object) => call('PUT', paths.helpDraft, contract.okSchema, { userId, draft }),
    dropHelpDraft: (userId: number) => call('DELETE', query(paths.helpDraft, { userId }), contract.okSchema),
    createHelpRequest: (input: ChatHelpRequestInput) => call('POST', paths.helpRequest, contract.chatHelpRequestOutcomeSchema, input),
    cancelChatHelpRequest: (userId: number) => call('POST', paths.cancelHelpRequest, contract.cancelChatHelpRequestResultSchema, { userId }),
  };
}

export type ChatStoreClient = ReturnType<typeof createChatStoreClient>;

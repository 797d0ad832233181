import { API_BASE_URL, apiRequest } from '@ieum/platform';

type RequestConfig = Parameters<typeof apiRequest>[0];

/** Where the chat's calls go and how they are signed. */
export interface ChatConnection {
  /** The API, e.g. '/api' through the shell or 'https://api.example.kr/api' from an embed. */
  apiBase: string;
  /** The AI host, e.g. '/ai' through the shell (the shell strips the prefix). */
  aiBase: string;
  /** The bearer token to send; without it the signed-in app's own session is used. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
}

const APP_CONNECTION: ChatConnection = { apiBase: API_BASE_URL, aiBase: '/ai' };
let connection: ChatConnection = APP_CONNECTION;

/** The embed (and tests) point the chat at other origins; the app inside the shell never calls this. */
export function configureChatConnection(next: Partial<ChatConnection>) {
  connection = { ...connection, ...next };
}

export function resetChatConnection() {
  connection = APP_CONNECTION;
}

export function chatConnection(): ChatConnection {
  return connection;
}

/** A path on the AI host (an audio file) as the browser must fetch it. */
export function aiHostUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${connection.aiBase.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One call to the API or the AI host; failures throw ApiError with the server's or the default message. */
export async function chatRequest<T>(host: 'api' | 'ai', config: RequestConfig, defaultMessage: string): Promise<T> {
  const { apiBase, aiBase, getToken } = connection;
  const headers: Record<string, string> = { ...(config.headers as Record<string, string> | undefined) };
  if (getToken) {
    const token = await getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return apiRequest<T>({ ...config, baseURL: host === 'api' ? apiBase : aiBase, headers }, defaultMessage);
}

/**
 * Who is signed in to the embed, as a storage key: the `sub` (user id) of the integrator's
 * current token, read without verifying it (the servers verify; this only keeps one person's
 * companion apart from the next person's on a shared page). Null when there is no readable token.
 */
export async function embeddedUserKey(): Promise<string | null> {
  const token = await connection.getToken?.();
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' && /^\d+$/.test(json.sub) ? `user-${json.sub}` : null;
  } catch {
    return null;
  }
}

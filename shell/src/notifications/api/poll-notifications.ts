import { apiRequest } from '@ieum/platform';
import { NOTIFICATIONS_LOAD_FAILED, type AppNotification } from './notification';

export type PollResult = { changed: false } | { changed: true; etag: string | null; items: AppNotification[] };

/**
 * The watcher's poll: sends the last ETag back, so an unchanged list is a 304 without a body.
 * The response is unwrapped here (not by apiRequest) because the ETag header is needed too.
 */
export function pollNotifications(etag: string | null): Promise<PollResult> {
  return apiRequest<PollResult>(
    {
      method: 'GET',
      url: '/user/notification',
      headers: etag ? { 'If-None-Match': etag } : {},
      validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
      transformResponse: [
        (data: unknown, headers, status) => {
          const body = typeof data === 'string' && data !== '' ? safeJson(data) : data;
          if (status === 304) return { changed: false };
          if (status !== undefined && status >= 200 && status < 300) {
            return { changed: true, etag: headers?.etag ?? null, items: Array.isArray(body) ? body : [] };
          }
          return body; // an error body, read by apiRequest for its message and code
        },
      ],
    },
    NOTIFICATIONS_LOAD_FAILED,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

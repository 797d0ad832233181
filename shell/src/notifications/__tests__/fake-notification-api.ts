import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppNotification } from '../api/notification';
import { toSeoulIso } from '@ieum/domain';

/**
 * A local HTTP server speaking the API's poll protocol (ETag, 304 when unchanged), with the CORS
 * headers jsdom needs, so the shell's real API calls run against it.
 */
export interface NotificationApiServer {
  baseUrl: string;
  items: AppNotification[];
  /** Answers with this status instead (500 for a failing server); null for the normal answer. */
  failWith: number | null;
  polls: { at: number; ifNoneMatch?: string; authorization?: string }[];
  patches: string[];
  add(item: Partial<AppNotification> & { createdAt: string }): AppNotification;
  close(): Promise<void>;
}

let nextId = 1;

export async function startNotificationApi(): Promise<NotificationApiServer> {
  const state = {
    items: [] as AppNotification[],
    failWith: null as number | null,
    polls: [] as NotificationApiServer['polls'],
    patches: [] as string[],
  };
  const etagOf = () => `W/"n1-${state.items.reduce((max, item) => Math.max(max, item.id), 0)}-${state.items.filter((item) => item.readAt).length}"`;
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, if-none-match, content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, PATCH');
    res.setHeader('Access-Control-Expose-Headers', 'ETag');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method === 'PATCH') {
      state.patches.push(req.url!);
      const id = Number(req.url!.split('/').pop());
      const item = state.items.find((candidate) => candidate.id === id);
      if (item) item.readAt = '2026-12-01T10:00:00';
      return res.writeHead(item ? 204 : 404).end();
    }
    state.polls.push({ at: Date.now(), ifNoneMatch: req.headers['if-none-match'], authorization: req.headers.authorization });
    if (state.failWith) {
      res.writeHead(state.failWith, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ message: '서버 오류', code: 'INTERNAL' }));
    }
    const etag = etagOf();
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { ETag: etag }).end();
    res.writeHead(200, { 'Content-Type': 'application/json', ETag: etag });
    res.end(JSON.stringify([...state.items].sort((a, b) => b.id - a.id)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api: NotificationApiServer = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    get items() {
      return state.items;
    },
    set items(value) {
      state.items = value;
    },
    get failWith() {
      return state.failWith;
    },
    set failWith(value) {
      state.failWith = value;
    },
    polls: state.polls,
    patches: state.patches,
    add(partial) {
      const item: AppNotification = { id: nextId++, kind: 'MATCHED', activityId: 7, careAlertId: null, title: '제목', body: '내용', readAt: null, ...partial };
      state.items.push(item);
      return item;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}

/** Seoul wall-clock time (as the API writes it) of a moment ms milliseconds from now. */
export function seoulTime(offsetMs = 0): string {
  return toSeoulIso(Date.now() + offsetMs);
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

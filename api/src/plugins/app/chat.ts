import { type EmotionLabel, EMOTION_LABELS, toSeoulIso } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';
import { largestRemainderPercents, monthlyFeedback, previousSeoulMonth } from '../../domain/sentiment';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatStore;
  }
}

export const RISK_KINDS = ['SUICIDE', 'SELF_HARM', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

export interface Chatbot {
  name: string;
  profileImage: string;
}

export interface StoredMessage {
  id: number;
  sender: 'user' | 'ai';
  text: string;
  audioPath: string | null;
  /** Seoul local time without offset, e.g. 2026-12-01T14:30:05 */
  createdAt: string;
}

export interface ChatContext {
  chatbot: Chatbot | null;
  /** The last turns, oldest first (what the reply engine sees). */
  recent: StoredMessage[];
  /** Facts the companion remembers (e.g. 손자 -> 민준), with when it last brought each up. */
  memories: { kind: string; value: string; createdAt: string; mentionedAt: string | null }[];
  lastVisitOfferAt: string | null;
  /** The user's messages of the last 14 days by label. */
  emotionCounts14d: Partial<Record<EmotionLabel, number>>;
}

export interface Exchange {
  userId: number;
  user: { text: string; emotion: EmotionLabel };
  ai: { text: string; audioPath: string | null };
  memories?: { kind: string; value: string }[];
  /** Kinds of memory the reply brought up (so it is not repeated every turn). */
  mentioned?: string[];
  risk?: RiskKind;
  visitOffered?: boolean;
}

export interface MonthlyAnalysis {
  month: string;
  percentages: Partial<Record<EmotionLabel, number>>;
  feedback: string;
}

export const RECENT_TURNS = 12;
export const EMOTION_WINDOW_DAYS = 14;

interface MessageRow {
  id: number;
  sender: 'user' | 'ai';
  text: string;
  audio_path: string | null;
  created_at: Date;
}

const toMessage = (row: MessageRow): StoredMessage => ({
  id: Number(row.id),
  sender: row.sender,
  text: row.text,
  audioPath: row.audio_path,
  createdAt: toSeoulIso(row.created_at),
});

/** The AI companion's storage: chatbot settings, messages with emotion labels, memories, risk signals, visit offers, monthly analyses. */
export function createChatStore(db: Queryable & { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> }, now: () => number) {
  return {
    async getChatbot(userId: number, tx: Queryable = db): Promise<Chatbot | undefined> {
      const [row] = await tx.query<{ name: string; profile_image: string }>('select name, profile_image from chatbots where user_id = $1', [userId]);
      return row && { name: row.name, profileImage: row.profile_image };
    },

    async setChatbot(userId: number, chatbot: Chatbot): Promise<Chatbot> {
      await db.query(
        `insert into chatbots (user_id, name, profile_image, updated_at) values ($1, $2, $3, $4)
         on conflict (user_id) do update set name = excluded.name, profile_image = excluded.profile_image, updated_at = excluded.updated_at`,
        [userId, chatbot.name, chatbot.profileImage, new Date(now())],
      );
      return chatbot;
    },

    async history(userId: number, limit: number, tx: Queryable = db): Promise<StoredMessage[]> {
      const rows = await tx.query<MessageRow>(
        `select id, sender, text, audio_path, created_at from chat_messages where user_id = $1
         order by created_at desc, id desc limit $2`,
        [userId, limit],
      );
      return rows.toReversed().map(toMessage);
    },

    async context(userId: number): Promise<ChatContext> {
      const since = new Date(now() - EMOTION_WINDOW_DAYS * 24 * 60 * 60 * 1000);
      const [chatbot, recent, memoryRows, offerRows, emotionRows] = await Promise.all([
        this.getChatbot(userId),
        this.history(userId, RECENT_TURNS),
        db.query<{ kind: string; value: string; created_at: Date; mentioned_at: Date | null }>(
          'select kind, value, created_at, mentioned_at from chat_memories where user_id = $1 order by created_at, kind',
          [userId],
        ),
        db.query<{ offered_at: Date }>('select offered_at from chat_visit_offers where user_id = $1', [userId]),
        db.query<{ emotion: EmotionLabel; count: number }>(
          `select emotion, count(*)::int as count from chat_messages
           where user_id = $1 and sender = 'user' and created_at >= $2 group by emotion`,
          [userId, since],
        ),
      ]);
      return {
        chatbot: chatbot ?? null,
        recent,
        memories: memoryRows.map((row) => ({
          kind: row.kind,
          value: row.value,
          createdAt: row.created_at.toISOString(),
          mentionedAt: row.mentioned_at ? row.mentioned_at.toISOString() : null,
        })),
        lastVisitOfferAt: offerRows[0] ? offerRows[0].offered_at.toISOString() : null,
        emotionCounts14d: Object.fromEntries(emotionRows.map((row) => [row.emotion, Number(row.count)])),
      };
    },

    /** The user's message and the reply, with what they taught the companion, in one transaction. */
    async saveExchange(exchange: Exchange): Promise<{ user: StoredMessage; ai: StoredMessage }> {
      const at = now();
      return db.transaction(async (tx) => {
        const insert = (sender: 'user' | 'ai', text: string, emotion: EmotionLabel | null, audioPath: string | null, atMs: number) =>
          tx.query<MessageRow>(
            `insert into chat_messages (user_id, sender, text, emotion, audio_path, created_at) values ($1, $2, $3, $4, $5, $6)
             returning id, sender, text, audio_path, created_at`,
            [exchange.userId, sender, text, emotion, audioPath, new Date(atMs)],
          );
        const [user] = await insert('user', exchange.user.text, exchange.user.emotion, null, at);
        // One millisecond later, so the reply always sorts after the message it answers.
        const [ai] = await insert('ai', exchange.ai.text, null, exchange.ai.audioPath, at + 1);
        for (const memory of exchange.memories ?? []) {
          await tx.query(
            `insert into chat_memories (user_id, kind, value, created_at) values ($1, $2, $3, $4)
             on conflict (user_id, kind) do update set value = excluded.value, created_at = excluded.created_at, mentioned_at = null`,
            [exchange.userId, memory.kind, memory.value, new Date(at)],
          );
        }
        if (exchange.mentioned?.length) {
          await tx.query('update chat_memories set mentioned_at = $3 where user_id = $1 and kind = any($2::text[])', [
            exchange.userId,
            exchange.mentioned,
            new Date(at),
          ]);
        }
        if (exchange.risk) {
          await tx.query('insert into chat_risk_signals (user_id, kind, message, created_at) values ($1, $2, $3, $4)', [
            exchange.userId,
            exchange.risk,
            exchange.user.text,
            new Date(at),
          ]);
        }
        if (exchange.visitOffered) {
          await tx.query(
            `insert into chat_visit_offers (user_id, offered_at) values ($1, $2)
             on conflict (user_id) do update set offered_at = excluded.offered_at`,
            [exchange.userId, new Date(at)],
          );
        }
        return { user: toMessage(user), ai: toMessage(ai) };
      });
    },

    /** Removes remembered facts by kind (the user said 그건 잊어 주세요); how many were removed. */
    async forgetMemories(userId: number, kinds: string[]): Promise<number> {
      const rows = await db.query<{ kind: string }>('delete from chat_memories where user_id = $1 and kind = any($2::text[]) returning kind', [userId, kinds]);
      return rows.length;
    },

    async riskSignals(userId: number): Promise<{ kind: RiskKind; message: string; createdAt: string }[]> {
      const rows = await db.query<{ kind: RiskKind; message: string; created_at: Date }>(
        'select kind, message, created_at from chat_risk_signals where user_id = $1 order by created_at, id',
        [userId],
      );
      return rows.map((row) => ({ kind: row.kind, message: row.message, createdAt: toSeoulIso(row.created_at) }));
    },

    /**
     * The previous Seoul calendar month's analysis. That month is over, so its result never
     * changes: computed on the first request and kept in chat_monthly_analyses.
     */
    async monthlyAnalysis(userId: number, chatBotName: string): Promise<MonthlyAnalysis> {
      const { month, start, end } = previousSeoulMonth(now());
      const [cached] = await db.query<{ percentages: Partial<Record<EmotionLabel, number>>; feedback: string }>(
        'select percentages, feedback from chat_monthly_analyses where user_id = $1 and month = $2',
        [userId, month],
      );
      if (cached) return { month, percentages: cached.percentages, feedback: cached.feedback };
      const rows = await db.query<{ emotion: EmotionLabel; count: number }>(
        `select emotion, count(*)::int as count from chat_messages
         where user_id = $1 and sender = 'user' and created_at >= $2 and created_at < $3 group by emotion`,
        [userId, start, end],
      );
      const counts = Object.fromEntries(rows.filter((row) => EMOTION_LABELS.includes(row.emotion)).map((row) => [row.emotion, Number(row.count)]));
      const percentages = largestRemainderPercents(counts);
      const feedback = monthlyFeedback(counts, chatBotName, { kinds: await riskKindsIn(db, userId, start, end) });
      await db.query(
        `insert into chat_monthly_analyses (user_id, month, percentages, feedback, computed_at) values ($1, $2, $3::jsonb, $4, $5)
         on conflict (user_id, month) do nothing`,
        [userId, month, JSON.stringify(percentages), feedback, new Date(now())],
      );
      return { month, percentages, feedback };
    },
  };
}

/** The kinds of the risky messages (chat_risk_signals) a user sent in [start, end). */
async function riskKindsIn(db: Queryable, userId: number, start: Date, end: Date): Promise<string[]> {
  const rows = await db.query<{ kind: string }>(
    'select distinct kind from chat_risk_signals where user_id = $1 and created_at >= $2 and created_at < $3 order by kind',
    [userId, start, end],
  );
  return rows.map((row) => row.kind);
}

export type ChatStore = ReturnType<typeof createChatStore>;

export const chatPlugin = fp(
  async (app, options: { now: () => number }) => {
    app.decorate('chat', createChatStore(app.db, options.now));
  },
  { name: 'chat', dependencies: ['database'] },
);

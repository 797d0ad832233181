import { districtName, type EmotionLabel, EMOTION_LABELS, toSeoulIso } from '@ieum/domain';
import { chatInternal } from '@ieum/server-kit';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';
import { sharingOf } from './care/sharing';
import { largestRemainderPercents, monthlyFeedback, previousSeoulMonth } from '../../domain/sentiment';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatStore;
  }
}

export const { RISK_KINDS, RISK_LEVELS } = chatInternal;
export type RiskKind = chatInternal.RiskKind;
export type RiskLevel = chatInternal.StoredRiskLevel;
/** 도움이 필요해요 during a visit (visits.ts) shares the signals table for its care alert, but is not something said in chat. */
const VISIT_HELP_KIND = 'VISIT_HELP';

// The shapes the AI host reads and writes live once, in the internal contract (server-kit).
export type LastCrisis = chatInternal.LastCrisis;
export type CareCircle = chatInternal.CareCircle;
export type StoredMessage = chatInternal.StoredMessage;
export type ChatContext = chatInternal.ChatContext;
export type Exchange = chatInternal.Exchange;
export type HelpDraftState = chatInternal.HelpDraftState;

export const CRISIS_LOOKBACK_HOURS = 24;

export interface Chatbot {
  name: string;
  profileImage: string;
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
      const [chatbot, recent, memoryRows, offerRows, emotionRows, lastCrisis, careCircle, helpDraft] = await Promise.all([
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
        this.lastCrisis(userId),
        this.careCircle(userId),
        this.helpDraft(userId),
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
        lastCrisis,
        careCircle,
        helpDraft,
      };
    },

    /** The help request being arranged in chat and the profile address it would use (null for anyone but an elderly user). */
    async helpDraft(userId: number): Promise<HelpDraftState> {
      const [[row], [user]] = await Promise.all([
        db.query<{ draft: unknown; updated_at: Date }>('select draft, updated_at from chat_help_drafts where user_id = $1', [userId]),
        db.query<{ district: string; address_detail: string }>(`select district, address_detail from users where id = $1 and user_type = 'elderly'`, [userId]),
      ]);
      return {
        draft: row?.draft ?? null,
        updatedAt: row ? row.updated_at.toISOString() : null,
        address: user ? { districtName: districtName(user.district), detail: user.address_detail } : null,
      };
    },

    async lastCrisis(userId: number): Promise<LastCrisis | null> {
      const since = new Date(now() - CRISIS_LOOKBACK_HOURS * 60 * 60 * 1000);
      const [row] = await db.query<{ kind: RiskKind; created_at: Date; turns: number; staff_alerted: boolean | null; family_alerted: boolean | null }>(
        `select s.kind, s.created_at, a.staff_alerted, a.family_alerted,
           (select count(*)::int from chat_messages m where m.user_id = s.user_id and m.sender = 'user' and m.created_at > s.created_at) as turns
         from chat_risk_signals s left join care_alerts a on a.signal_id = s.id
         where s.user_id = $1 and s.level = 'crisis' and s.kind is distinct from $3 and s.created_at >= $2 order by s.created_at desc, s.id desc limit 1`,
        [userId, since, VISIT_HELP_KIND],
      );
      if (!row) return null;
      return {
        kind: row.kind,
        createdAt: row.created_at.toISOString(),
        userTurnsSince: Number(row.turns),
        staffAlerted: row.staff_alerted === true,
        familyAlerted: row.family_alerted === true,
      };
    },

    /** Names only whom the person lets receive crisis alerts: the district's first welfare worker, linked family. */
    async careCircle(userId: number): Promise<CareCircle> {
      const sharing = await sharingOf(db, userId);
      const [worker] = sharing.staffCrisisAlerts
        ? await db.query<{ name: string }>(
            `select w.name from users p join staff_districts d on d.district = p.district join users w on w.id = d.staff_id
             where p.id = $1 and w.user_type = 'staff' and w.disabled_at is null order by d.position, w.id limit 1`,
            [userId],
          )
        : [];
      const [family] = sharing.shareCrisisAlerts ? await db.query('select 1 from care_links where elderly_id = $1 limit 1', [userId]) : [];
      return { welfareWorkerName: worker?.name ?? null, familyLinked: family !== undefined };
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
        const risk = typeof exchange.risk === 'string' ? { level: 'crisis' as const, kind: exchange.risk } : exchange.risk;
        if (risk) {
          // The trigger of migration 0801 (narrowed by 0810) raises a care alert for a crisis only.
          await tx.query('insert into chat_risk_signals (user_id, level, kind, message, created_at) values ($1, $2, $3, $4, $5)', [
            exchange.userId,
            risk.level,
            risk.kind,
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

    async riskSignals(userId: number, level: RiskLevel = 'crisis'): Promise<{ kind: RiskKind | null; message: string; createdAt: string }[]> {
      const rows = await db.query<{ kind: RiskKind | null; message: string; created_at: Date }>(
        'select kind, message, created_at from chat_risk_signals where user_id = $1 and level = $2 and kind is distinct from $3 order by created_at, id',
        [userId, level, VISIT_HELP_KIND],
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
    `select distinct kind from chat_risk_signals where user_id = $1 and created_at >= $2 and created_at < $3 and level = 'crisis' and kind is distinct from $4 order by kind`,
    [userId, start, end, VISIT_HELP_KIND],
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

import { CHAT_MESSAGE_MAX_LENGTH, EMOTION_LABELS } from '@ieum/domain';
import { z } from 'zod';

/**
 * The contract of the API's internal chat routes (/internal/chat/*), which the AI host calls to
 * read and write the chat tables. ONE module for both sides: the API declares its routes with
 * these schemas (validation and answers) and the AI host's client parses every answer with them,
 * so a shape changed on one side fails the contract test (ai/test/chat-internal-contract.test.ts)
 * instead of production.
 */
export const CHAT_INTERNAL_PATHS = {
  context: '/internal/chat/context',
  history: '/internal/chat/history',
  exchange: '/internal/chat/exchange',
  forgetMemories: '/internal/chat/memories/forget',
  helpDraft: '/internal/chat/help-request/draft',
  helpRequest: '/internal/chat/help-request',
  cancelHelpRequest: '/internal/chat/help-request/cancel',
} as const;

export const RISK_KINDS = ['SUICIDE', 'SELF_HARM', 'BURDEN', 'FAREWELL', 'ACUTE_ILLNESS', 'FALL', 'NOT_EATING', 'MEDICATION'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];
/** Levels that are stored (none is not). */
export const RISK_LEVELS = ['concern', 'crisis'] as const;
export type StoredRiskLevel = (typeof RISK_LEVELS)[number];

export const internalUserIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const storedMessageSchema = z.object({
  id: z.number(),
  sender: z.enum(['user', 'ai']),
  text: z.string(),
  audioPath: z.string().nullable(),
  /** Seoul local time without offset, e.g. 2026-12-01T14:30:05 */
  createdAt: z.string(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

export const memorySchema = z.object({ kind: z.string(), value: z.string(), createdAt: z.string(), mentionedAt: z.string().nullable() });
export type ChatMemory = z.infer<typeof memorySchema>;

/** The last crisis of the past day: care mode is decided from it. */
export const lastCrisisSchema = z.object({
  kind: z.enum(RISK_KINDS),
  createdAt: z.string(),
  /** The user's messages stored after the crisis message. */
  userTurnsSince: z.number(),
  /** Whether its alert went out to the welfare workers / family (set by the API's alert job). */
  staffAlerted: z.boolean(),
  familyAlerted: z.boolean(),
});
export type LastCrisis = z.infer<typeof lastCrisisSchema>;

/** Who may be named to the person in a crisis, as their sharing settings allow. */
export const careCircleSchema = z.object({ welfareWorkerName: z.string().nullable(), familyLinked: z.boolean() });
export type CareCircle = z.infer<typeof careCircleSchema>;

export const helpAddressSchema = z.object({ districtName: z.string(), detail: z.string() });

/** The draft of a help request being arranged in chat (kept by the API so any AI host can go on), and the profile address it will use. */
export const helpDraftStateSchema = z.object({
  draft: z.unknown(),
  updatedAt: z.string().nullable(),
  address: helpAddressSchema.nullable(),
});
export type HelpDraftState = z.infer<typeof helpDraftStateSchema>;

export const chatContextQuerySchema = z.object({
  userId: internalUserIdSchema,
  /**
   * The access token's session (its refresh-token family). Given, the API answers 401
   * SESSION_ENDED when that session has ended, so a chat turn needs no separate session check.
   */
  sessionId: z.string().max(100).optional(),
});

/** Everything one chat turn reads, in one call. */
export const chatContextSchema = z.object({
  chatbot: z.object({ name: z.string(), profileImage: z.string() }).nullable(),
  /** The last turns, oldest first (what the reply engine sees). */
  recent: z.array(storedMessageSchema),
  /** Facts the companion remembers (e.g. 손자 -> 민준), with when it last brought each up. */
  memories: z.array(memorySchema),
  lastVisitOfferAt: z.string().nullable(),
  /** The user's messages of the last 14 days by label. */
  emotionCounts14d: z.record(z.string(), z.number()),
  lastCrisis: lastCrisisSchema.nullable(),
  careCircle: careCircleSchema,
  /** The help request being arranged in chat (what GET help-request/draft answers). */
  helpDraft: helpDraftStateSchema,
});
export type ChatContext = z.infer<typeof chatContextSchema>;

export const chatHistoryQuerySchema = z.object({ userId: internalUserIdSchema, limit: z.coerce.number().int().min(1).max(200).default(50) });
export const chatHistorySchema = z.object({ messages: z.array(storedMessageSchema) });

/** The user's message and the reply, with what they taught the companion, stored in one transaction. */
export const exchangeSchema = z.object({
  userId: internalUserIdSchema,
  user: z.object({ text: z.string().min(1).max(CHAT_MESSAGE_MAX_LENGTH), emotion: z.enum(EMOTION_LABELS) }),
  ai: z.object({ text: z.string().min(1).max(2000), audioPath: z.string().max(200).nullable() }),
  memories: z.array(z.object({ kind: z.string().min(1).max(40), value: z.string().min(1).max(200) })).max(10).optional(),
  /** Kinds of memory the reply brought up (so it is not repeated every turn). */
  mentioned: z.array(z.string().min(1).max(40)).max(10).optional(),
  // A bare kind is a crisis (the first clients' form); a concern may have no kind yet.
  risk: z
    .union([
      z.enum(RISK_KINDS),
      z
        .object({ level: z.enum(RISK_LEVELS), kind: z.enum(RISK_KINDS).nullable() })
        .refine((risk) => risk.level === 'concern' || risk.kind !== null, { message: 'a crisis has a kind' }),
    ])
    .optional(),
  visitOffered: z.boolean().optional(),
});
export type Exchange = z.infer<typeof exchangeSchema>;
export const exchangeResultSchema = z.object({ user: storedMessageSchema, ai: storedMessageSchema });

export const forgetMemoriesSchema = z.object({ userId: internalUserIdSchema, kinds: z.array(z.string().min(1).max(40)).min(1).max(20) });
export const forgetMemoriesResultSchema = z.object({ removed: z.number().int() });

export const helpDraftQuerySchema = z.object({ userId: internalUserIdSchema });
export const saveHelpDraftSchema = z.object({ userId: internalUserIdSchema, draft: z.record(z.string(), z.unknown()) });
export const okSchema = z.object({ ok: z.literal(true) });

/** The form's fields a chat-arranged request sends (the API checks them with the form's own schema). */
export const chatHelpRequestSchema = z.object({
  userId: internalUserIdSchema,
  volunteerType: z.string(),
  startTime: z.string(),
  animalType: z.string(),
  addDescription: z.string(),
});
export type ChatHelpRequestInput = z.infer<typeof chatHelpRequestSchema>;
export const chatHelpRequestOutcomeSchema = z.object({ matchingId: z.number(), status: z.string(), startTime: z.string(), volunteerName: z.string().nullable() });
export type ChatHelpRequestOutcome = z.infer<typeof chatHelpRequestOutcomeSchema>;
export const cancelChatHelpRequestSchema = z.object({ userId: internalUserIdSchema });
export const cancelChatHelpRequestResultSchema = z.union([chatHelpRequestOutcomeSchema, z.object({ canceled: z.null() })]);

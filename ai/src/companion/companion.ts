import type { EmotionLabel } from '@ieum/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AudioStore } from '../audio/audio-store';
import type { SpeechEngine } from '../speech/speech';
import type { ChatStoreClient, StoredMessage } from '../store/chat-store-client';
import { classifyEmotion } from './emotion';
import type { ReplyEngine } from './engine';
import type { HelpRequests } from './help-request/flow';
import { extractFacts } from './memory';
import type { RiskAssessment } from './risk';
import { assessMessage, FIXED_SAFETY_TEXTS, safetyTurn } from './safety';
import { shouldOfferVisit, VISIT_OFFER_TEXT } from './visit-offer';

export interface ChatAnswer {
  text: string;
  audio_path: string | null;
  id: number;
  createdAt: string;
  suggestion?: { kind: 'REQUEST_VISIT'; text: string };
  /** The user message's emotion label and what the safety layers found in it (additive fields). */
  emotion: EmotionLabel;
  risk: RiskAssessment;
}

/** Per-step durations of one turn (ms), sent as Server-Timing so the bench can tell where time goes. */
export type TurnTimings = Record<string, number>;

async function timed<T>(timings: TurnTimings | undefined, step: string, work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const started = performance.now();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    if (timings) timings[step] = (timings[step] ?? 0) + (performance.now() - started);
  }
}

export interface CompanionDeps {
  store: ChatStoreClient;
  engine: ReplyEngine;
  speech: SpeechEngine | null;
  audio: AudioStore;
  log: FastifyBaseLogger;
  now: () => number;
  /** How long the engine's own risk classification may take before the rules go on alone. */
  classifyTimeoutMs?: number;
  helpRequests?: HelpRequests;
  /**
   * Send the reply once it is stored, while its audio is still being made: GET /audio/<name>
   * waits for it (audioSettled). Only where this host serves its own files and the voice is
   * local (app.ts); a voice that may fail for outside reasons keeps `audio_path: null` honest.
   */
  answerBeforeAudio?: boolean;
}

/** The longest GET /audio waits for a reply's audio still being made. */
export const AUDIO_WAIT_MS = 15_000;

/**
 * One turn of the conversation: read the user's context from the API, assess the message's risk
 * (rules and the engine's classification, the stricter wins), label its emotion, answer (the
 * safety layers' reply for a crisis, a concern or care mode, else the engine), learn facts,
 * maybe offer a visit, speak the reply, and store both messages with the risk in one call.
 */
export function createCompanion(deps: CompanionDeps) {
  // The safety replies' audio, synthesised once at start (prepareSafetyAudio), so the first
  // crisis reply costs a file write instead of a synthesis.
  const prepared = new Map<string, Buffer>();
  // Audio of replies already sent, still being made: name -> whether it was written.
  const pending = new Map<string, Promise<boolean>>();

  return {
    /** sessionId: the token's session, checked by the API with the context (one round trip); omit when already checked. */
    async answer(userId: number, text: string, timings?: TurnTimings, sessionId?: string): Promise<ChatAnswer> {
      const context = await timed(timings, 'context', () => deps.store.context(userId, sessionId));
      const now = deps.now();
      const assessed = await timed(timings, 'assess', () => assessMessage(text, context.recent, deps.engine, deps.classifyTimeoutMs));
      const safety = safetyTurn(assessed, context.lastCrisis ?? null, context.careCircle ?? null, context.recent, text, now);
      const { risk } = safety;
      const emotion = classifyEmotion(text, risk).label;
      const chatBotName = context.chatbot?.name ?? '';
      // Nothing is arranged from a crisis conversation: a crisis or care mode sets the help request
      // aside; an unclear dark message gets the gentle question and leaves the draft as it was.
      const crisisTalk = risk.level === 'crisis' || safety.care !== null;
      const help = await timed(timings, 'help', async () =>
        crisisTalk
          ? deps.helpRequests?.setAside(userId, context.helpDraft)
          : safety.reply
            ? null
            : deps.helpRequests?.handle(userId, text, context.lastVisitOfferAt, context.helpDraft),
      );
      const reply = safety.reply
        ? { text: safety.reply, mentioned: [], engine: 'safety' }
        : help
          ? { text: help.text, mentioned: [], engine: 'help-request' }
          : await timed(timings, 'engine', () => deps.engine.reply({ text, chatBotName, emotion, recent: context.recent, memories: context.memories, now, risk }));
      if (risk.level !== 'none') deps.log.warn({ userId, level: risk.level, kind: risk.kind, careMode: safety.care !== null }, 'risk signal recorded');
      const offer = !safety.reply && !help && risk.level === 'none' && shouldOfferVisit(context.emotionCounts14d, emotion, context.lastVisitOfferAt, now);

      // Speech and storage run side by side: the audio's name is chosen before it exists.
      const audioName = deps.speech ? deps.audio.newName(userId) : null;
      const spoken = deps.speech && audioName ? timed(timings, 'speech', speak(deps, prepared, audioName, reply.text)) : Promise.resolve(false);
      const saved = timed(timings, 'store', deps.store
        .saveExchange({
          userId,
          user: { text, emotion },
          ai: { text: reply.text, audioPath: audioName ? deps.audio.pathOf(audioName) : null },
          memories: extractFacts(text, now),
          mentioned: reply.mentioned,
          risk: risk.level === 'none' ? undefined : { level: risk.level, kind: risk.kind },
          visitOffered: offer || undefined,
        })
        .catch(async (error: unknown) => {
          // Nothing stored: the spoken file would never be listed anywhere.
          if (audioName) void spoken.then(() => deps.audio.remove(audioName));
          throw error;
        }));
      const forgotten = reply.forget?.length ? deps.store.forgetMemories(userId, reply.forget) : Promise.resolve();
      if (deps.answerBeforeAudio && audioName) {
        pending.set(audioName, spoken);
        void spoken.then(() => pending.delete(audioName));
      }
      const [stored, hasAudio] = await Promise.all([saved, deps.answerBeforeAudio ? Promise.resolve(audioName !== null) : spoken, forgotten]);
      return {
        text: stored.ai.text,
        audio_path: hasAudio && audioName ? deps.audio.pathOf(audioName) : null,
        id: stored.ai.id,
        createdAt: stored.ai.createdAt,
        ...(offer ? { suggestion: { kind: 'REQUEST_VISIT' as const, text: VISIT_OFFER_TEXT } } : {}),
        emotion,
        risk: { level: risk.level, kind: risk.kind },
      };
    },

    /** Resolves when the named reply audio is no longer being made (at once for any other name). */
    async audioSettled(name: string): Promise<void> {
      const making = pending.get(name);
      if (!making) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([making, new Promise((resolve) => (timer = setTimeout(resolve, AUDIO_WAIT_MS)))]);
      clearTimeout(timer);
    },

    /** Synthesises the fixed safety replies one after another (call without waiting, at start). */
    async prepareSafetyAudio(): Promise<number> {
      if (!deps.speech) return 0;
      for (const text of FIXED_SAFETY_TEXTS) {
        if (prepared.has(text)) continue;
        try {
          prepared.set(text, await deps.speech.synthesize(text));
        } catch (error) {
          deps.log.warn({ err: error, voice: deps.speech.name }, 'safety reply audio not prepared: it will be synthesised when needed');
        }
      }
      return prepared.size;
    },

    async history(userId: number, limit: number): Promise<StoredMessage[]> {
      const { messages } = await deps.store.history(userId, limit);
      return Promise.all(
        messages.map(async (message) => {
          const name = message.audioPath?.slice('/audio/'.length);
          // A reply's audio still being made is listed: its URL waits for it.
          const making = name !== undefined && pending.has(name);
          return { ...message, audioPath: making ? message.audioPath : await deps.audio.availablePath(message.audioPath) };
        }),
      );
    },
  };
}

async function speak(deps: CompanionDeps, prepared: Map<string, Buffer>, name: string, text: string): Promise<boolean> {
  const started = Date.now();
  try {
    const audio = prepared.get(text) ?? (await deps.speech!.synthesize(text));
    await deps.audio.write(name, audio);
    deps.log.debug({ ms: Date.now() - started, bytes: audio.length, voice: deps.speech!.name, prepared: prepared.has(text) }, 'reply spoken');
    return true;
  } catch (error) {
    deps.log.warn({ err: error, voice: deps.speech!.name }, 'speech failed: the reply goes out without audio');
    return false;
  }
}

export type Companion = ReturnType<typeof createCompanion>;

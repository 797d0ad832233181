import type { FastifyBaseLogger } from 'fastify';
import type { AudioStore } from '../audio/audio-store';
import type { SpeechEngine } from '../speech/speech';
import type { ChatStoreClient, StoredMessage } from '../store/chat-store-client';
import { detectDistress, distressReply } from './distress';
import { classifyEmotion } from './emotion';
import type { ReplyEngine } from './engine';
import type { HelpRequests } from './help-request/flow';
import { extractFacts } from './memory';
import { shouldOfferVisit, VISIT_OFFER_TEXT } from './visit-offer';

export interface ChatAnswer {
  text: string;
  audio_path: string | null;
  id: number;
  createdAt: string;
  suggestion?: { kind: 'REQUEST_VISIT'; text: string };
}

export interface CompanionDeps {
  store: ChatStoreClient;
  engine: ReplyEngine;
  speech: SpeechEngine | null;
  audio: AudioStore;
  log: FastifyBaseLogger;
  now: () => number;
  helpRequests?: HelpRequests;
}

/**
 * One turn of the conversation: read the user's context from the API, label the message's
 * emotion, answer (the careful distress reply whatever the engine, else the engine), learn
 * facts, maybe offer a visit, speak the reply, and store both messages in one call.
 */
export function createCompanion(deps: CompanionDeps) {
  return {
    async answer(userId: number, text: string): Promise<ChatAnswer> {
      const context = await deps.store.context(userId);
      const now = deps.now();
      const emotion = classifyEmotion(text).label;
      const distress = detectDistress(text);
      const chatBotName = context.chatbot?.name ?? '';
      // Nothing is arranged from a crisis conversation: a risk signal sets the help request aside.
      const help = distress ? await deps.helpRequests?.setAside(userId) : await deps.helpRequests?.handle(userId, text, context.lastVisitOfferAt);
      const reply = distress
        ? { text: distressReply(distress, chatBotName), mentioned: [], engine: 'distress' }
        : help
          ? { text: help.text, mentioned: [] }
          : await deps.engine.reply({ text, chatBotName, emotion, recent: context.recent, memories: context.memories, now });
      if (distress) deps.log.warn({ userId, kind: distress }, 'distress signal recorded');
      const offer = !distress && !help && shouldOfferVisit(context.emotionCounts14d, emotion, context.lastVisitOfferAt, now);

      // Speech and storage run side by side: the audio's name is chosen before it exists.
      const audioName = deps.speech ? deps.audio.newName(userId) : null;
      const spoken = deps.speech && audioName ? speak(deps, audioName, reply.text) : Promise.resolve(false);
      const saved = deps.store
        .saveExchange({
          userId,
          user: { text, emotion },
          ai: { text: reply.text, audioPath: audioName ? deps.audio.pathOf(audioName) : null },
          memories: extractFacts(text, now),
          mentioned: reply.mentioned,
          risk: distress ?? undefined,
          visitOffered: offer || undefined,
        })
        .catch(async (error: unknown) => {
          // Nothing stored: the spoken file would never be listed anywhere.
          if (audioName) void spoken.then(() => deps.audio.remove(audioName));
          throw error;
        });
      const [stored, hasAudio] = await Promise.all([saved, spoken]);
      return {
        text: stored.ai.text,
        audio_path: hasAudio && audioName ? deps.audio.pathOf(audioName) : null,
        id: stored.ai.id,
        createdAt: stored.ai.createdAt,
        ...(offer ? { suggestion: { kind: 'REQUEST_VISIT' as const, text: VISIT_OFFER_TEXT } } : {}),
      };
    },

    async history(userId: number, limit: number): Promise<StoredMessage[]> {
      const { messages } = await deps.store.history(userId, limit);
      return Promise.all(messages.map(async (message) => ({ ...message, audioPath: await deps.audio.availablePath(message.audioPath) })));
    },
  };
}

async function speak(deps: CompanionDeps, name: string, text: string): Promise<boolean> {
  const started = Date.now();
  try {
    const audio = await deps.speech!.synthesize(text);
    await deps.audio.write(name, audio);
    deps.log.debug({ ms: Date.now() - started, bytes: audio.length, voice: deps.speech!.name }, 'reply spoken');
    return true;
  } catch (error) {
    deps.log.warn({ err: error, voice: deps.speech!.name }, 'speech failed: the reply goes out without audio');
    return false;
  }
}

export type Companion = ReturnType<typeof createCompanion>;

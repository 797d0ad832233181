import type { EmotionLabel } from '@ieum/domain';
import type { RiskAssessment } from './risk';

export interface PastMessage {
  sender: 'user' | 'ai';
  text: string;
  createdAt: string;
}

export interface Memory {
  kind: string;
  value: string;
  createdAt: string;
  mentionedAt: string | null;
}

export interface ReplyInput {
  text: string;
  chatBotName: string;
  emotion: EmotionLabel;
  /** The last turns, oldest first. */
  recent: PastMessage[];
  memories: Memory[];
  now: number;
  /** What the safety layers found in this message; an engine never answers a risk cheerfully. */
  risk?: RiskAssessment;
}

export interface Reply {
  text: string;
  /** Memory kinds this reply brought up. */
  mentioned: string[];
  /** Memory kinds the user asked to forget (그건 잊어 주세요): removed through the chat store. */
  forget?: string[];
  /** Which engine produced it ('builtin', 'llm', or 'builtin' after an LLM failure). */
  engine: string;
}

/** Every reply engine has this one method; the route picks one by configuration (config/env.ts). */
export interface ReplyEngine {
  readonly name: string;
  reply(input: ReplyInput): Promise<Reply>;
  /** An engine that can judge risk itself (the LLM); the stricter of its result and the rules' wins. */
  classify?(text: string, recent: PastMessage[]): Promise<RiskAssessment | null>;
}

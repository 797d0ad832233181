import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import { builtinReply } from './builtin-engine';
import type { PastMessage, Reply, ReplyEngine, ReplyInput } from './engine';
import { replyProblem } from './llm/checks';
import { CLASSIFICATION_RESPONSE_FORMAT, parseClassification } from './llm/classification';
import { CLASSIFY_SYSTEM_PROMPT, recentTurns, replySystemPrompt } from './llm/prompts';
import { safeRiskReply } from './llm/safe-reply';
import type { RiskAssessment } from './risk';

export interface LlmOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Per attempt; there are at most two attempts (one retry). */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

const ATTEMPTS = 2;

/**
 * Any OpenAI-compatible chat-completions endpoint (AI_LLM_BASE_URL, AI_LLM_API_KEY,
 * AI_LLM_MODEL) through the openai client. `classify` asks for a structured risk assessment;
 * `reply` answers, and every answer is checked before it is sent (llm/checks.ts). A failed or
 * refused attempt is retried once; then the built-in engine answers and the reason is logged.
 * A message that carries a risk never gets a generated reply (llm/safe-reply.ts).
 */
export function createLlmEngine(options: LlmOptions): ReplyEngine {
  const client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, timeout: options.timeoutMs, maxRetries: 0 });
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

  return {
    name: 'llm',

    async classify(text: string, recent: PastMessage[]): Promise<RiskAssessment | null> {
      let lastProblem = '';
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const completion = await client.chat.completions.create({
            model: options.model,
            temperature: 0,
            max_tokens: 60,
            response_format: CLASSIFICATION_RESPONSE_FORMAT,
            messages: [{ role: 'system', content: CLASSIFY_SYSTEM_PROMPT }, ...recentTurns(recent, 6), { role: 'user', content: text }],
          });
          const assessment = parseClassification(completion.choices[0]?.message?.content);
          if (assessment) return assessment;
          lastProblem = 'not a valid risk assessment';
        } catch (error) {
          lastProblem = reason(error);
        }
      }
      options.log.warn({ reason: lastProblem, engine: 'llm' }, 'LLM classification failed: the rules decide alone');
      return null;
    },

    async reply(input: ReplyInput): Promise<Reply> {
      if (input.risk && input.risk.level !== 'none') {
        return { text: safeRiskReply(input.risk, input.chatBotName), mentioned: [], engine: 'llm-safe' };
      }
      let lastProblem = '';
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const completion = await client.chat.completions.create({
            model: options.model,
            temperature: 0.7,
            max_tokens: 300,
            messages: [{ role: 'system', content: replySystemPrompt(input) }, ...recentTurns(input.recent, 12), { role: 'user', content: input.text }],
          });
          const text = completion.choices[0]?.message?.content?.trim() ?? '';
          const problem = replyProblem(text, input);
          if (!problem) return { text, mentioned: [], engine: 'llm' };
          lastProblem = problem;
          options.log.info({ problem, attempt, engine: 'llm' }, 'LLM reply refused by the checks');
        } catch (error) {
          lastProblem = reason(error);
        }
      }
      options.log.warn({ reason: lastProblem, engine: 'llm' }, 'LLM reply failed: built-in engine answers');
      return { ...builtinReply(input), engine: 'builtin-fallback' };
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import { builtinReply } from './builtin-engine';
import type { Reply, ReplyEngine, ReplyInput } from './engine';

export interface LlmOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

const MAX_REPLY_CHARS = 400;

function systemPrompt(input: ReplyInput): string {
  const facts = input.memories.map((memory) =>
    memory.kind === 'plan' ? `- 일정: ${memory.value.replace('|', ' ')}` : `- ${memory.kind} 이름: ${memory.value}`,
  );
  return [
    `당신은 혼자 사시는 어르신의 말벗 "${input.chatBotName || 'AI'}"입니다.`,
    '따뜻하고 인내심 있게, 항상 존댓말로, 짧은 문장 두세 개로 답하고 질문은 하나만 하세요.',
    '의학적 진단은 하지 말고, 위급해 보이면 119를 안내하세요. 이모지와 목록은 쓰지 마세요.',
    `오늘 날짜(서울): ${new Date(input.now + 9 * 3600_000).toISOString().slice(0, 10)}`,
    facts.length ? `기억하고 있는 것:\n${facts.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Any OpenAI-compatible chat-completions endpoint (AI_LLM_BASE_URL, AI_LLM_API_KEY,
 * AI_LLM_MODEL) through the openai client, with a timeout and no retries: when it fails or
 * answers nothing usable, the built-in engine answers and the reason is logged.
 */
export function createLlmEngine(options: LlmOptions): ReplyEngine {
  const client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, timeout: options.timeoutMs, maxRetries: 0 });
  return {
    name: 'llm',
    async reply(input: ReplyInput): Promise<Reply> {
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0.7,
          max_tokens: 300,
          messages: [
            { role: 'system', content: systemPrompt(input) },
            ...input.recent.map((message) => ({ role: message.sender === 'user' ? ('user' as const) : ('assistant' as const), content: message.text })),
            { role: 'user', content: input.text },
          ],
        });
        const text = completion.choices[0]?.message?.content?.trim();
        if (!text) throw new Error('empty completion');
        const previous = input.recent.findLast((message) => message.sender === 'ai')?.text;
        if (text === previous) throw new Error('same reply as the previous one');
        return { text: text.slice(0, MAX_REPLY_CHARS), mentioned: [], engine: 'llm' };
      } catch (error) {
        options.log.warn({ reason: error instanceof Error ? error.message : String(error), engine: 'llm' }, 'LLM reply failed: built-in engine answers');
        return { ...builtinReply(input), engine: 'builtin-fallback' };
      }
    },
  };
}

import { randomUUID } from 'node:crypto';
import { listen, readBody, runFromCommandLine, type RunningFake, sendJson } from './http-server';

// A local stand-in for an OpenAI-compatible API, as the AI host uses it:
// POST /v1/chat/completions (the reply engine) and POST /v1/audio/speech (the cloud voice).
// Bearer key checked, request bodies checked like the real service (400 with an OpenAI error
// body), answers shaped like the real ones.

export interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
  [key: string]: unknown;
}

export interface SpeechRequest {
  model: string;
  voice: string;
  input: string;
  response_format?: string;
}

export type FakeBehaviour = { kind: 'ok' } | { kind: 'error'; status: number } | { kind: 'hang'; ms: number } | { kind: 'empty' };

/** One scripted answer: the message content to send (any text, also a bad one), or a behaviour for that one call. */
export type ScriptedAnswer = string | FakeBehaviour;

export interface FakeOpenAi extends RunningFake {
  readonly apiKey: string;
  /** Base URL the openai client takes: `${url}/v1`. */
  readonly baseURL: string;
  readonly chatRequests: ChatCompletionRequest[];
  readonly speechRequests: SpeechRequest[];
  /** What the next completions say; by default a polite Korean sentence naming the user's last message. */
  reply: (request: ChatCompletionRequest) => string;
  /** The structured answer (response_format) when none is scripted: a string is sent as it is. */
  classification: (request: ChatCompletionRequest) => unknown;
  /** How the following calls behave (until changed). */
  behave(behaviour: FakeBehaviour): void;
  /** Answers for the next plain completions, in order, before `reply` and `behave` apply again. */
  scriptReplies(...answers: ScriptedAnswer[]): void;
  /** Answers for the next structured (classification) completions; an object is sent as its JSON. */
  scriptClassifications(...answers: (ScriptedAnswer | Record<string, unknown>)[]): void;
  /** Back to the start: behaviour ok, no scripted answers, no recorded requests. */
  reset(): void;
}

/** One silent MPEG-1 Layer III frame (128 kbps, 44.1 kHz): what /v1/audio/speech returns, repeated. */
const SILENT_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

const isBehaviour = (value: unknown): value is FakeBehaviour =>
  typeof value === 'object' && value !== null && ['ok', 'error', 'hang', 'empty'].includes((value as { kind?: unknown }).kind as string) && Object.keys(value).every((key) => ['kind', 'status', 'ms'].includes(key));

/** A structured answer as the model would write it: a string as it is, anything else as its JSON. */
function asContent(answer: unknown): string {
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

/** As the real API checks it: {type:'json_schema', json_schema:{name, schema}} or {type:'json_object'}. */
function validResponseFormat(format: unknown): boolean {
  if (typeof format !== 'object' || format === null) return false;
  const { type, json_schema: schema } = format as { type?: unknown; json_schema?: { name?: unknown; schema?: unknown } };
  if (type === 'json_object') return true;
  return type === 'json_schema' && typeof schema?.name === 'string' && typeof schema.schema === 'object' && schema.schema !== null;
}

const openAiError = (message: string, type = 'invalid_request_error') => ({ error: { message, type, param: null, code: null } });

export async function startFakeOpenAi(options: { apiKey?: string; port?: number } = {}): Promise<FakeOpenAi> {
  const apiKey = options.apiKey ?? `sk-fake-${randomUUID()}`;
  const chatRequests: ChatCompletionRequest[] = [];
  const speechRequests: SpeechRequest[] = [];
  let behaviour: FakeBehaviour = { kind: 'ok' };
  const scriptedReplies: ScriptedAnswer[] = [];
  const scriptedClassifications: ScriptedAnswer[] = [];
  const fake = {
    apiKey,
    chatRequests,
    speechRequests,
    reply: (request: ChatCompletionRequest) => `네, "${request.messages.at(-1)?.content ?? ''}" 말씀 잘 들었어요. 오늘은 어떻게 지내셨어요?`,
    classification: (_request: ChatCompletionRequest): unknown => ({ level: 'none', kind: null }),
    behave(next: FakeBehaviour) {
      behaviour = next;
    },
    scriptReplies(...answers: ScriptedAnswer[]) {
      scriptedReplies.push(...answers);
    },
    scriptClassifications(...answers: (ScriptedAnswer | Record<string, unknown>)[]) {
      scriptedClassifications.push(
        ...answers.map((answer) => (typeof answer === 'string' || isBehaviour(answer) ? answer : JSON.stringify(answer))),
      );
    },
    reset() {
      behaviour = { kind: 'ok' };
      for (const list of [scriptedReplies, scriptedClassifications, chatRequests, speechRequests] as unknown[][]) list.length = 0;
    },
  };
  /** The scripted answer for this request if any, else the current behaviour. */
  const nextAnswer = (structured: boolean): ScriptedAnswer => (structured ? scriptedClassifications : scriptedReplies).shift() ?? behaviour;
  const running = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(response, 401, openAiError('Incorrect API key provided.', 'invalid_api_key'));
    }
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return sendJson(response, 400, openAiError('We could not parse the JSON body of your request.'));
    }
    const isChat = request.method === 'POST' && url.pathname === '/v1/chat/completions';
    const structured = isChat && json.response_format !== undefined;
    const answer: ScriptedAnswer = isChat ? nextAnswer(structured) : behaviour;
    if (typeof answer !== 'string') {
      if (answer.kind === 'error') return sendJson(response, answer.status, openAiError('The server had an error while processing your request.', 'server_error'));
      if (answer.kind === 'hang') await new Promise((resolve) => setTimeout(resolve, answer.ms));
      if (response.destroyed) return;
    }
    if (isChat) {
      const messages = json.messages as ChatCompletionRequest['messages'];
      if (typeof json.model !== 'string' || !Array.isArray(messages) || messages.length === 0) {
        return sendJson(response, 400, openAiError("'model' and a non-empty 'messages' array are required."));
      }
      if (messages.some((message) => !['system', 'user', 'assistant'].includes(message.role) || typeof message.content !== 'string')) {
        return sendJson(response, 400, openAiError('Invalid message in messages.'));
      }
      if (structured && !validResponseFormat(json.response_format)) {
        return sendJson(response, 400, openAiError("Invalid 'response_format': a json_schema needs a name and a schema object.", 'invalid_request_error'));
      }
      chatRequests.push(json as ChatCompletionRequest);
      const content =
        typeof answer === 'string'
          ? answer
          : answer.kind === 'empty'
            ? ''
            : structured
              ? asContent(fake.classification(json as ChatCompletionRequest))
              : fake.reply(json as ChatCompletionRequest);
      return sendJson(response, 200, {
        id: `chatcmpl-${randomUUID()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: json.model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/audio/speech') {
      if (typeof json.model !== 'string' || typeof json.voice !== 'string' || typeof json.input !== 'string' || !json.input) {
        return sendJson(response, 400, openAiError("'model', 'voice' and 'input' are required."));
      }
      if (json.response_format !== undefined && json.response_format !== 'mp3') {
        return sendJson(response, 400, openAiError('This fake only makes mp3.'));
      }
      speechRequests.push(json as unknown as SpeechRequest);
      const frames = Math.max(4, Math.ceil((json.input as string).length / 4));
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      return response.end(Buffer.concat(Array.from({ length: frames }, () => SILENT_FRAME)));
    }
    return sendJson(response, 404, openAiError(`Invalid URL (${request.method} ${url.pathname})`));
  }, options.port);
  return Object.assign(fake, { url: running.url, baseURL: `${running.url}/v1`, close: running.close, server: running.server });
}

if (require.main === module) runFromCommandLine(() => startFakeOpenAi({ apiKey: process.env.FAKE_OPENAI_KEY, port: Number(process.env.PORT ?? 0) }), 'openai');

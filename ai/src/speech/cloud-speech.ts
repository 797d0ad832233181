import OpenAI from 'openai';
import type { SpeechEngine } from './speech';

export interface CloudSpeechOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  voice: string;
  timeoutMs: number;
}

/** A cloud voice: any OpenAI-compatible POST /v1/audio/speech, asked for MP3, through the openai client. */
export function createCloudSpeech(options: CloudSpeechOptions): SpeechEngine {
  const client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, timeout: options.timeoutMs, maxRetries: 0 });
  return {
    name: 'cloud',
    async synthesize(text: string): Promise<Buffer> {
      const response = await client.audio.speech.create({ model: options.model, voice: options.voice, input: text, response_format: 'mp3' });
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new Error('the speech service returned no audio');
      return audio;
    },
    async close() {},
  };
}

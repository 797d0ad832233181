// The embeddable chat: <script src="https://<chat remote>/ieum-chat.js"></script>, then
// IeumChat.mount(element, {apiBase, aiBase, getToken}). See mfe-chat/README.md.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { injectStyles } from '@ieum/shared-ui';
import chatCss from '../components/chat.css';
import { configureChatConnection, type ChatConnection } from '../api/connection';
import { EmbeddedChat } from './EmbeddedChat';

export interface MountOptions {
  /** The API's base URL, e.g. 'https://ieum.example.kr/api'. */
  apiBase: string;
  /** The AI host's base URL, e.g. 'https://ieum.example.kr/ai'. */
  aiBase: string;
  /** Gives the signed-in elderly user's access token (may return a promise); called before each call. */
  getToken: NonNullable<ChatConnection['getToken']>;
}

export interface MountedChat {
  unmount(): void;
}

export function mount(element: Element, options: MountOptions): MountedChat {
  if (!(element instanceof Element)) throw new TypeError('IeumChat.mount: the first argument must be a DOM element');
  const { apiBase, aiBase, getToken } = options ?? ({} as MountOptions);
  if (typeof apiBase !== 'string' || !apiBase) throw new TypeError('IeumChat.mount: apiBase must be a URL string');
  if (typeof aiBase !== 'string' || !aiBase) throw new TypeError('IeumChat.mount: aiBase must be a URL string');
  if (typeof getToken !== 'function') throw new TypeError('IeumChat.mount: getToken must be a function');
  injectStyles('ieum-mfe-chat', chatCss);
  configureChatConnection({ apiBase: apiBase.replace(/\/$/, ''), aiBase: aiBase.replace(/\/$/, ''), getToken });
  const root = createRoot(element);
  root.render(createElement(EmbeddedChat));
  return { unmount: () => root.unmount() };
}

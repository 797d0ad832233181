import type { RemoteRoute } from '@ieum/platform';
import { injectStyles } from '@ieum/shared-ui';
import chatCss from './components/chat.css';

injectStyles('ieum-mfe-chat', chatCss);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes: RemoteRoute[] = [
  { path: '/SetName', load: () => import('./pages/SetNamePage') },
  { path: '/ChatCenter', load: () => import('./pages/ChatCenterPage') },
  { path: '/chatpage', load: () => import('./pages/ChatPage') },
];

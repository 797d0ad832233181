import { definePages } from '@ieum/app-kit/src/routes/define-pages';
import { injectStyles } from '@ieum/shared-ui';
import chatCss from './components/chat.css';

injectStyles('ieum-mfe-chat', chatCss);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes = definePages([
  { path: '/SetName', access: 'elderly', load: () => import('./pages/SetNamePage') },
  { path: '/ChatCenter', access: 'elderly', load: () => import('./pages/ChatCenterPage') },
  { path: '/chatpage', access: 'elderly', load: () => import('./pages/ChatPage') },
]);

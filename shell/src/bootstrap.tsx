import { startTransition } from 'react';
import { nextTask } from './first-screen/next-task';
import { revealLivePageByDeadline } from './first-screen/prerendered-page';
import { registerServiceWorker } from './service-worker/register-service-worker';

// Both start downloading now; each is then evaluated in a task of its own, and React renders the
// app in a transition, in slices of a few ms: no single task holds the page for long.
const reactDom = import('react-dom/client');
const app = import('./app/App');

async function start() {
  const { createRoot } = await reactDom;
  await nextTask();
  const { App } = await app;
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
  revealLivePageByDeadline();
  registerServiceWorker();
}

void start();

import { registerPlugins } from '@module-federation/enhanced/runtime';
import { nextTask } from './first-screen/next-task';
import { loadRemotePage } from './remotes/load-remote-page';
import { remoteOwning, requestRemoteDefinitionsEarly } from './remotes/remote-config';
import { yieldBetweenFederationSteps } from './remotes/yield-between-federation-steps';

registerPlugins([yieldBetweenFederationSteps()]);

// Start the current page's remote while React downloads. A failure here is not shown: the page
// itself loads it again and shows the fallback.
requestRemoteDefinitionsEarly()
  // In a task of its own (see the end of this file).
  .then(async (definitions) => {
    await nextTask();
    return definitions;
  })
  .then((definitions) => {
    const owner = remoteOwning(definitions, window.location.pathname);
    return owner && loadRemotePage(owner.remote, owner.path);
  })
  .catch(() => undefined);
// The async boundary lets module federation negotiate shared singletons before React loads.
// Asking for the app's chunk here (bootstrap evaluates it later, in a task of its own) also starts
// loading the shell's own copies of the shared packages at once, before any remote code can ask
// for them (the remote page above waits for the remote map first): so the page's one
// @ieum/platform is always the shell's, a remote built for a newer contract is refused (SHELL-004)
// instead of bringing a second session store, and the shell keeps the design system it was built
// with. In a task after the one that read this file, and before the remote's (scheduled later):
// short tasks instead of one long one.
setTimeout(() => {
  void import('./app/App');
  void import('./bootstrap');
}, 0);

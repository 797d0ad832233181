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
// The shell's own copies of the contract, the design system and the app kit are asked for here, at once, before
// any remote code can ask for them (the remote page above waits for the remote map first): so the
// page's one @ieum/platform is always the shell's, a remote built for a newer contract is refused
// (SHELL-004) instead of bringing a second session store, and the shell keeps the design system and
// app kit it was built with. The contract also starts the HTTP client's download when there is a session, which
// a signed-in page needs before it can ask the API anything. In a task after the one that read
// this file, and before the remote's (scheduled later): short tasks instead of one long one.
setTimeout(() => {
  void import('@ieum/platform');
  void import('@ieum/shared-ui');
  void import('@ieum/app-kit');
  void import('./bootstrap');
}, 0);

import { loadRemotePage } from './remotes/load-remote-page';
import { remoteOwning, requestRemoteDefinitionsEarly } from './remotes/remote-config';

// Start the current page's remote while React downloads. A failure here is not shown: the page
// itself loads it again and shows the fallback.
requestRemoteDefinitionsEarly()
  .then((definitions) => {
    const owner = remoteOwning(definitions, window.location.pathname);
    return owner && loadRemotePage(owner.remote, owner.path);
  })
  .catch(() => undefined);
// The async boundary lets module federation negotiate shared singletons before React loads.
import('./bootstrap');

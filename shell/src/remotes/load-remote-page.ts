import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@ieum/shared-ui';
import { reloadRemoteEntry } from './remote-config';
import { RemoteLoadError } from './remote-errors';

type PageModule = { default: ComponentType };

async function routesOf(remote: string): Promise<RemoteRoute[]> {
  let routes: RemoteRoute[] | undefined;
  try {
    const exposed = await loadRemote<{ routes: RemoteRoute[] }>(`${remote}/routes`);
    routes = exposed?.routes;
  } catch (error) {
    throw new RemoteLoadError('SHELL-002', `remote ${remote}`, { cause: error });
  }
  if (!routes) throw new RemoteLoadError('SHELL-002', `remote ${remote} returned nothing`);
  return routes;
}

/** Loads the page that `remote` provides for `path` (compared without regard to letter case). */
export async function loadRemotePage(remote: string, path: string): Promise<PageModule> {
  const findRoute = async () => {
    const route = (await routesOf(remote)).find((candidate) => candidate.path.toLowerCase() === path.toLowerCase());
    if (!route) throw new RemoteLoadError('SHELL-003', `remote ${remote} has no route ${path}`);
    return route;
  };
  const route = await findRoute();
  try {
    return await route.load();
  } catch {
    // The remote's entry loaded earlier, but the page's chunk is not there: most often the remote
    // was redeployed since (its old chunks are gone). Its current entry knows the new names.
    reloadRemoteEntry(remote);
  }
  const current = await findRoute();
  try {
    return await current.load();
  } catch (error) {
    throw new RemoteLoadError('SHELL-002', `page ${path} of remote ${remote}`, { cause: error });
  }
}

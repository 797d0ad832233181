import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@ieum/shared-ui';
import { RemoteLoadError } from './remote-errors';

/** Loads the page that `remote` provides for `path` (compared without regard to letter case). */
export async function loadRemotePage(remote: string, path: string): Promise<{ default: ComponentType }> {
  let routes: RemoteRoute[] | undefined;
  try {
    const exposed = await loadRemote<{ routes: RemoteRoute[] }>(`${remote}/routes`);
    routes = exposed?.routes;
  } catch (error) {
    throw new RemoteLoadError('SHELL-002', `remote ${remote}`, { cause: error });
  }
  if (!routes) throw new RemoteLoadError('SHELL-002', `remote ${remote} returned nothing`);
  const route = routes.find((candidate) => candidate.path.toLowerCase() === path.toLowerCase());
  if (!route) throw new RemoteLoadError('SHELL-003', `remote ${remote} has no route ${path}`);
  try {
    return await route.load();
  } catch (error) {
    throw new RemoteLoadError('SHELL-002', `page ${path} of remote ${remote}`, { cause: error });
  }
}

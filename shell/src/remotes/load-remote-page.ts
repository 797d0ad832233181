import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@ieum/platform';
import { unmetPlatformContract } from './platform-contract';
import { registeredEntry, reloadRemoteEntry } from './remote-config';
import { RemoteLoadError, type RemoteErrorCode } from './remote-errors';

type PageModule = { default: ComponentType };

// Remotes found to need another platform contract than the shell's. Once refused, a remote stays
// refused in this document: the modules that failed against the shell's copy are kept half
// evaluated by the bundler's module cache, and a second load would "succeed" and crash on render.
const refused = new Map<string, RemoteLoadError>();
// One load per page at a time: the entry's early start (index.ts) and the page itself share it.
const inFlight = new Map<string, Promise<PageModule>>();

/**
 * The error to show for a remote that failed to load: SHELL-004 when the remote was built for a
 * platform contract this shell does not provide (the federation runtime refuses it; retrying
 * cannot help until the shell is redeployed), otherwise `code`.
 */
async function loadFailure(remote: string, code: RemoteErrorCode, detail: string, cause?: unknown): Promise<RemoteLoadError> {
  // Imported here, not at the top: this module is part of the shell's entry, which runs before the
  // shared packages are negotiated (see index.ts), and only the failure path needs the version.
  const { PLATFORM_VERSION } = await import('@ieum/platform');
  const required = await unmetPlatformContract(registeredEntry(remote), PLATFORM_VERSION);
  if (required) {
    const error = new RemoteLoadError('SHELL-004', `remote ${remote} needs @ieum/platform ${required}; this shell provides ${PLATFORM_VERSION}`, {
      cause,
    });
    refused.set(remote, error);
    return error;
  }
  return new RemoteLoadError(code, detail, { cause });
}

async function routesOf(remote: string): Promise<RemoteRoute[]> {
  let routes: RemoteRoute[] | undefined;
  try {
    const exposed = await loadRemote<{ routes: RemoteRoute[] }>(`${remote}/routes`);
    routes = exposed?.routes;
  } catch (error) {
    throw await loadFailure(remote, 'SHELL-002', `remote ${remote}`, error);
  }
  if (!routes) throw new RemoteLoadError('SHELL-002', `remote ${remote} returned nothing`);
  return routes;
}

/** Loads the page that `remote` provides for `path` (compared without regard to letter case). */
export function loadRemotePage(remote: string, path: string): Promise<PageModule> {
  const refusal = refused.get(remote);
  if (refusal) return Promise.reject(refusal);
  const key = `${remote} ${path.toLowerCase()}`;
  let loading = inFlight.get(key);
  if (!loading) {
    loading = loadPage(remote, path).finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
  }
  return loading;
}

async function loadPage(remote: string, path: string): Promise<PageModule> {
  const findRoute = async () => {
    const route = (await routesOf(remote)).find((candidate) => candidate.path.toLowerCase() === path.toLowerCase());
    if (!route) throw new RemoteLoadError('SHELL-003', `remote ${remote} has no route ${path}`);
    return route;
  };
  const route = await findRoute();
  try {
    return await route.load();
  } catch (error) {
    const failure = await loadFailure(remote, 'SHELL-002', `page ${path} of remote ${remote}`, error);
    if (failure.code === 'SHELL-004') throw failure;
    // The remote's entry loaded earlier, but the page's chunk is not there: most often the remote
    // was redeployed since (its old chunks are gone). Its current entry knows the new names.
    reloadRemoteEntry(remote);
  }
  const current = await findRoute();
  try {
    return await current.load();
  } catch (error) {
    throw await loadFailure(remote, 'SHELL-002', `page ${path} of remote ${remote}`, error);
  }
}

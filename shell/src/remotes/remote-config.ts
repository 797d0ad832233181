import { registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-errors';
import { takeRemoteMapResponse } from './remote-map-request';

/** One remote as the shell's server describes it in /remotes.json. */
export interface RemoteDefinition {
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Paths the remote owns; the shell mounts them even while the remote is down. */
  routes: string[];
}

function isRemoteDefinition(value: unknown): value is RemoteDefinition {
  const item = value as RemoteDefinition;
  return (
    typeof item?.name === 'string' &&
    typeof item.entry === 'string' &&
    Array.isArray(item.routes) &&
    item.routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  );
}

/**
 * Reads the runtime map of remotes. It is fetched fresh on every start so a remote can move or
 * be redeployed without rebuilding the shell.
 */
export async function loadRemoteDefinitions(): Promise<RemoteDefinition[]> {
  let body: unknown;
  try {
    const response = await takeRemoteMapResponse();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new RemoteLoadError('SHELL-001', String(error), { cause: error });
  }
  const remotes = (body as { remotes?: unknown })?.remotes;
  if (!Array.isArray(remotes)) throw new RemoteLoadError('SHELL-001', 'remotes.json has no remotes list');
  const valid = remotes.filter(isRemoteDefinition);
  registerRemotes(
    valid.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
  return valid;
}

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { nextTask } from '../first-screen/next-task';
import { RemoteLoadError } from './remote-errors';

/** One remote as the shell's server describes it in /remotes.json. */
export interface RemoteDefinition {
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Paths the remote owns; the shell mounts them even while the remote is down. */
  routes: string[];
  /**
   * Role -> that role's home page, for a remote that holds one: how the shell learns the home of a
   * role added after it was built (`role-homes.ts`).
   */
  homes?: Record<string, string>;
}

const REMOTE_MAP_URL = '/remotes.json';

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

function isRemoteDefinition(value: unknown): value is RemoteDefinition {
  const item = value as RemoteDefinition;
  return (
    typeof item?.name === 'string' &&
    typeof item.entry === 'string' &&
    Array.isArray(item.routes) &&
    item.routes.every(isPath)
  );
}

/** Only `role: '/path'` pairs: a mistyped home is dropped, not the remote with all its pages. */
function withValidHomes(definition: RemoteDefinition): RemoteDefinition {
  const { homes, ...rest } = definition;
  if (!homes || typeof homes !== 'object') return rest;
  return { ...rest, homes: Object.fromEntries(Object.entries(homes).filter(([, path]) => isPath(path))) };
}

// name -> entry of what the federation runtime knows, so an unchanged remote is not registered
// again: a forced registration throws away a remote that is already loading or loaded.
const registered = new Map<string, string>();

function register(definitions: RemoteDefinition[]) {
  const changed = definitions.filter(({ name, entry }) => registered.get(name) !== entry);
  if (changed.length === 0) return;
  // Forcing makes the runtime forget what it holds of a remote: only for one that moved.
  registerRemotes(
    changed.map(({ name, entry }) => ({ name, entry })),
    { force: changed.some(({ name }) => registered.has(name)) },
  );
  for (const { name, entry } of changed) registered.set(name, entry);
}

/** The manifest URL the federation runtime loads `name` from. */
export function registeredEntry(name: string): string | undefined {
  return registered.get(name);
}

/**
 * Registers a remote's entry again, so the next load fetches its manifest and remoteEntry afresh:
 * for a remote redeployed since it loaded, whose old chunks are gone. Pages already on screen keep
 * the code they have.
 */
export function reloadRemoteEntry(name: string) {
  const entry = registered.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Id of the remote map the shell's server writes into the page (tools/serve/first-screen-hints.mjs). */
export const INLINE_REMOTE_MAP_ID = 'ieum-remotes';

/** The map that came inside the page, once: a retry asks the server again. */
function takeInlineRemoteMap(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(INLINE_REMOTE_MAP_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

/**
 * Reads the runtime map of remotes: the one inside the page on the first start (it saves a round
 * trip before anything can load), otherwise fetched fresh (never from a cache), so a remote can
 * move or be redeployed without rebuilding the shell.
 */
async function fetchRemoteDefinitions(): Promise<RemoteDefinition[]> {
  let body: unknown = takeInlineRemoteMap();
  if (body === undefined) {
    try {
      const response = await fetch(REMOTE_MAP_URL, { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new RemoteLoadError('SHELL-001', String(error), { cause: error });
    }
  }
  const remotes = (body as { remotes?: unknown })?.remotes;
  if (!Array.isArray(remotes)) throw new RemoteLoadError('SHELL-001', 'remotes.json has no remotes list');
  const valid = remotes.filter(isRemoteDefinition).map(withValidHomes);
  // With the map inside the page nothing above waited: the runtime's work comes in a task of its
  // own, not in the one that evaluates the shell's entry, which is long enough on a slow phone.
  await nextTask();
  register(valid);
  return valid;
}

let early: Promise<RemoteDefinition[]> | undefined;

/**
 * Called by the entry before the shared libraries load, so the remote map (and the current page's
 * remote) is on its way while React downloads: on a slow phone that saves several round trips.
 */
export function requestRemoteDefinitionsEarly(): Promise<RemoteDefinition[]> {
  early = fetchRemoteDefinitions();
  // Read (and its failure reported) by the first loadRemoteDefinitions.
  early.catch(() => undefined);
  return early;
}

/** The remote map: the early request on the first start, a fresh one on a retry. */
export function loadRemoteDefinitions(): Promise<RemoteDefinition[]> {
  const definitions = early ?? fetchRemoteDefinitions();
  early = undefined;
  return definitions;
}

/** The remote that owns a path (compared without regard to letter case). */
export function remoteOwning(definitions: RemoteDefinition[], path: string): { remote: string; path: string } | undefined {
  const wanted = path.toLowerCase();
  for (const definition of definitions) {
    const route = definition.routes.find((candidate) => candidate.toLowerCase() === wanted);
    if (route) return { remote: definition.name, path: route };
  }
  return undefined;
}

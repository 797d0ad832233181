import { create } from 'zustand';
import { homePathFor, isUserType } from '@ieum/domain';
import type { RemoteDefinition } from './remote-config';

/**
 * Role -> home page, from the remote map: the roles the shell's build knows and any added since.
 * The notification watcher and the push prompt run on every home, and back from /notification
 * goes to the user's. (Not read by the entry: this module loads after the shared packages.)
 */
export const useRoleHomes = create<{ homes: Record<string, string> }>(() => ({ homes: {} }));

export function rememberRoleHomes(definitions: RemoteDefinition[]) {
  useRoleHomes.setState({ homes: Object.assign({}, ...definitions.map((definition) => definition.homes ?? {})) });
}

/** A role's home: the remote map's, else the domain's rule (the map may not have arrived yet). */
export function homeOf(homes: Record<string, string>, role: string | null): string {
  if (role && Object.prototype.hasOwnProperty.call(homes, role)) return homes[role];
  return homePathFor(isUserType(role) ? role : null);
}

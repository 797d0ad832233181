import type { ComponentType } from 'react';

/** What a remote's `./routes` module exports: the pages it owns, loaded on demand. */
export interface RemoteRoute {
  path: string;
  load(): Promise<{ default: ComponentType }>;
}

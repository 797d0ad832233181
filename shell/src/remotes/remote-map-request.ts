// Started by the entry before the shared libraries load, so the remote map is on its way while
// React downloads: on a slow phone that saves a round trip before the first remote page.
const REMOTE_MAP_URL = '/remotes.json';

let early: Promise<Response> | undefined;

const requestRemoteMap = () => fetch(REMOTE_MAP_URL, { cache: 'no-store' });

export function requestRemoteMapEarly(): void {
  early = requestRemoteMap();
  // Read (and its failure reported) by the first loadRemoteDefinitions.
  early.catch(() => undefined);
}

/** The early request on the first start; a fresh one on a retry. */
export function takeRemoteMapResponse(): Promise<Response> {
  const response = early ?? requestRemoteMap();
  early = undefined;
  return response;
}

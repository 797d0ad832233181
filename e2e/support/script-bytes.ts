import type { CDPSession } from 'playwright-core';

export interface ScriptTransfer {
  /** `port/path` of each script, in the order they finished. */
  files: string[];
  /** Bytes over the wire (compressed, headers included), as the phone downloads them. */
  bytes: number;
}

/**
 * Counts every script the page downloads from now on. The returned function hands over what was
 * counted since the last call and starts again from zero.
 */
export async function watchScriptBytes(cdp: CDPSession): Promise<() => ScriptTransfer> {
  const scripts = new Map<string, string>();
  let counted: ScriptTransfer = { files: [], bytes: 0 };
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = scripts.get(event.requestId);
    if (url === undefined) return;
    counted.files.push(`${new URL(url).port}${new URL(url).pathname}`);
    counted.bytes += event.encodedDataLength;
  });
  return () => {
    const taken = counted;
    counted = { files: [], bytes: 0 };
    return taken;
  };
}

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

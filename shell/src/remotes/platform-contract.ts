const PLATFORM_PACKAGE = '@ieum/platform';

function parts(version: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * Whether `version` meets a caret range such as `^1.2.0` (what the build writes for the platform):
 * the same major (the same minor while the major is 0), and not older. Other range forms are taken
 * as met: this check only explains a failure, it never blocks a remote itself.
 */
export function meetsCaretRange(version: string, range: string): boolean {
  const wanted = range.startsWith('^') ? parts(range.slice(1)) : undefined;
  const have = parts(version);
  if (!wanted || !have) return true;
  const [major, minor, patch] = wanted;
  if (have[0] !== major) return false;
  if (major === 0 && have[1] !== minor) return false;
  if (have[1] !== minor) return have[1] > minor;
  return have[2] >= patch;
}

interface Manifest {
  shared?: { name?: string; requiredVersion?: string }[];
}

/**
 * The platform contract a remote was built for, read from its mf-manifest.json, when the shell's
 * copy (`provided`, the one every app on the page uses) does not meet it; undefined when it does or
 * when the manifest cannot be read. Called only after a remote failed to load, to tell this case apart.
 */
export async function unmetPlatformContract(manifestUrl: string | undefined, provided: string): Promise<string | undefined> {
  if (!manifestUrl) return undefined;
  try {
    const response = await fetch(manifestUrl, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const manifest = (await response.json()) as Manifest;
    const required = manifest.shared?.find((shared) => shared.name === PLATFORM_PACKAGE)?.requiredVersion;
    return typeof required === 'string' && !meetsCaretRange(provided, required) ? required : undefined;
  } catch {
    return undefined;
  }
}

import fs from 'node:fs/promises';

/**
 * Reads the runtime map of remotes (name -> manifest URL template, owned routes and, for a remote
 * that holds a role's home page, `homes`: role -> path). `{hostname}` becomes the host the browser
 * used, so a phone on the LAN reaches the remotes too. Read on every request: editing the file
 * moves a remote, or adds one with a new role, without restarting or rebuilding anything.
 */
export async function readRemotesConfig(file, hostname) {
  const raw = JSON.parse(await fs.readFile(file, 'utf8'));
  return {
    remotes: Object.entries(raw).map(([name, { entry, routes, homes }]) => ({
      name,
      entry: entry.replaceAll('{hostname}', hostname),
      routes,
      ...(homes ? { homes } : {}),
    })),
  };
}

export function hostnameOf(request) {
  const host = request.headers['x-forwarded-host'] || request.headers.host || 'localhost';
  return String(host).replace(/:\d+$/, '');
}

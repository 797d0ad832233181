import net from 'node:net';

/** A local port nothing listens on now, for a server a test or a benchmark starts as its own process. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}

/**
 * `count` different ports nothing listens on now. The probes stay open until all are chosen: probed
 * one after another, a closed probe's port can be handed out again (two remotes once got the same one).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: net.Server[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const probe = net.createServer();
      probes.push(probe);
      await new Promise<void>((resolve, reject) => {
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', resolve);
      });
    }
    return probes.map((probe) => (probe.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise<void>((resolve) => (probe.listening ? probe.close(() => resolve()) : resolve()))));
  }
}


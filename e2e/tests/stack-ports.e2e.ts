import net from 'node:net';
import { freePorts } from '../support/stack';

// Every stack takes its ports in one call: a port probed and closed could be handed out again to the next
// server of the same stack (CI once failed with two remotes on one port).
describe('the ports a test stack takes', () => {
  it('are all different and all free at once', async () => {
    const ports = await freePorts(12);
    expect(new Set(ports).size).toBe(12);
    const servers = await Promise.all(
      ports.map(
        (port) =>
          new Promise<net.Server>((resolve, reject) => {
            const server = net.createServer();
            server.once('error', reject);
            server.listen(port, '127.0.0.1', () => resolve(server));
          }),
      ),
    );
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
});

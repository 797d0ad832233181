import net from 'node:net';
import { freePorts, onFreePorts } from '../support/stack';

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

  it('start again on new ports when another process took one, and not for any other failure', async () => {
    const tried: number[][] = [];
    const started = await onFreePorts(3, async (ports) => {
      tried.push(ports);
      if (tried.length === 1) throw new Error('elderly exited with 1 (EADDRINUSE: a port was taken)');
      return 'running';
    });
    expect(started).toBe('running');
    expect(tried).toHaveLength(2);
    expect(tried[1]).toHaveLength(3);

    // A start that always fails with `message`: how many times was it tried before the failure came out?
    const triesBeforeFailing = async (message: string) => {
      let calls = 0;
      const failure = onFreePorts(2, async () => {
        calls += 1;
        throw new Error(message);
      });
      await expect(failure).rejects.toThrow(message);
      return calls;
    };
    expect(await triesBeforeFailing('the e2e global setup did not run')).toBe(1);
    expect(await triesBeforeFailing('listen EADDRINUSE')).toBe(3);
  });
});

import net from 'node:net';

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;

/**
 * A TCP proxy in front of PostgreSQL (or Redis) that a test can freeze (bytes stop, sockets stay),
 * cut (open sockets end, new ones are served: a server that terminated its backends) and drop
 * (sockets end, new ones are refused: a server that is down).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'open' | 'frozen' | 'dropped' = 'open';
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    if (mode === 'dropped') return client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (mode === 'open') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cutAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Connections through the proxy right now. */
    get connections() {
      return pairs.size;
    },
    freeze: () => (mode = 'frozen'),
    open: () => (mode = 'open'),
    cut: cutAll,
    drop() {
      mode = 'dropped';
      cutAll();
    },
    async close() {
      this.drop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The same URL with its host and port pointing at the proxy. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}

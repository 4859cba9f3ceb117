import net from 'node:net';

/**
 * A TCP proxy in front of a server (e.g. PostgreSQL) that a test can take down and bring back,
 * as a restart of that server would: down() resets every open connection and refuses new ones.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const srv = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        port = (srv.address() as net.AddressInfo).port;
        server = srv;
        resolve();
      });
    });
  await listen();
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.resetAndDestroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  return { port: () => port, down, up: listen, close: down };
}

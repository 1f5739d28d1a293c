import { createServer } from 'node:net';
import { readConfig } from '../src/server/config';
import { ConfigError, PortInUseError } from '../src/server/start';

/**
 * `npm start` runs this before the build: a wrong setting or a port another server holds is reported at
 * once, in the server's own words, rather than after the build's minute. It only looks: the port is
 * opened and closed again, and nothing is written.
 */
async function portTaken(port: number, host: string): Promise<boolean> {
  const tryListen = (h: string) =>
    new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      const server = createServer();
      server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
      server.listen({ port, host: h, exclusive: true }, () => server.close(() => resolve(undefined)));
    });
  let error = await tryListen(host);
  // The server falls back to IPv4 where IPv6 is missing; so does this look.
  if (error && host === '::' && (error.code === 'EAFNOSUPPORT' || error.code === 'EADDRNOTAVAIL')) error = await tryListen('0.0.0.0');
  return error?.code === 'EADDRINUSE';
}

const { config, problems } = readConfig(process.env);
if (problems.length) {
  process.stderr.write(`${new ConfigError(problems).message}\nFix these settings and start the server again.\n`);
  process.exit(1);
}
if (config.port !== 0 && (await portTaken(config.port, config.host))) {
  process.stderr.write(`${new PortInUseError(config.port).message}\n`);
  process.exit(1);
}

import { createServer } from 'node:net';
import { readConfig } from '../src/server/config';
import { ConfigError, PortInUseError } from '../src/server/start';
import { startedDirectly } from './started-directly';

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

/**
 * What the look finds in `env`: nothing (undefined) or the message to print before stopping. Exported so the tests
 * look at several settings without starting a Node with tsx for each (about a second of processor time apiece).
 */
export async function preflight(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const { config, problems } = readConfig(env);
  if (problems.length) return `${new ConfigError(problems).message}\nFix these settings and start the server again.\n`;
  if (config.port !== 0 && (await portTaken(config.port, config.host))) return `${new PortInUseError(config.port).message}\n`;
  return undefined;
}

if (startedDirectly(import.meta.url)) {
  const message = await preflight(process.env);
  if (message) {
    process.stderr.write(message);
    process.exit(1);
  }
}

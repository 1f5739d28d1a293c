import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { vi } from 'vitest';
import { tempDir } from './helpers';

/** Debian's PostgreSQL binaries folder, if installed. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a)).find((v) => existsSync(path.join(root, v, 'bin/initdb')));
  return version ? path.join(root, version, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts a throwaway PostgreSQL on loopback: `initdb` into a temporary folder, a socket folder inside it and a
 * random port. PostgreSQL refuses to run as root, so under root it runs as `nobody`.
 */
export async function startPostgres(bin: string): Promise<{ url: string; halt(): Promise<void>; resume(): Promise<void>; stop(): Promise<void> }> {
  const tmp = tempDir('intake-pg-');
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? { uid: 65534, gid: 65534 } : {};
  if (asRoot) chownSync(tmp.dir, 65534, 65534);
  const dataDir = path.join(tmp.dir, 'data');
  const init = spawnSync(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'], { ...ids, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error}`);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const launch = (): ChildProcess =>
    spawn(
      path.join(bin, 'postgres'),
      ['-D', dataDir, '-p', String(port), '-k', tmp.dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=50'],
      { ...ids, stdio: 'ignore' },
    );
  // Until it answers (or has exited: then at once).
  const answering = async (server: ChildProcess) => {
    let exited = false;
    await vi
      .waitFor(
        async () => {
          const client = new pg.Client({ connectionString: url });
          try {
            await client.connect();
            await client.end();
          } catch (error) {
            await client.end().catch(() => undefined);
            if (server.exitCode !== null) exited = true;
            else throw error;
          }
        },
        { timeout: 20_000, interval: 100 },
      )
      .catch((error: Error) => Promise.reject(new Error(`PostgreSQL did not start: ${error.message}`, { cause: error })));
    if (exited) throw new Error(`PostgreSQL did not start: it exited with ${server.exitCode}`);
  };
  const halt = async (server: ChildProcess) => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGINT'); // fast shutdown
    });
  };
  let server = launch();
  await answering(server);
  return {
    url,
    /** Stops the database, keeping its data and port, as an outage would. */
    halt: () => halt(server),
    /** Starts the stopped database again on the same data and port; resolves once it answers. */
    resume: async () => {
      server = launch();
      await answering(server);
    },
    stop: async () => {
      await halt(server);
      tmp.cleanup();
    },
  };
}

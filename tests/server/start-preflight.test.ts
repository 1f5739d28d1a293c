import { execFile } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preflight } from '../../scripts/start-preflight';

/**
 * `npm start` looks at its settings and port before building, so a taken port is said at once. The taken port is
 * looked at as npm start runs it (its own process, its exit code); the other cases in this process.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const run = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/start-preflight.ts'], { cwd: repo, env: { ...process.env, ...env } }).then(
    (r) => ({ code: 0, stderr: r.stderr }),
    (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
  );

/** The same look in this process, as `run` answers it. */
const look = async (env: Record<string, string>) => {
  const message = await preflight({ ...process.env, ...env });
  return { code: message ? 1 : 0, stderr: message ?? '' };
};

let busy: Server;
let port: number;
beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen({ port: 0, host: '127.0.0.1' }, resolve));
  port = (busy.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

describe('npm start before the build', () => {
  it('says a taken port is taken, with the way out, and stops', async () => {
    const result = await run({ PORT: String(port), HOST: '127.0.0.1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${port} is already in use`);
    expect(result.stderr).toContain(`PORT=${port + 1} npm start`);
  });

  it('lists wrong settings and stops', async () => {
    const result = await look({ PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number');
  });

  it('lets a free port through', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const free = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const result = await look({ PORT: String(free), HOST: '127.0.0.1' });
    expect(result).toEqual({ code: 0, stderr: '' });
  });
});

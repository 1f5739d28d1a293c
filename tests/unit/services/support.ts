/** Shared set-up of the browser service tests: the real intake server and a tiny misbehaving one. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer } from '../../server/support/helpers';

export { GIF, HTML, JPEG, PNG } from '../../server/support/helpers';

export const ADMIN = 'admin-token-services-0123456789';

/** The real intake server (SQLite and local files in a temporary folder) with the admin API on. */
export async function startIntake() {
  const server = await startTestServer({ ADMIN_TOKEN: ADMIN, SIGNING_SECRET: 'services-secret-0123456789abcdef' });
  return {
    ...server,
    /** Every stored submission, newest first, as the admin API lists them. */
    async submissions(hook?: string): Promise<Array<{ id: string; hook: string; payload: Record<string, unknown>; createdAt: number }>> {
      const response = await fetch(`${server.url}/api/submissions?limit=1000${hook ? `&hook=${hook}` : ''}`, {
        headers: { authorization: `Bearer ${ADMIN}` },
      });
      if (!response.ok) throw new Error(`admin API answered ${response.status}`);
      return (await response.json()).submissions;
    },
    async submission(id: string): Promise<{ id: string; hook: string; payload: Record<string, unknown> }> {
      const response = await fetch(`${server.url}/api/submissions/${id}`, { headers: { authorization: `Bearer ${ADMIN}` } });
      if (!response.ok) throw new Error(`admin API answered ${response.status}`);
      return response.json();
    },
  };
}

export type Intake = Awaited<ReturnType<typeof startIntake>>;

/** One request a {@link stubServer} received. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A local HTTP server answering with `handler`; the handler may leave the response open to simulate a
 * server that never answers (closed by `close()`).
 */
export async function stubServer(handler: (request: Seen, response: ServerResponse, base: string) => void) {
  const seen: Seen[] = [];
  let base = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      seen.push(entry);
      handler(entry, response, base);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A `File` of the given bytes. */
export function fileOf(bytes: Uint8Array | Buffer, name: string, type = ''): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/**
 * Entry point of `npm start` / `npm run serve`: reads the environment, lists every problem with it and exits
 * non-zero if there are any, otherwise serves the site and the intake API until SIGTERM or SIGINT, when it
 * finishes requests in flight and stops (the outbox keeps whatever is not yet delivered).
 *
 * Settings (all optional):
 * - `PORT` (8080), `HOST` (`::`, every address), `DATA_DIR` (`./data`: SQLite file, files, signing secret),
 *   `STATIC_DIR` (`dist/client`), `PUBLIC_URL` (the origin of the links the server makes: upload and file links,
 *   preview addresses; default: the request's origin when it is a host of site.yaml `hosts` or one for local use,
 *   else `hosts.mainUrl`; see src/server/public-origin.ts).
 * - `DATABASE_URL` (postgres://...): PostgreSQL instead of SQLite, for several instances.
 * - `S3_BUCKET`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_ENDPOINT` (non-AWS stores),
 *   `S3_FORCE_PATH_STYLE`: files in an S3-compatible bucket instead of `DATA_DIR/files`. The bucket needs a CORS
 *   rule allowing PUT from the site's origin with the `Content-Type` and `If-None-Match` headers (each upload link
 *   stores one file: a bucket with conditional writes refuses a second PUT).
 * - `HOOK_TARGET_<NAME>` (e.g. `HOOK_TARGET_MAIN`, `HOOK_TARGET_DOMAIN_SELECTION`): where each hook is relayed;
 *   overrides `relay.targets` in config/site.yaml. A hook without a target keeps its calls, held.
 * - `ADMIN_TOKEN` (16+ characters): bearer token of `GET /api/submissions` and replay.
 * - `SIGNING_SECRET` (16+ characters): signs local file links; default a random secret kept in `DATA_DIR`.
 * - `ALLOWED_ORIGINS` (comma-separated origins or `*`): CORS for forms embedded on other sites;
 *   `FRAME_ANCESTORS` (default `*`): who may frame the embed host's pages (the main and forms hosts: the site itself, and those named here); `CSP_CONNECT_SRC`: extra connect-src origins.
 * - `RATE_LIMIT_MAX` (300 API requests per minute per client; a 30-photo gallery takes about 60), `TRUST_PROXY` (`true` behind a load balancer),
 *   `LOG_LEVEL` (`info`).
 * - Relay tuning: `RELAY_MAX_ATTEMPTS` (10), `RELAY_BACKOFF_BASE_MS` (2000), `RELAY_BACKOFF_MAX_MS` (900000),
 *   `RELAY_TIMEOUT_MS` (10000), `RELAY_LEASE_MS` (60000), `RELAY_POLL_MS` (1000), `RELAY_CONCURRENCY`
 *   (2 deliveries at once per hook: a hook whose target hangs never holds up another hook).
 * - Preview sites: `PREVIEW_LEASE_MS` (120000: a build not finished by then is started again), `PREVIEW_POLL_MS`
 *   (1000), `PREVIEW_MAX_ATTEMPTS` (5), `PREVIEW_CONCURRENCY` (2 builds at once). How long a preview address works
 *   is `previewSites.expiresAfterDays` in config/site.yaml.
 */
import { StoreOpenError } from './storage/open-store';
import { ConfigError, DataDirError, PortInUseError, startServer } from './start';

async function main(): Promise<void> {
  let server;
  try {
    server = await startServer();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nFix these settings and start the server again.\n`);
    } else if (error instanceof PortInUseError || error instanceof DataDirError || error instanceof StoreOpenError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`The server could not start: ${(error as Error).stack ?? String(error)}\n`);
    }
    process.exit(1);
  }
  const running = server;
  running.app.log.info(`Serving on ${running.url} (PORT=${new URL(running.url).port})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.app.log.info(`${signal} received: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => {
      running.app.log.error('Shutdown took longer than 25 seconds; stopping now.');
      process.exit(1);
    }, 25_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error) => {
        running.app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();

/**
 * Entry point of `npm start` / `npm run serve`: reads the environment, lists every problem with it and exits
 * non-zero if there are any, otherwise serves the site and the intake API until SIGTERM or SIGINT, when it
 * finishes requests in flight and stops (the outbox keeps whatever is not yet delivered).
 */
import { ConfigError, startServer } from './start';

async function main(): Promise<void> {
  let server;
  try {
    server = await startServer();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nFix these settings and start the server again.\n`);
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

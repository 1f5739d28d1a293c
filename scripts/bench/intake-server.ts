/**
 * The intake server alone, for the steady-state bench: started in its own process (so the load generator does not
 * share its event loop), on a free loopback port, storing in the folder given as the first argument. Prints
 * `listening <url>` once it accepts requests and stops cleanly on SIGTERM.
 */
import path from 'node:path';
import { startServer } from '../../src/server/start';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Give the data folder as the first argument.');
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  staticDir: path.join(dataDir, 'no-site'),
  siteConfigPath: null,
  env: { LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000000' },
});
console.log(`listening ${server.url}`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});

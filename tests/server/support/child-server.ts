/**
 * Runs the intake server in its own process for crash tests: settings come from the environment, and the
 * address is printed as one JSON line on stdout once it listens.
 */
import { startServer } from '../../../src/server/start';

const server = await startServer({ port: 0, siteConfigPath: null });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);

import { createServer } from 'vite';
import { startServer } from '../src/server/start';
import { buildConfig, buildTypes } from './config/build-config';
import { ConfigError } from './config/problems';

/**
 * `npm run dev`: the intake server on its own port and Vite with hot reload in front of it, proxying
 * `/api` so uploads and hooks work exactly as in production. Config mistakes are printed here and shown
 * in the browser overlay by the Vite config plugin.
 */
async function main(): Promise<void> {
  const root = process.cwd();
  await buildTypes(root);
  try {
    await buildConfig(root);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
  }
  const api = await startServer({ port: Number(process.env.API_PORT ?? 8787), host: '127.0.0.1' });
  const vite = await createServer({
    server: { port: Number(process.env.PORT ?? 5173), proxy: { '/api': { target: api.url, changeOrigin: false } } },
  });
  await vite.listen();
  vite.printUrls();
  const stop = async () => {
    await vite.close();
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();

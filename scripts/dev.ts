import { createServer } from 'vite';
import { startServer } from '../src/server/start';
import { buildTypes } from './config/build-config';
import { checkConfig, watchConfig, type CheckRun } from './config/check-config';

/**
 * `npm run dev`: the intake server on its own port and Vite with hot reload in front of it, proxying
 * `/api` so uploads and hooks work exactly as in production. Each save under `config/` or `schemas/` is
 * checked in this process within about a second: mistakes are printed here and shown in the browser
 * overlay; a valid change rewrites `src/generated/` and the page reloads with it.
 */
async function main(): Promise<void> {
  const root = process.cwd();
  await buildTypes(root);
  const print = (run: CheckRun) => (run.ok ? console.log : console.error)(`${run.report}\n(config checked in ${Math.round(run.ms)} ms)`);
  print(await checkConfig(root, { emit: true, writeEnums: true }));
  const api = await startServer({ port: Number(process.env.API_PORT ?? 8787), host: '127.0.0.1' });
  const vite = await createServer({
    server: { port: Number(process.env.PORT ?? 5173), proxy: { '/api': { target: api.url, changeOrigin: false } } },
  });
  await vite.listen();
  vite.printUrls();
  const watcher = watchConfig(root, {
    emit: true,
    writeEnums: true,
    initial: false,
    onRun: (run) => {
      print(run);
      if (run.ok) vite.ws.send({ type: 'full-reload' });
      else vite.ws.send({ type: 'error', err: { message: `The config has problems (the page shows the last valid config).\n${run.report}`, stack: '' } });
    },
  });
  const stop = async () => {
    watcher.close();
    await vite.close();
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Reruns the config build (`npm run config`) when a YAML config file or a schema changes in dev.
 * A valid config rewrites src/generated/ and Vite reloads; a broken one shows its problems in the overlay.
 */
function configReload(): Plugin {
  let running: Promise<void> | undefined;
  return {
    name: 'tradesites-config-reload',
    apply: 'serve',
    configureServer(server) {
      const rebuild = (file: string) => {
        const rel = file.replace(/\\/g, '/');
        if (!/\/config\/.*\.ya?ml$/.test(rel) && !/\/schemas\//.test(rel)) return;
        if (running) return;
        running = new Promise<void>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/config/build-config.ts'], { cwd: root });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => {
            running = undefined;
            if (code !== 0) {
              server.ws.send({ type: 'error', err: { message: `ConfigError: the config has problems.\n${output.trim()}`, stack: '' } });
            } else {
              server.ws.send({ type: 'full-reload' });
            }
            resolve();
          });
        });
      };
      server.watcher.add([`${root}config/**/*.yaml`, `${root}schemas/**`]);
      server.watcher.on('change', rebuild);
      server.watcher.on('add', rebuild);
      server.watcher.on('unlink', rebuild);
    },
  };
}

export default defineConfig({
  plugins: [react(), configReload()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // rjsf's Markdown renderer is never used by these forms (see src/forms/plain-markdown.tsx).
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    // index.html holds the React app (its entry, src/app/entry-client.tsx); the prerender gives every page
    // src/app/entry-page.ts as its first script, which starts the app on pages with a form (scripts/prerender.ts).
    rollupOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), page: fileURLToPath(new URL('./src/app/entry-page.ts', import.meta.url)) } },
  },
  ssr: { noExternal: ['@mui/material', '@mui/icons-material', '@mui/system', 'notistack'] },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { faviconFromSvg } from './scripts/favicon.ts';
import { precompressed } from './scripts/precompress.ts';

export default defineConfig({
  // Config changes are checked and applied by scripts/dev.ts (`npm run dev`), in its own process.
  // The browser build's scripts and styles are also written compressed, for the server to send as they are; the
  // site's icon is drawn as a PNG from public/favicon.svg.
  plugins: [react(), faviconFromSvg(), precompressed()],
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

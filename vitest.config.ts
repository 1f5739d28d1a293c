import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * One test run for everything. Browser tests (tests/e2e) drive Debian's Chromium against the built site,
 * so `npm test` builds first; they run one file at a time to stay within two cores (two at a time measured no
 * faster: Chromium keeps both cores busy).
 */
export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    projects: [
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/config/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          // One Chromium and one site server for the whole run, shared by the files (each test opens its own
          // browser context); the modules the files import (server, config) are loaded once.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { componentCommands } from './tests/component/support/commands.ts';
import { LongestFirst } from './tests/support/file-order.ts';
import { RunReport } from './tests/support/run-report.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** rjsf's Markdown renderer is never used by these forms (see src/forms/plain-markdown.tsx), as in vite.config.ts. */
const markdown = fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url));

/**
 * One test run for everything, with one worker more than there are cores: vitest's own default leaves one idle,
 * which on the two-core CI machines meant one file at a time. All projects share the workers (vitest runs
 * projects with unequal worker counts one after another), so browser files run beside each other and beside the
 * unit, config and server files. Much of a browser test is waiting on Chromium or the server: with two workers
 * the cores stood idle for 83 s of a 295 s run, with three for 16 s of 283 s.
 */
const workers = Math.max(3, availableParallelism() + 1);

/**
 * In CI logs (no terminal) only failures and the closing summary are printed: one dot per test, not a line per
 * passing test. A terminal keeps vitest's default live view.
 */
const quiet = Boolean(process.env.CI) || !process.stdout.isTTY;

/** Replaces `process.env.NODE_ENV` in the component tests' own modules (src/, tests/) by "production", as the site build does. */
function asBuiltForTheSite(): Plugin {
  return {
    name: 'tradesites-as-built-for-the-site',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('process.env.NODE_ENV')) return undefined;
      return { code: code.replaceAll('process.env.NODE_ENV', '"production"'), map: null };
    },
  };
}

export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    maxWorkers: workers,
    // Each project's longest files first, from this machine's last run or the committed durations of a fresh clone
    // (tests/support/file-order.ts), so the run does not end with one long file alone.
    sequence: { sequencer: LongestFirst },
    // Then the time per project, and (in CI) the refusal of skipped server tests: tests/support/run-report.ts.
    reporters: [quiet ? 'dot' : 'default', new RunReport()],
    projects: [
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/config/**/*.test.ts'],
          environment: 'node',
          // The files restore what they stub, so one worker can run many without reloading React, MUI and ajv.
          isolate: false,
          // Building a whole config (ajv standalone code) takes seconds when the machine is busy.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // As the unit files: no file mocks or stubs a module, and each starts and closes its own servers, stores and
          // folders, so a worker runs file after file without a new process loading Fastify, the stores and the
          // server's modules again for each: the project's processor time fell from 80 s to 59 s (busy machine).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // React, MUI and emotion as built for the site: development React checks and draws twice, and made these tests
        // as slow as the page tests. Set for this project's browser code only (a `define` of NODE_ENV would reach the
        // other projects' Node process, where it made React's JSX runtime and the compiled tests disagree).
        plugins: [asBuiltForTheSite()],
        oxc: { jsx: { runtime: 'automatic', development: false } },
        // The packages' production builds, as the site's: Vite's dev server otherwise takes the `development` export of
        // emotion, whose style sheet adds one <style> element per rule (the production build inserts rules into one sheet),
        // and each new element made Chromium restyle the whole page: a third of the renderer's processor time went there.
        resolve: { alias: { '@': src, 'markdown-to-jsx/react': markdown }, conditions: ['module', 'browser', 'production'] },
        // Bundled before the first file runs, so no file waits for (or reloads after) a late dependency bundle: a
        // dependency found while tests run makes Vite reload the test pages. Scanning src/app/entry-client.tsx finds what
        // the forms, blocks and pages import (icons included) the way the site build does.
        optimizeDeps: {
          rolldownOptions: { transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: { runtime: 'automatic', development: false } } },
          entries: ['src/app/entry-client.tsx'],
          include: [
            'react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', '@emotion/react', '@emotion/styled', '@emotion/cache',
            '@mui/material', 'react-router-dom', '@rjsf/core', '@rjsf/mui', '@rjsf/utils', '@rjsf/validator-ajv8', 'notistack', 'idb-keyval', 'browser-image-compression', 'axe-core',
          ],
        },
        test: {
          name: 'component',
          // One page for all the files, each run in it after the last, as the unit files share a worker: a page of its own
          // per file loaded and ran React, MUI, rjsf, axe and the form's modules again for each (over 250 modules, 24 MB),
          // and Vite served them again: the project's processor time fell from 74-86 s to 46-58 s (all processes, four
          // turns each, load 12-33). A file leaves no form mounted, and what a page keeps once and for all (React's
          // developer hook, the last key typed) is set up for it: tests/component/support/setup.ts, toast-hiding.test.tsx.
          isolate: false,
          // What each file finds as a page of its own would be (React's developer hook, no form left mounted).
          setupFiles: ['tests/component/support/setup.ts'],
          include: ['tests/component/**/*.test.{ts,tsx}'],
          // Each widget mounted alone in the installed Chromium (no browser download): real layout, focus, keyboard,
          // file inputs and images, without the page, the server or the walk through the form's earlier steps.
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }, contextOptions: { reducedMotion: 'reduce' } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            commands: componentCommands,
          },
          // As the page tests': a widget test that types a whole step took over 30 s on a CI machine loaded 14 times over
          // its cores, and a test stopped by its timeout keeps typing into the next test's form.
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Generous: a test of several page loads must still pass on a CI machine others are loading too.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // One site server for the whole run and one Chromium per worker, shared by the files (each test opens its own
          // browser context); the modules the files import (server, config) are loaded once per worker.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});

/**
 * The Chromium the tests run and its flags, in a module of their own: vitest.config.ts reads them, and loading the
 * config bundles what it imports (browser.ts would bring the page pool, the test site and the whole intake server).
 */
import { existsSync } from 'node:fs';

/**
 * Flags for Debian's Chromium in CI containers: no sandbox, no GPU, no background traffic. The browser's own
 * background features (hints, media routing) and paint holding (a page is painted at once rather than held for its
 * next one) are turned off by Playwright's own `--disable-features` list. No second `--disable-features` is given
 * here: Chromium keeps only the last one on its command line, so it would turn Playwright's back on (HTTPS upgrades of
 * the tests' HTTP addresses, storage partitioning and a dozen more). The headless shell has no translation to turn off.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-ipc-flooding-protection',
  '--disable-extensions',
  // V8 compiles a function with Maglev after 400 calls and TurboFan after 3,000; the tests' pages run React, MUI and
  // emotion through short-lived renders where that compiling (on the second core) costs more than it saves. A hundred
  // times those counts leaves them to the code that is truly hot, and loops that run long (image preparation) are still
  // optimised as they run (on-stack replacement, whose counts are unchanged). The whole run on a quiet machine, old and
  // new taking turns: 837 and 916 CPU-s against 1,028 and 969, 433 and 475 s against 531 and 501 s. Without the
  // optimising tiers (`--max-opt=1`) the run cost 881 CPU-s, and image-preparation.test.ts half as much again.
  '--js-flags=--invocation-count-for-maglev=40000 --invocation-count-for-turbofan=300000',
];

/**
 * Debian's Chromium headless shell (`chromium-headless-shell`, the same engine without the desktop browser's
 * windows and UI pages, as Playwright itself runs headless tests), or the full `chromium` where the shell is not
 * installed; the `CHROMIUM_PATH` environment variable overrides both. Measured on the two-core CI machine, two
 * browser test files took 61 s in the shell against 86 s in the full browser, with a third less processor time.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

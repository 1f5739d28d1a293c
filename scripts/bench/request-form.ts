import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../../src/server/start';

export interface RequestFormBench {
  scripts: number;
  gzipBytes: number;
  keystroke: { median: number; p95: number; samples: number };
  stepChange: { median: number; p95: number; samples: number };
  cpuSlowdown: number;
}

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Page-side measurements as plain script text, so that nothing the bench runner adds to compiled functions
// (such as name helpers) reaches the page.
/** Clicks the button labelled __LABEL__, waits until the step heading changes and for the next frame; answers ms. */
const STEP_CHANGE_SCRIPT = `(async () => {
  const label = __LABEL__;
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === label);
  const before = document.querySelector('h2') && document.querySelector('h2').textContent;
  const t0 = performance.now();
  button.click();
  await new Promise((resolve) => {
    const check = () => ((document.querySelector('h2') && document.querySelector('h2').textContent) !== before ? resolve() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - t0;
})()`;

/** Records, for every key press, the time until the frame after it has been handled and drawn. */
const KEY_TIMING_SCRIPT = `(() => {
  window.__keys = [];
  document.addEventListener('keydown', () => {
    const t0 = performance.now();
    requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - t0), 0));
  }, true);
})()`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * /request in a real Chromium against the built site: the gzip size of every script the page loads until the form is
 * ready, then, with the CPU slowed down `cpuSlowdown` times, the time from a key press in a text field to the next
 * frame after React has drawn it, and from a click on Continue to the next frame after the new step is drawn.
 */
export async function runRequestFormBench(cpuSlowdown = 4, clientDir = join(process.cwd(), 'dist', 'client')): Promise<RequestFormBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-form-'));
  const server = await startServer({ port: 0, dataDir, staticDir: clientDir, siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' } });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), await response.body());
      } catch {
        // a script that failed to load has no body to weigh
      }
    });
    await page.goto(`${server.url}/request`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const gzipBytes = [...scripts.values()].reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    // Step changes: Continue from step 1, then Back, several times.
    const stepTimes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      for (const name of ['Continue', 'Back']) {
        const ms = (await page.evaluate(STEP_CHANGE_SCRIPT.replace('__LABEL__', JSON.stringify(name)))) as number;
        stepTimes.push(ms);
      }
    }

    // Keystrokes in the first name field of step 2.
    await page.getByRole('button', { name: 'Continue' }).click();
    const field = page.getByLabel('First name');
    await field.click();
    await page.evaluate(KEY_TIMING_SCRIPT);
    for (const ch of 'Samantha Jones') {
      await page.keyboard.type(ch);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(300);
    const keyTimes = (await page.evaluate('window.__keys')) as number[];
    await context.close();
    return {
      scripts: scripts.size,
      gzipBytes,
      cpuSlowdown,
      keystroke: { median: percentile(keyTimes, 50), p95: percentile(keyTimes, 95), samples: keyTimes.length },
      stepChange: { median: percentile(stepTimes, 50), p95: percentile(stepTimes, 95), samples: stepTimes.length },
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatRequestFormBench(r: RequestFormBench): string {
  return [
    `/request in Chromium (CPU slowed ${r.cpuSlowdown}x):`,
    `  JavaScript loaded until the form is ready: ${r.scripts} files, ${(r.gzipBytes / 1024).toFixed(1)} kB gzip`,
    `  keystroke to next frame:   median ${r.keystroke.median.toFixed(1)} ms, p95 ${r.keystroke.p95.toFixed(1)} ms (${r.keystroke.samples} keys)`,
    `  step change to next frame: median ${r.stepChange.median.toFixed(1)} ms, p95 ${r.stepChange.p95.toFixed(1)} ms (${r.stepChange.samples} changes)`,
  ].join('\n');
}

import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { configWithTiler, TILER } from '../config/new-trade';
import { newContext, openPage } from './support/browser';
import { keepPreviewBuilding } from './support/network';
import { useSiteAndBrowser } from './support/harness';
import { continueStep, fillFromStep2, pngImage, waitForStep, submitFromLastStep } from './support/request-form';
import { TEST_ADMIN_TOKEN } from './support/site';

/**
 * The README's "Adding a trade", proven in the browser: a copy of the project whose config differs only by
 * config/trades/tiler.yaml is built and served, and the tiler gets its landing page, its card on /trades, a
 * place on the request and business forms (chosen and locked by its page's Get Started), its accreditations
 * and services on their steps, its default colours, the preview's wording and icon, and the media page's
 * photo wording.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
/** The pages this file opens (their ids in config/pages/ and the new trade's landing page): the only ones prerendered. */
const OPENED_PAGES = [`trade-${TILER.id}`, 'choose-trade', 'request', 'builder', 'media-form'];

/**
 * The shell command of the package's script `name`, with each `npm run <script>` in it replaced by that script's own
 * command: what `npm run <name>` runs, without starting npm once per script (about half a second of processor time each).
 */
function scriptCommand(dir: string, name: string): string {
  const scripts = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const expand = (script: string): string => `(${scripts[script].replace(/npm run ([\w:.-]+)/g, (_, inner: string) => expand(inner))})`;
  return expand(name);
}
const harness = useSiteAndBrowser();
let root: string;
let url: string;
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'new-trade-site-'));
  // Without the bench's own packages (scripts/bench/node_modules, where the bench has run): the build needs none.
  for (const entry of ['scripts', 'schemas', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true, filter: (from) => path.basename(from) !== 'node_modules' });
  }
  cpSync(path.join(repo, 'src'), path.join(root, 'src'), { recursive: true, filter: (from) => !from.startsWith(path.join(repo, 'src', 'generated')) });
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  configWithTiler(repo, root);
  // Built as `npm run build` from a shell builds the site, for production (the test run's NODE_ENV=test left out), with
  // the commands of its scripts run by one shell, not one npm per script; without the compressed copies of its files
  // (PRECOMPRESS=0, scripts/precompress.ts), which a site served for a few pages would cost more to write than to
  // compress per request; and with only the pages this test opens prerendered (PRERENDER_PAGES, scripts/prerender.ts).
  const { NODE_ENV: _testMode, ...env } = process.env;
  const build = { PRECOMPRESS: '0', PRERENDER_PAGES: OPENED_PAGES.join(','), PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}` };
  execFileSync('sh', ['-c', scriptCommand(root, 'build')], { cwd: root, env: { ...env, ...build }, stdio: 'ignore', timeout: 600_000 });
  const dataDir = path.join(root, 'data');
  // The copy's own server, which checks the answers with the copy's compiled forms (the tiler among their trades), as
  // a deployment's server and site are built from one config.
  const { startServer } = (await import(pathToFileURL(path.join(root, 'src', 'server', 'start.ts')).href)) as typeof import('../../src/server/start');
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: path.join(root, 'dist', 'client'),
    siteConfigPath: null,
    env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', ADMIN_TOKEN: TEST_ADMIN_TOKEN },
  });
  url = server.url.replace('127.0.0.1', 'localhost');
  stop = () => server.close();
}, 900_000);

afterAll(async () => {
  await stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function open(pathname: string, width = 1280) {
  const opened = await openPage(harness.browser, width, 900);
  await opened.page.goto(`${url}${pathname}`, { waitUntil: 'load' });
  return opened;
}

async function expectTilerChosenAndLocked(page: Page) {
  await waitForStep(page, 1);
  expect(await page.getByRole('radio', { name: 'Tiler' }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Electrician' }).isDisabled()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Purple & Gold' }).isChecked()).toBe(true);
}

describe('a trade added as one YAML file', () => {
  it('has its landing page, and its Get Started opens the request form with the trade chosen and locked', async () => {
    const { page, close } = await open('/tiler');
    await page.getByRole('heading', { name: TILER.headline }).waitFor();
    expect(await page.title()).toBe(TILER.title);
    expect(await page.getByText(TILER.services[0]).count()).toBeGreaterThan(0);
    // The page's own Get Started (the header's is the site-wide one).
    const start = page.locator('main').getByRole('link', { name: 'Get Started' }).first();
    expect(await start.getAttribute('href')).toBe('/request?trade=tiler');
    await start.click();
    await page.waitForURL((u) => u.pathname === '/request' && u.searchParams.get('trade') === 'tiler');
    await expectTilerChosenAndLocked(page);
    // The design previews of step 1 are drawn for tilers.
    await page.locator('[data-preview="purple-gold"] [aria-label="Preview of the Purple & Gold design for tilers"]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.locator('[data-preview="purple-gold"]').innerText()).toContain('Your Tiling Business');
    await close();
  });

  it('its link is served with the trade chosen and locked, before any script runs', async () => {
    const context = await newContext(harness.browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${url}/request?trade=tiler`, { waitUntil: 'load' });
    expect(await page.getByRole('radio', { name: 'Tiler' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Electrician' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('has a card on Choose Your Trade, after the spec cards', async () => {
    const { page, close } = await open('/trades');
    const cards = page.locator('#trades');
    await cards.getByRole('link', { name: 'Tiler' }).waitFor();
    expect(await cards.getByRole('link', { name: 'Tiler' }).getAttribute('href')).toBe('/tiler');
    expect(await cards.getByText(TILER.card).count()).toBe(1);
    expect(await cards.getByRole('link').allInnerTexts()).toEqual(['Electrician', 'Plumber', 'Tiler']);
    await close();
  });

  it('is offered by the request form to a visitor without a link, unlocked', async () => {
    const { page, close } = await open('/request');
    await waitForStep(page, 1);
    await page.getByText('Tiler', { exact: true }).click({ force: true });
    expect(await page.getByRole('radio', { name: 'Tiler' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Electrician' }).isDisabled()).toBe(false);
    await close();
  });

  it('on the builder page: locked from the link, its accreditations and services on their steps, and the preview in its words and icon', async () => {
    const { page, close } = await open('/builder?trade=tiler&customerNumber=TILE-1');
    await expectTilerChosenAndLocked(page);
    await continueStep(page);
    await fillFromStep2(page, {
      firstName: 'Sam',
      companyName: 'Straight Lines',
      email: 'sam@straightlines.co.uk',
      phone: '07700 900456',
      accreditation: TILER.accreditations[0],
      area: 'Bath',
      street: '3 Mill Lane',
      town: 'Bath',
      county: 'Somerset',
      postcode: 'BA1 1AA',
      logo: pngImage([90, 10, 170], 16),
    });
    // The preview drawn in the trade's words is what this reads: the server's generated site stays "building". Held
    // from here, as only Submit asks for it: a route turns the page's HTTP cache off (Playwright), and the scripts
    // the ten steps load before it come from the cache.
    await keepPreviewBuilding(page);
    await submitFromLastStep(page, 'Submit');
    await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 20_000 });
    const frame = page.locator('[data-preview-of="tiler"]');
    expect(await frame.locator('[data-icon="grid-on"]').count()).toBeGreaterThan(0);
    // The sample copy of the preview speaks of the trade.
    expect(await frame.innerText()).toMatch(/Trusted Tilers in Bath/i);
    expect(await frame.innerText()).toContain('tiler work');
    await page.getByRole('tab', { name: 'Services' }).click();
    // Every tiling service was ticked on entering the services step.
    for (const service of TILER.services) expect(await frame.innerText()).toContain(service);
    await page.getByRole('button', { name: 'Back to Form' }).click();
    await page.locator('[data-check-answers]').waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 10);
    for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 6);
    for (const service of TILER.services) expect(await page.getByRole('checkbox', { name: service, exact: true }).isChecked()).toBe(true);
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 3);
    expect(await page.getByRole('checkbox', { name: TILER.accreditations[0], exact: true }).isChecked()).toBe(true);
    await close();
  });

  it("the media page's photo picker asks for the trade's work", async () => {
    const { page, close } = await open('/media-form?customerNumber=TILE-2&trade=tiler');
    await page.getByText('Photos of your tiling work').first().waitFor();
    expect(await page.getByText(`${TILER.workExamples}, `, { exact: false }).count()).toBe(1);
    await close();
  });
});

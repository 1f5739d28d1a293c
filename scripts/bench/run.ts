/**
 * `npm run bench`: what the product weighs and how fast it is, on the last build (`npm run build` first).
 *
 *   npm run bench                     every part, printing each figure and how it stands against its goal
 *   npm run bench -- --check          the same, exiting non-zero when a goal of scripts/bench/budgets.json is missed
 *   npm run bench -- --only lighthouse,form --runs 1
 *
 * Parts: `weight` (JavaScript each page loads first), `form` (the request form at 4x CPU slowdown next to the
 * SurveyJS peer), `images` (phone photos and a logo prepared in the browser at 4x CPU slowdown, and a 30-photo
 * gallery sent over an emulated 1.6 Mbit/s link, originals against prepared files), `lighthouse` (mobile, simulated throttling, every kind of page, median of `runs`) and `intake`
 * (a burst of new connections, then a steady keep-alive run). Timings depend on the machine: compare figures of
 * one run, not of different machines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pageLoaders, routes } from '@/generated/config';
import type { PageConfig } from '@/generated/config-types';
import { startServer } from '../../src/server/start';
import { readBudgets, Verdicts } from './budgets';
import { formatImagesBench, imagesFigures, runImagesBench } from './images';
import { formatIntakeBench, runIntakeBench } from './intake';
import { formatSteadyIntake, runSteadyIntakeBench } from './intake-steady';
import { runLighthouse } from './lighthouse';
import { formatPageWeights, measurePageWeights } from './page-weight';
import { benchRequestForm } from './form-part';
import { formPages, runFormPagesBench } from './form-pages';
import { formatPreviewSiteBench, runPreviewSiteBench } from './preview-site';
import { optionValue } from './cli';

const PARTS = ['weight', 'pages', 'form', 'images', 'lighthouse', 'intake', 'sites'] as const;
type Part = (typeof PARTS)[number];

/** Pages that show a form (a `form` block): the form pages; every other page is a content page. */
async function formPageIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const [id, load] of Object.entries(pageLoaders as Record<string, () => Promise<{ page: PageConfig }>>)) {
    if ((await load()).page.blocks.some((b) => b.type === 'form')) ids.add(id);
  }
  return ids;
}

/** The main site's routes of form pages, one per page. */
function formRoutes(forms: Set<string>): string[] {
  const seen = new Set<string>();
  return routes
    .filter((r) => r.hosts.includes('main') && forms.has(r.page) && !r.path.includes(':') && !seen.has(r.page) && seen.add(r.page))
    .map((r) => r.path);
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const only = optionValue('--only')?.split(',') as Part[] | undefined;
  const unknownParts = only?.filter((part) => !PARTS.includes(part)) ?? [];
  if (unknownParts.length) throw new Error(`--only knows ${PARTS.join(', ')}; not ${unknownParts.join(', ')}.`);
  const runs = Number(optionValue('--runs') ?? readBudgets().lighthouse.runs);
  const wanted = (part: Part) => !only || only.includes(part);
  const budgets = readBudgets();
  const verdicts = new Verdicts();
  const forms = await formPageIds();
  const started = Date.now();
  const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores`;
  console.log(`${new Date().toISOString()}  ${load()}\n`);
  let partStarted = Date.now();
  /** Closes a part's output with the time it took and the machine's load then. */
  const endPart = () => {
    console.log(`  (${((Date.now() - partStarted) / 1000).toFixed(0)} s, ${load()})\n`);
    partStarted = Date.now();
  };

  if (wanted('weight')) {
    try {
      const weights = measurePageWeights();
      console.log(formatPageWeights(weights));
      const content = weights.filter((w) => !forms.has(w.page));
      const heaviest = content.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
      verdicts.atMost(`content pages' first JavaScript (heaviest: ${heaviest.path})`, heaviest.gzipBytes / 1024, budgets.pageWeight.contentMaxFirstJsKb, ' kB');
    } catch (error) {
      verdicts.failed('page weights', (error as Error).message);
    }
    endPart();
  }

  if (wanted('pages')) {
    const goal = budgets.formPages;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, staticDir: path.join(process.cwd(), 'dist', 'client'), siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' } });
    try {
      const pages = await formPages(formRoutes(forms).map((route) => ({ path: route, page: routes.find((r) => r.path === route)?.page ?? '' })));
      const pageRuns = optionValue('--runs') ? runs : goal.runs;
      console.log(`Form pages: JavaScript fetched before the first interaction (gzip), and first paint to a usable form at ${goal.cpuSlowdown}x CPU, ${goal.downloadKbps} kbit/s, ${goal.latencyMs} ms (median of ${pageRuns}):`);
      const rows = await runFormPagesBench(server.url, pages, goal, pageRuns, console.log);
      for (const row of rows) {
        const max = row.steps > 1 ? goal.multiStepMaxFirstJsKb : goal.oneStepMaxFirstJsKb;
        verdicts.atMost(`${row.route} JavaScript before the first interaction`, row.firstJsGzipBytes / 1024, max, ' kB');
        if (!row.note?.includes('not measured')) verdicts.atMost(`${row.route} first paint to a usable form`, row.usableMs, goal.maxUsableMs, ' ms');
      }
    } catch (error) {
      console.log(`Form pages bench failed: ${(error as Error).message}`);
      verdicts.failed('form pages in Chromium', (error as Error).message.split('\n')[0]);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    endPart();
  }

  if (wanted('form')) {
    const goal = budgets.requestForm;
    try {
      await benchRequestForm(goal, verdicts, console.log);
    } catch (error) {
      console.log(`Request form bench failed: ${(error as Error).message}`);
      verdicts.failed(`${goal.route} in Chromium`, (error as Error).message.split('\n')[0]);
    }
    endPart();
  }

  if (wanted('images')) {
    const goal = budgets.images;
    try {
      const result = await runImagesBench(goal);
      console.log(formatImagesBench(result));
      const figures = imagesFigures(result);
      verdicts.atMost('phone photo as sent', figures.phonePreparedBytes / 1024, goal.maxPreparedPhotoKb, ' kB');
      verdicts.atMost(`phone photo prepared at ${goal.cpuSlowdown}x CPU (median)`, figures.phonePrepareMs, goal.maxPhonePrepareMs, ' ms');
      verdicts.atMost(`gallery of ${goal.galleryPhotos} prepared photos at ${goal.uplinkKbps} kbit/s`, figures.galleryAfterMs, goal.maxGalleryAfterMs, ' ms');
    } catch (error) {
      console.log(`Image bench failed: ${(error as Error).message}`);
      verdicts.failed('images in Chromium', (error as Error).message.split('\n')[0]);
    }
    endPart();
  }

  if (wanted('lighthouse')) {
    const goal = budgets.lighthouse;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, staticDir: path.join(process.cwd(), 'dist', 'client'), siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' } });
    try {
      const targets = [
        ...Object.entries(goal.contentRoutes).map(([kind, route]) => ({ route, kind })),
        ...formRoutes(forms).map((route) => ({ route, kind: 'form' })),
      ];
      console.log(`Lighthouse 12 (mobile, simulated throttling), median of ${runs} runs per route:`);
      const rows = await runLighthouse(server.url, targets, runs, console.log);
      for (const row of rows) {
        if (row.kind === 'form') {
          verdicts.atLeast(`Lighthouse performance ${row.route}`, row.performance, goal.forms.minPerformance);
          verdicts.atMost(`CLS ${row.route}`, row.cls, goal.forms.maxCls);
          verdicts.atMost(`LCP ${row.route}`, row.lcpMs, goal.forms.maxLcpMs, ' ms');
        } else {
          verdicts.atLeast(`Lighthouse performance ${row.route} (${row.kind})`, row.performance, goal.content.minPerformance);
        }
      }
    } catch (error) {
      console.log(`Lighthouse failed: ${(error as Error).message}`);
      verdicts.failed('Lighthouse', (error as Error).message.split('\n')[0]);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    endPart();
  }

  if (wanted('intake')) {
    const goal = budgets.intake;
    const burst = await runIntakeBench(goal.burst);
    console.log(formatIntakeBench(burst));
    verdicts.atMost(`intake burst of ${goal.burst}: submissions lost`, burst.lost, goal.maxLost);
    endPart();
    const steady = await runSteadyIntakeBench(goal.steadyConnections, goal.steadySeconds);
    console.log(formatSteadyIntake(steady));
    verdicts.atMost(`intake steady (${goal.steadyConnections} connections, ${goal.steadySeconds} s): submissions lost`, steady.lost, goal.maxLost);
    endPart();
  }

  if (wanted('sites')) {
    const goal = budgets.previewSite;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sites-'));
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, staticDir: path.join(process.cwd(), 'dist', 'client'), siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', PREVIEW_POLL_MS: '50' } });
    try {
      console.log('Preview websites (generated from a submission):');
      const figures = await runPreviewSiteBench(server.url, { ...goal, runs }, console.log);
      console.log(formatPreviewSiteBench(figures));
      verdicts.atMost(`Submit to preview answering 200, p95 (logo and ${goal.photos} photos of ${goal.photoWidth} px)`, figures.p95Ms, goal.maxSubmitToPreviewP95Ms, ' ms');
      verdicts.atLeast('generated home page: Lighthouse performance (mobile)', figures.performance, goal.minPerformance);
      verdicts.atLeast('generated home page: Lighthouse accessibility', figures.accessibility, goal.minAccessibility);
      verdicts.atMost('generated pages: axe violations', figures.axeViolations, goal.maxAxeViolations);
      verdicts.atMost('generated home page: HTML + CSS', figures.htmlCssGzipBytes / 1024, goal.maxHtmlCssGzipKb, ' kB');
      verdicts.atMost('generated pages carrying a script', figures.pagesWithScripts, 0);
    } catch (error) {
      console.log(`Preview site bench failed: ${(error as Error).message}`);
      verdicts.failed('preview websites', (error as Error).message.split('\n')[0]);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    endPart();
  }

  console.log(verdicts.format());
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s, ${load()} at the end; figures from a shared machine vary between runs)`);
  if (check && verdicts.missed.length) process.exitCode = 1;
}

await main();

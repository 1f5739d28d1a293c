/**
 * The built site's pages as the server knows them: the route manifest (read again whenever a build rewrites it), the
 * prerendered page files, and pages rendered for one request by the build's server render
 * (`dist/server/entry-server.js`): a form page answering a post (what was typed, the problems or the sent view,
 * see `src/domain/form-state.ts`), or a page drawing what its address's query carries. The rendered page is put
 * together as the build puts together a prerendered one (`page-assembly.ts`), so both are the same page.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { formStateScript, SERVED_QUERY_ATTRIBUTE, type ServerFormState } from '../../domain/form-state';
import { appModules, appModulesTag, fillShell, pageShell, type ViteManifest } from './page-assembly';
import type { HostKind, RouteManifest } from '../routes/static-site';

/** What the build's server render (`src/app/entry-server.tsx`) answers. */
interface RenderResult {
  html: string;
  head: string;
  page: string;
  forms: string[];
  readsQuery: boolean;
}
type RenderArgs = [url: string, kind: HostKind, state?: ServerFormState, options?: { perRequest?: boolean }];

/**
 * The worker that runs one build's server render. Each build gets its own worker: the render's modules import each
 * other by their file names, which a new build reuses, so one process could not hold two builds' modules apart.
 */
const RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const entry = import(workerData.entry);
entry.catch(() => undefined);
parentPort.on('message', async ({ id, args }) => {
  try {
    const { render } = await entry;
    parentPort.postMessage({ id, result: await render(...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/** One build's server render, in its own worker thread. */
class RenderWorker {
  private readonly worker: Worker;
  private next = 0;
  private readonly waiting = new Map<number, { resolve(result: RenderResult): void; reject(error: Error): void }>();

  constructor(entryFile: string) {
    this.worker = new Worker(RENDER_WORKER, { eval: true, workerData: { entry: pathToFileURL(entryFile).href } });
    // A server with nothing else to do may stop while the worker waits for work.
    this.worker.unref();
    this.worker.on('message', ({ id, result, error }: { id: number; result?: RenderResult; error?: string }) => {
      const call = this.waiting.get(id);
      this.waiting.delete(id);
      if (error !== undefined) call?.reject(new Error(`The page could not be rendered: ${error}`));
      else if (result) call?.resolve(result);
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('The page renderer stopped.')));
  }

  private failAll(error: Error): void {
    for (const call of this.waiting.values()) call.reject(error);
    this.waiting.clear();
  }

  render(...args: RenderArgs): Promise<RenderResult> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, args });
    });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

/** A page rendered for one request: its whole HTML and the forms it shows. */
export interface RenderedPage {
  html: string;
  forms: string[];
}

/**
 * The success view's redirect, as the page drew it (`data-redirect-to`, an address the form's rule checked): a
 * `<meta http-equiv="refresh">` that goes on after the same delay, so the sent view leads on without script too.
 */
function redirectMeta(html: string): string {
  const to = /\sdata-redirect-to="([^"]+)"/.exec(html)?.[1];
  if (!to || !/^https?:\/\//i.test(to)) return '';
  const delay = Number(/\sdata-redirect-delay="(\d+)"/.exec(html)?.[1] ?? '1500');
  return `<meta http-equiv="refresh" content="${Math.max(0, Math.round(delay / 1000))};url=${to}" />`;
}

/** The built site: its manifest, its page files and pages rendered per request (see the module's comment). */
export class SitePages {
  readonly root: string;
  private manifest?: RouteManifest;
  private stamp = '';
  private readonly files = new Map<string, string>();
  private entry?: { stamp: string; worker: RenderWorker };
  private shell?: { stamp: string; shell: string; vite: ViteManifest };
  /** The pages drawn once ahead of their first post, by build (see `prepare`). */
  private prepared = { stamp: '', pages: new Set<string>() };

  constructor(staticDir: string) {
    this.root = path.resolve(staticDir);
  }

  /**
   * The route manifest, read again (and the page cache emptied) whenever a build rewrites it, so a running
   * server serves new routes and pages after `npm run build` without a restart.
   */
  async routes(): Promise<RouteManifest | undefined> {
    const file = path.join(this.root, 'route-manifest.json');
    const info = await stat(file).catch(() => undefined);
    if (!info) return this.manifest;
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (this.manifest && stamp === this.stamp) return this.manifest;
    try {
      this.manifest = JSON.parse(await readFile(file, 'utf8')) as RouteManifest;
      this.stamp = stamp;
      this.files.clear();
    } catch {
      // Half-written by a build in progress: keep serving the previous one until it is complete.
    }
    return this.manifest;
  }

  /** A prerendered page file named by the manifest (kept in memory until the next build). */
  async file(file: string): Promise<string> {
    const full = path.resolve(this.root, file);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`route-manifest.json names a file outside dist/client: ${file}`);
    let html = this.files.get(full);
    if (html === undefined) {
      html = await readFile(full, 'utf8');
      this.files.set(full, html);
    }
    return html;
  }

  /** The build's server render, started once per build (a new build's in a new worker, the old one stopped). */
  private async serverEntry(): Promise<RenderWorker> {
    const file = path.join(this.root, '..', 'server', 'entry-server.js');
    const info = await stat(file).catch(() => undefined);
    if (!info) throw new Error(`${file} is missing: run npm run build.`);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (this.entry?.stamp !== stamp) {
      void this.entry?.worker.stop();
      this.entry = { stamp, worker: new RenderWorker(file) };
    }
    return this.entry.worker;
  }

  /**
   * Starts the build's server render ahead of the first page that needs it (its modules take a moment to load);
   * without a build there is nothing to start.
   */
  warm(): void {
    this.serverEntry().catch(() => undefined);
  }

  /**
   * Draws a form page once, in the background, when it is first served: the render's modules for that page and its
   * form load then, not while a customer who posted the form (before its script ran, or without script) waits for the
   * answer, which the first time took seconds instead of a fraction of one. Once per page and host kind per build.
   */
  prepare(address: string, kind: HostKind): void {
    const key = `${kind} ${address}`;
    if (this.prepared.stamp === this.stamp && this.prepared.pages.has(key)) return;
    if (this.prepared.stamp !== this.stamp) this.prepared = { stamp: this.stamp, pages: new Set() };
    this.prepared.pages.add(key);
    this.render(address, kind).catch(() => undefined);
  }

  /** Stops the render worker (the server is closing). */
  async close(): Promise<void> {
    await this.entry?.worker.stop();
    this.entry = undefined;
  }

  /** The page shell (index.html with the page entry's script) and Vite's manifest, read once per build. */
  private async shellParts(): Promise<{ shell: string; vite: ViteManifest }> {
    const index = path.join(this.root, 'index.html');
    const info = await stat(index);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (this.shell?.stamp !== stamp) {
      const vitePath = path.join(this.root, '.vite', 'manifest.json');
      const vite = JSON.parse(await readFile(vitePath, 'utf8').catch(() => '{}')) as ViteManifest;
      this.shell = { stamp, shell: pageShell(await readFile(index, 'utf8'), vite), vite };
    }
    return this.shell;
  }

  /**
   * The whole page at `address` (path and query) as a host kind shows it, rendered now: with a form's `state`, or
   * drawing the address's query (`perRequest`). The page carries the state (`#form-state`) and, on a sent view
   * with a redirect, a `<meta http-equiv="refresh">` to the checked address.
   *
   * @example await pages.render('/contact', 'main', { form: 'contact', answers, view: 'step', step: 0, errors, attempt })
   */
  async render(address: string, kind: HostKind, state?: ServerFormState, options: { perRequest?: boolean } = {}): Promise<RenderedPage> {
    const [worker, { shell, vite }] = await Promise.all([this.serverEntry(), this.shellParts()]);
    const rendered = await worker.render(address, kind, state, { perRequest: true, ...options });
    const head = [
      rendered.head,
      rendered.forms.length ? appModulesTag(appModules(vite, rendered.page, rendered.forms)) : '',
      state ? formStateScript(state) : '',
      state?.view === 'sent' ? redirectMeta(rendered.html) : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    const html = fillShell(shell, head, rendered.html).replace(/<html\b/, `<html ${SERVED_QUERY_ATTRIBUTE}`);
    return { html, forms: rendered.forms };
  }
}

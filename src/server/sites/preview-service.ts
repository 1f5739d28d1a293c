/**
 * The preview service: starts a preview when a submission is stored (a code, a queued job, the address for the
 * hook payload) and builds queued previews in the background, retrying after a failure or a crash.
 */
import type { FastifyBaseLogger } from 'fastify';
import { backoffDelay } from '../relay/backoff';
import type { FileStorage } from '../files/file-storage';
import { buildSite } from './build-site';
import type { PreviewInput, PreviewJobs } from './preview-jobs';
import { newPreviewCode, PreviewSites, type PreviewRecord } from './preview-sites';
import { profileOfInput, siteContent } from './site-content';
import { ClaimLoop } from '../claim-loop';
import { chooseTemplate, quoteFormPageId, type SiteBuilderData, type SiteTemplate } from './site-data';
import { pageFile } from './render-pages';

/** Settings of the preview service. */
export interface PreviewSettings {
  /** Days an address works (site.yaml previewSites.expiresAfterDays). */
  expiresAfterDays: number;
  leaseMs: number;
  pollMs: number;
  maxAttempts: number;
  concurrency: number;
  /**
   * Which submissions start a preview (site.yaml `previewSites.startsFrom`): those whose plan sends `hook`; the site
   * is built from that call's payload, which carries the preview's address in `addressField`.
   */
  startsFrom: { hook: string; addressField: string };
}

/** The path of a preview site on the service's host. */
export const previewPath = (code: string): string => `/sites/${code}/`;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const keys = (v: unknown): string[] => (Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string' && k.length > 0) : typeof v === 'string' && v ? [v] : []);

/** The `?template=` of the page a form was sent from (the payload's `source`), if any. */
export function templateFromSource(source: unknown): string | undefined {
  try {
    return new URL(text(source)).searchParams.get('template') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Starts, builds and serves the data of preview sites. */
/** What a quote request needs of its preview: the business's name, the quote form's words, and the page holding the form. */
export interface QuoteContext {
  businessName: string;
  words: SiteTemplate['wording']['quoteForm'];
  /** The file of the template's page with the quote form (`contact.html`), in the preview's folder. */
  formFile: string;
}

export class PreviewService {
  readonly sites: PreviewSites;
  private readonly loop: ClaimLoop<Awaited<ReturnType<PreviewJobs['claim']>>[number]>;

  constructor(
    readonly jobs: PreviewJobs,
    private readonly files: FileStorage,
    private readonly data: SiteBuilderData,
    readonly settings: PreviewSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sites = new PreviewSites(files);
    this.loop = new ClaimLoop({
      claim: (limit) => this.jobs.claim(Date.now(), this.settings.leaseMs, limit),
      work: (job) => this.buildJob(job),
      concurrency: settings.concurrency,
      pollMs: settings.pollMs,
      log,
      messages: { claimFailed: 'could not read the preview queue; trying again shortly', failed: 'preview bookkeeping failed' },
      describe: (job) => ({ code: job.code.slice(0, 4) }),
    });
  }

  /**
   * Queues the preview of a stored submission (the main hook's payload: the answers with `logoUrl` and
   * `galleryUrls` holding the stored keys) and returns its code and address; `earlierFiles` gives the keys of a
   * form that announced its files in separate hook calls.
   */
  async queue(opts: { payload: Record<string, unknown>; reference: string; submissionId: string; origin: string; earlierFiles?: { logo?: string; photos: string[] }; template?: string; form?: string }): Promise<{ code: string; url: string }> {
    const code = newPreviewCode();
    const url = `${opts.origin}${previewPath(code)}`;
    const p = opts.payload;
    const logo = keys(p.logoUrl)[0] ?? opts.earlierFiles?.logo;
    const photos = keys(p.galleryUrls).length ? keys(p.galleryUrls) : (opts.earlierFiles?.photos ?? []);
    const input: PreviewInput = { answers: p, files: { ...(logo ? { logo } : {}), photos }, template: opts.template ?? templateFromSource(p.source), baseUrl: url, submissionId: opts.submissionId, ...(opts.form ? { form: opts.form } : {}) };
    await this.jobs.enqueue({ code, reference: opts.reference, input, now: Date.now() });
    this.loop.kick();
    return { code, url };
  }

  /** Builds one site now and writes it to the file store (the job's work; also used by `npm run site`). */
  async build(code: string, reference: string, input: PreviewInput, previous?: PreviewRecord): Promise<PreviewRecord> {
    const content = siteContent(this.data, { profile: profileOfInput(this.data, input), reference, files: input.files, template: input.template });
    const site = await buildSite(this.data, content, (key) => this.files.getObject(key), { baseUrl: input.baseUrl, quoteAction: `${input.baseUrl}quote`, preview: !previous?.launched });
    const now = Date.now();
    const record: PreviewRecord = {
      code,
      reference,
      createdAt: previous?.createdAt ?? now,
      expiresAt: previous?.expiresAt ?? now + this.settings.expiresAfterDays * 86_400_000,
      pages: site.pages,
      template: content.template,
      trade: content.trade,
      ...(previous?.launched ? { launched: true } : {}),
    };
    await this.sites.write(record, site.files);
    return record;
  }

  /**
   * What a quote request from a site needs: the business's name (from the answers the site was built from) and the
   * words of its template's quote form.
   */
  async quoteContext(record: PreviewRecord): Promise<QuoteContext> {
    const input = await this.jobs.input(record.code);
    const template = chooseTemplate(this.data, record.trade, record.template);
    const name = input ? siteContent(this.data, { profile: profileOfInput(this.data, input), reference: record.reference, files: input.files, template: input.template }).business.name : '';
    return { businessName: name || record.reference, words: template.wording.quoteForm, formFile: this.quoteFormFile(record) };
  }

  /**
   * The file of the page with the quote form in a preview's template (`contact.html`): the record's template, or the
   * template a preview gets by default when there is no record to read.
   */
  quoteFormFile(record?: PreviewRecord): string {
    const template = chooseTemplate(this.data, record?.trade ?? '', record?.template);
    return pageFile(template, quoteFormPageId(template) ?? template.pages[0].id);
  }

  /** Starts building queued previews. */
  start(): void {
    this.loop.start();
  }

  /** Stops claiming and waits for builds in flight; an unfinished one is built again after its lease. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  private async buildJob(job: Awaited<ReturnType<PreviewJobs['claim']>>[number]): Promise<void> {
    const started = Date.now();
    try {
      const previous = await this.sites.record(job.code);
      await this.build(job.code, job.reference, job.input, previous);
      await this.jobs.finish(job.code, Date.now());
      this.log.info({ reference: job.reference, ms: Date.now() - started, attempt: job.attempts }, 'preview site built');
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      if (job.attempts >= this.settings.maxAttempts) {
        await this.jobs.fail(job.code, message);
        this.log.error({ err: error, reference: job.reference }, 'preview site could not be built; gave up');
        return;
      }
      await this.jobs.retry(job.code, Date.now() + backoffDelay(job.attempts, 2_000, 5 * 60_000), message);
      this.log.warn({ err: error, reference: job.reference, attempt: job.attempts }, 'preview site build failed; will retry');
    }
  }
}

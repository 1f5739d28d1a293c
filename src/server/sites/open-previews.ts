/**
 * Sets up preview sites for the server: the queue in the store, the generator's config and the
 * words of site.yaml `previewSites`. Returns undefined (previews off, with a warning) when the config build has
 * not run, so the intake API still works.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { DEFAULT_SITE_CONFIG } from '../config';
import type { FileStorage } from '../files/file-storage';
import type { Store } from '../storage/store';
import { moveOldQueue } from './preview-jobs';
import type { PreviewWords } from './preview-routes';
import { PreviewService, type PreviewSettings } from './preview-service';
import { loadSiteBuilderData } from './site-data';
import type { QuoteRequestSettings } from './quote-request';

const SITES_DATA = path.join(path.dirname(DEFAULT_SITE_CONFIG), 'sites.json');

/** The preview service and the words its pages use. */
export interface Previews {
  service: PreviewService;
  words: PreviewWords;
  /** site.yaml `previewSites.quoteRequests`: the form a site's quote request is taken in as. */
  quoteRequests: QuoteRequestSettings;
}

/**
 * Opens the preview service on the store's queue (not yet building: call `service.start()`); the embedded store
 * first takes in the queue file of an earlier build.
 */
export async function openPreviews(config: ServerConfig, store: Store, files: FileStorage, log: FastifyBaseLogger): Promise<Previews | undefined> {
  if (!existsSync(SITES_DATA) || !existsSync(DEFAULT_SITE_CONFIG)) {
    log.warn('src/generated/sites.json is missing: preview sites are off until npm run config has run.');
    return undefined;
  }
  const site = JSON.parse(readFileSync(DEFAULT_SITE_CONFIG, 'utf8')) as { previewSites?: PreviewWords & { expiresAfterDays: number; startsFrom: PreviewSettings['startsFrom']; quoteRequests: QuoteRequestSettings } };
  if (!site.previewSites) {
    log.warn('config/site.yaml has no previewSites: preview sites are off.');
    return undefined;
  }
  const jobs = store.previewJobs;
  if (store.kind === 'sqlite') {
    const moved = await moveOldQueue(config.dataDir, jobs);
    if (moved) log.info({ moved }, 'preview jobs moved from previews.sqlite into the intake store');
  }
  const service = new PreviewService(jobs, files, loadSiteBuilderData(SITES_DATA), { expiresAfterDays: site.previewSites.expiresAfterDays, startsFrom: site.previewSites.startsFrom, ...config.previewJobs }, log);
  const p = site.previewSites;
  const words: PreviewWords = { buildingPage: p.buildingPage, failed: p.failed, notFound: p.notFound, expired: p.expired, quoteRefused: p.quoteRefused };
  return { service, words, quoteRequests: p.quoteRequests };
}

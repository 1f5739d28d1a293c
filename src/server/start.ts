import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { readConfig, type ServerConfig } from './config';
import { LocalFileStorage, type FileStorage } from './files/file-storage';
import { loadSigningSecret } from './files/signing';
import { answerClientError } from './hooks/client-errors';
import { registerBodyParsers } from './hooks/read-payload';
import { RelayWorker } from './relay/relay-worker';
import type { PreviewService } from './sites/preview-service';
import { adminRoutes } from './routes/admin-routes';
import { healthRoutes } from './routes/health-routes';
import { formRoutes } from './routes/form-routes';
import { staticSite } from './routes/static-site';
import { methodNotAllowed, trackRouteMethods } from './hooks/allowed-methods';
import { draftPage } from './submissions/draft-page';
import { pageLinkRules } from './pages/page-link-rules';
import { localFileRoutes, uploadRoutes } from './routes/upload-routes';
import { publicOrigin } from './public-origin';
import { registerSecurity } from './security';
import { openStore } from './storage/open-store';
import { openPreviews } from './sites/open-previews';
import { previewRoutes } from './sites/preview-routes';
import { storeQuote } from './sites/quote-request';
import { submissionPreview } from './sites/preview-trigger';
import { requireToken } from './routes/admin-routes';
import { loadForms } from './submissions/form-registry';
import { guardPart, PartHealth } from './unavailable';
import { SitePages } from './pages/site-pages';
import { sentState } from './submissions/sent-state';
import { BODY_POLICY } from './hooks/body-policy';
import { MAX_UPLOAD_BYTES } from '../domain/image-signature';
import { MULTIPART_FILES } from './routes/form-body';

/** Options of {@link startServer}; each overrides the matching environment setting. */
export interface StartOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  /** Address to listen on; default `::` (all addresses, so forms.localhost and embed.localhost reach it). */
  host?: string;
  dataDir?: string;
  staticDir?: string;
  /** Environment to read instead of `process.env`. */
  env?: Record<string, string | undefined>;
  /** Emitted site config with `relay.targets`; `null` ignores it (tests). */
  siteConfigPath?: string | null;
}

/** A running server. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
  app: FastifyInstance;
}

/** Thrown when the environment has problems; `problems` lists every one. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server settings have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Thrown when the port is taken, typically by another copy of the server still running. */
export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use, probably by a server that is still running. Stop that one, or start on another port, e.g. PORT=${port + 1} npm start.`);
    this.name = 'PortInUseError';
  }
}

/** Thrown when `DATA_DIR` cannot be made or written: said in one line naming the folder and the reason. */
export class DataDirError extends Error {
  constructor(
    readonly dataDir: string,
    reason: string,
  ) {
    super(`The data folder ${path.resolve(dataDir)} (DATA_DIR) cannot be used: ${reason}. Choose a folder this user can write to, e.g. DATA_DIR=./data npm start.`);
    this.name = 'DataDirError';
  }
}

const DATA_DIR_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'part of its path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
};

/** Makes `DATA_DIR` when missing and writes a probe file there, so a folder that cannot be used is said at once. */
function checkDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.start-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new DataDirError(dataDir, DATA_DIR_REASONS[code] ?? `${code || (error as Error).message}`.trim());
  }
}

/** Builds the Fastify app with every route, store and worker, without listening. */
export async function buildApp(config: ServerConfig): Promise<{ app: FastifyInstance; relay: RelayWorker; previews?: PreviewService }> {
  checkDataDir(config.dataDir);
  const store = await openStore(config);
  const secret = loadSigningSecret(config.dataDir, config.signingSecret);
  // The AWS SDK is loaded only when S3 is configured: the embedded default starts faster without it.
  const fileHealth = new PartHealth();
  // Every file operation meeting an outage (full, read-only, bucket down) answers 503 (src/server/unavailable.ts).
  const files: FileStorage = guardPart(
    'files',
    config.s3 ? new (await import('./files/s3-file-storage')).S3FileStorage(config.s3) : new LocalFileStorage(path.join(config.dataDir, 'files'), secret),
    fileHealth,
    { writes: ['write', 'writeOnce', 'putObject', 'check'] },
  );
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // What Node's parser refuses (an address over 16 KB) in the API's error format, a page for a page's address.
    clientErrorHandler: answerClientError,
    // A body's key its schema does not have (`additionalProperties: false`) is refused, naming it, not dropped unseen.
    ajv: { customOptions: { removeAdditional: false } },
  });
  // Before any route is added: each route's methods are noted, so a path known with other methods answers 405.
  const methods = trackRouteMethods(app);
  const relay = new RelayWorker(store, config.hookTargets, config.relay, app.log);
  const previews = await openPreviews(config, store, files, app.log);
  app.addHook('onClose', async () => {
    await previews?.service.stop();
    await relay.stop();
    await previews?.service.jobs.close();
    await store.close();
  });

  await registerSecurity(app, config, files.origin() ? [files.origin()!] : []);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerBodyParsers(app);
  // Forms posted as HTML (before or without their script) come as multipart, read part by part (form-posts.ts).
  // A file over the limit arrives cut short (`truncated`) rather than failing the whole form: it is refused beside its field.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fieldSize: BODY_POLICY.fieldBytes, fields: BODY_POLICY.maxFields, fileSize: MAX_UPLOAD_BYTES, files: MULTIPART_FILES, headerPairs: 200 } });
  const pages = new SitePages(config.staticDir);
  app.addHook('onClose', async () => pages.close());
  app.addHook('onReady', async () => pages.warm());

  const forms = await loadForms();
  // Outside the rate limit: a load balancer's checks from a busy address must never get 429.
  await app.register(healthRoutes, { store, files, staticDir: config.staticDir, fileHealth });
  await app.register(async (api) => {
    await api.register(rateLimit, { max: config.rateLimitMax, timeWindow: 60_000 });
    await api.register(uploadRoutes, { config, store, files });
    await api.register(formRoutes, { config, store, files, relay, forms, previews: previews?.service, pages });
    await api.register(adminRoutes, { store, relay, token: config.adminToken });
    if (files instanceof LocalFileStorage) await api.register(localFileRoutes, { store, files, secret });
    if (previews) {
      await api.register(previewRoutes, {
        previews: previews.service,
        words: previews.words,
        requireAdmin: requireToken(config.adminToken),
        storeQuote: (fields, record, site, request) => storeQuote({ store, relay, forms, settings: previews.quoteRequests, config }, fields, record, site, request),
      });
    }
  });
  await app.register(staticSite, {
    staticDir: config.staticDir,
    pages,
    sentState: (key, request) => sentState(store, key, previews ? (submission) => submissionPreview(previews.service, submission, publicOrigin(request, config)) : undefined),
    draftPage: async (formId, token, { page, step, link }) => {
      const form = forms.get(formId);
      return form ? draftPage({ store, files }, form, token, { step, link, rules: await pageLinkRules(page, formId) }) : undefined;
    },
  });
  // What no route took: a method the path does not take (405, the built site's `GET /*` handing on an /api path it
  // does not serve too), else an unknown address (404).
  app.setNotFoundHandler(async (request, reply) => {
    const allowed = await methods.allowedAt(request);
    if (allowed.length) return methodNotAllowed(request, reply, allowed);
    const pathname = request.url.split('?')[0];
    return reply.code(404).send({ error: pathname.startsWith('/api/') ? `There is no API endpoint ${request.method} ${pathname}.` : `There is nothing at ${request.method} ${pathname}.` });
  });
  if (!existsSync(config.staticDir)) app.log.warn(`${config.staticDir} does not exist: the API works, pages answer 503 until npm run build has run.`);
  return { app, relay, previews: previews?.service };
}

/**
 * Starts the intake server: reads and checks the settings (throwing {@link ConfigError} with every problem),
 * runs migrations, listens, and starts the relay worker.
 * @example const server = await startServer({ port: 0, dataDir: tmp }); await fetch(`${server.url}/api/health`); await server.close();
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const { config, problems } = readConfig(opts.env ?? process.env, {
    port: opts.port,
    host: opts.host,
    dataDir: opts.dataDir,
    staticDir: opts.staticDir,
    siteConfigPath: opts.siteConfigPath,
  });
  if (problems.length) throw new ConfigError(problems);
  const { app, relay, previews } = await buildApp(config);
  let address: string;
  try {
    try {
      address = await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (config.host !== '::' || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) throw error;
      address = await app.listen({ port: config.port, host: '0.0.0.0' });
    }
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(config.port);
    throw error;
  }
  await relay.start();
  previews?.start();
  const port = new URL(address).port;
  const wildcard = ['::', '0.0.0.0', '::0'].includes(config.host);
  const url = `http://${wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  return { url, app, close: () => app.close() };
}

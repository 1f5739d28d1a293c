/**
 * `npm run site`: a customer's website as a folder, theirs to keep and the team's to edit. Reads the same
 * DATA_DIR / DATABASE_URL / S3_* settings as the server.
 *
 *   npm run site -- export <reference> <dir> [--url https://their-domain.co.uk/] [--quote-action https://…]
 *        site.yaml (the content), source/ (original images) and public/ (static files for any host). It never
 *        names the preview address, which expires: --url is the site's own address (canonical and Open Graph
 *        links; without it, none), --quote-action where its quote form posts (fields name, email, phone and
 *        message; without it, the contact page offers the customer's e-mail and phone in the form's place)
 *   npm run site -- build <dir>              remake public/ from an edited site.yaml
 *   npm run site -- publish <dir> [--launch] put the edited site back at its preview address
 *        (--launch: the live site, without the preview notice and noindex)
 */
import path from 'node:path';
import { safeHttpUrl } from '../src/domain/safe-url';
import { readConfig } from '../src/server/config';
import { LocalFileStorage, type FileStorage } from '../src/server/files/file-storage';
import { loadSigningSecret } from '../src/server/files/signing';
import { moveOldQueue, type PreviewJobs } from '../src/server/sites/preview-jobs';
import { openStore } from '../src/server/storage/open-store';
import { PreviewSites } from '../src/server/sites/preview-sites';
import { profileOfInput, siteContent } from '../src/server/sites/site-content';
import { loadSiteBuilderData } from '../src/server/sites/site-data';
import { buildFolder, exportSite, folderImages, isPreviewAddress, readFolder } from '../src/server/sites/site-folder';
import { buildSite } from '../src/server/sites/build-site';
import { startedDirectly } from './started-directly';

const USAGE = `Usage:
  npm run site -- export <reference> <dir> [--url https://their-domain.co.uk/] [--quote-action https://forms.example/their-form]
      --url           the site's own address, for its canonical and Open Graph links (without it: none)
      --quote-action  an https address the quote form posts to (without it: the customer's e-mail and phone instead)
  npm run site -- build <dir>
  npm run site -- publish <dir> [--launch]`;

/** A refusal of the command: its message is all that is printed (no stack trace). */
function fail(message: string): never {
  throw new Error(message);
}

async function open(env: NodeJS.ProcessEnv): Promise<{ files: FileStorage; jobs: PreviewJobs; close(): Promise<void> }> {
  const { config, problems } = readConfig(env, { siteConfigPath: null });
  if (problems.length) fail(`The settings have problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const files: FileStorage = config.s3
    ? new (await import('../src/server/files/s3-file-storage')).S3FileStorage(config.s3)
    : new LocalFileStorage(path.join(config.dataDir, 'files'), loadSigningSecret(config.dataDir, config.signingSecret));
  const store = await openStore(config);
  if (store.kind === 'sqlite') await moveOldQueue(config.dataDir, store.previewJobs);
  return { files, jobs: store.previewJobs, close: () => store.close() };
}

/**
 * Runs one command; a refusal throws its message. Exported so the tests run several commands in their own process
 * (a Node with tsx started per command cost over a second of processor time); `env` holds the server's settings and
 * `print` takes what the command reports.
 */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env, print: (line: string) => void = console.log): Promise<void> {
  const [command, ...rest] = args;
  const flag = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? (rest.splice(i, 2)[1] ?? '') : undefined;
  };
  const data = loadSiteBuilderData();
  if (command === 'export') {
    const url = flag('url');
    const quoteAction = flag('quote-action');
    const [reference, dir] = rest;
    if (!reference || !dir) fail(USAGE);
    if (url !== undefined && !/^https?:\/\/[^/]+\/$/.test(url)) fail('--url must be the site address with a final slash, e.g. https://brightspark.co.uk/');
    if (quoteAction !== undefined && safeHttpUrl(quoteAction, { httpsOnly: true }) === null) fail('--quote-action must be an https address, e.g. https://forms.example.com/brightspark');
    const { files, jobs, close } = await open(env);
    try {
      const job = (await jobs.byReference(reference)).find((j) => j.state === 'ready');
      if (!job) fail(`No built preview was found for the reference ${reference}. npm run inbox lists the references.`);
      const claimed = await jobsInput(jobs, job.code);
      if (quoteAction && isPreviewAddress(quoteAction, claimed.baseUrl)) fail('--quote-action names a preview address, which stops working when the preview expires: give the customer\'s own form service.');
      const content = siteContent(data, { profile: profileOfInput(data, claimed), reference, files: claimed.files, template: claimed.template });
      const hosting = { ...(url ? { url } : {}), previewUrl: claimed.baseUrl, ...(quoteAction ? { quoteAction } : {}) };
      const site = await exportSite(data, content, (key) => files.getObject(key), dir, hosting);
      print(`Wrote ${path.join(dir, 'site.yaml')}, source/ and ${site.files.length} files in ${path.join(dir, 'public')} (open public/index.html).`);
    } finally {
      await close();
    }
    return;
  }
  if (command === 'build') {
    const [dir] = rest;
    if (!dir) fail(USAGE);
    const site = await buildFolder(data, dir);
    print(`Built ${site.files.length} files in ${path.join(dir, 'public')}.`);
    return;
  }
  if (command === 'publish') {
    const launch = rest.includes('--launch');
    const [dir] = rest.filter((a) => a !== '--launch');
    if (!dir) fail(USAGE);
    const content = await readFolder(dir);
    const previewUrl = content.hosting?.previewUrl;
    const code = previewUrl ? /\/sites\/([A-Za-z0-9_-]{24})\/$/.exec(previewUrl)?.[1] : undefined;
    if (!previewUrl || !code) fail(`${path.join(dir, 'site.yaml')} has no hosting.previewUrl of a preview address (…/sites/<code>/).`);
    const { files, close } = await open(env);
    try {
      const sites = new PreviewSites(files);
      const record = await sites.record(code);
      if (!record) fail(`There is no preview at ${previewUrl} in this file store.`);
      // At the preview address the form posts to the preview's own quote address (its policy allows no other).
      const site = await buildSite(data, content, folderImages(dir), { baseUrl: previewUrl, quoteAction: `${previewUrl}quote`, preview: !launch && !record.launched });
      await sites.write({ ...record, pages: site.pages, template: content.template, ...(launch ? { launched: true } : {}) }, site.files);
      print(`Published ${site.files.length} files to ${previewUrl}${launch || record.launched ? ' as the launched site (no noindex).' : '.'}`);
    } finally {
      await close();
    }
    return;
  }
  fail(USAGE);
}


/** The stored input of a preview job (its answers, files, template and address). */
async function jobsInput(jobs: PreviewJobs, code: string) {
  const input = await jobs.input(code);
  if (!input) fail(`The preview ${code} has no stored answers.`);
  return input;
}

if (startedDirectly(import.meta.url)) {
  await main(process.argv.slice(2)).catch((error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logo, photo, requestAnswers } from '../unit/server/sites/site-fixtures';
import { main as siteCommand } from '../../scripts/site';
import { postJson, startTestServer } from './support/helpers';

/**
 * `npm run site`: export a customer's preview as a folder (content YAML, originals, static files) that never names
 * the preview address, which expires, rebuild it from edited YAML, and publish the edit back to the preview address,
 * then launch it (no noindex).
 */
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let out: string;

beforeAll(async () => {
  server = await startTestServer({ PREVIEW_POLL_MS: '20' });
  out = mkdtempSync(path.join(tmpdir(), 'site-export-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(out, { recursive: true, force: true });
});

/** `npm run site -- <args>`: the script itself in Node with tsx, without npx and tsx's own launcher process before it. */
async function site(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/site.ts', ...args], { cwd: repo, env: { ...process.env, DATA_DIR: server.dataDir } });
}

/** The same command in this process (each Node with tsx started costs over a second of processor time): what it printed. */
async function siteHere(...args: string[]): Promise<string[]> {
  const printed: string[] = [];
  await siteCommand(args, { ...process.env, DATA_DIR: server.dataDir }, (line) => printed.push(line));
  return printed;
}

/** The text of every page, style sheet and icon under a folder's public/, by path. */
function publicTexts(dir: string): Record<string, string> {
  const root = path.join(dir, 'public');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|css|svg|txt|xml|json)$/.test(f));
  return Object.fromEntries(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
}

async function upload(ref: string, fileType: 'logo' | 'gallery', body: Buffer, type: string): Promise<string> {
  const answer = await postJson(`${server.url}/api/upload`, { customerNumber: ref, fileName: 'x', fileType, fileMimeType: type });
  const { putUrl, key } = answer.body as { putUrl: string; key: string };
  await fetch(putUrl, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) });
  return key;
}

describe('npm run site', () => {
  const ref = 'PV-EXPORT-1';
  /** The preview address of the customer's built preview (with a logo and a photo), made once for the file. */
  let url: string;
  beforeAll(async () => {
    const logoKey = await upload(ref, 'logo', await logo(), 'image/png');
    const photoKey = await upload(ref, 'gallery', await photo(1400, 1000), 'image/jpeg');
    const sent = await postJson(`${server.url}/api/forms/request/submissions`, { answers: { ...requestAnswers(), customerNumber: ref, logo: { id: 'logo1', name: 'logo.png', type: 'image/png', size: 1 }, gallery: [{ id: 'p1', name: 'p1.jpg', type: 'image/jpeg', size: 1 }] }, files: { logo: [logoKey], gallery: [photoKey] }, attemptKey: `attempt-${ref}`, page: { source: 'http://localhost/request', query: { customerNumber: ref } } });
    if (!sent.body.preview) throw new Error(JSON.stringify(sent.body));
    const preview = (sent.body as { preview: { url: string; status: string } }).preview;
    url = preview.url;
    await vi.waitFor(async () => expect(((await (await fetch(`${server.url}${preview.status}`)).json()) as { state: string }).state).toBe('ready'), { timeout: 20_000, interval: 50 });
  }, 30_000);

  it('exports for the customer\'s own address and form service, rebuilds from edited YAML, publishes back and launches', async () => {
    const dir = path.join(out, 'bright-spark');
    const exported = await site('export', ref, dir, '--url', 'https://brightspark.co.uk/', '--quote-action', 'https://forms.example.com/brightspark');
    expect(exported.stdout).toContain('public/index.html');
    const yaml = readFileSync(path.join(dir, 'site.yaml'), 'utf8');
    expect(yaml).toContain('name: Bright Spark Ltd');
    expect(yaml).toMatch(/logo: source\/logo\.png/);
    expect(yaml).toContain('  url: https://brightspark.co.uk/\n');
    expect(yaml).toContain(`  previewUrl: ${url}\n`);
    expect(yaml).toContain('  quoteAction: https://forms.example.com/brightspark\n');
    expect(existsSync(path.join(dir, 'source', 'photo-1.jpg'))).toBe(true);
    const home = readFileSync(path.join(dir, 'public', 'index.html'), 'utf8');
    // The customer's own address names every page, never the preview's, which expires.
    expect(home).toContain('<link rel="canonical" href="https://brightspark.co.uk/">');
    expect(home).toContain('<meta property="og:url" content="https://brightspark.co.uk/">');
    expect(home).toMatch(/<meta property="og:image" content="https:\/\/brightspark\.co\.uk\/images\/hero-\d+\.jpg">/);
    expect(readFileSync(path.join(dir, 'public', 'services.html'), 'utf8')).toContain('<link rel="canonical" href="https://brightspark.co.uk/services.html">');
    for (const [file, text] of Object.entries(publicTexts(dir))) expect(text, file).not.toContain('/sites/');
    // A site for any static host: no preview notice, no noindex; links and images relative to the page.
    expect(home).not.toContain('noindex');
    expect(home).toContain('href="services.html"');
    expect(home).toMatch(/src="images\/hero-\d+\.jpg"/);
    expect(readFileSync(path.join(dir, 'public', 'contact.html'), 'utf8')).toContain('<form method="post" action="https://forms.example.com/brightspark" class="quote">');

    writeFileSync(path.join(dir, 'site.yaml'), yaml.replace(/^tagline: .*$/m, 'tagline: Edited by the team'));
    expect(await siteHere('build', dir)).toEqual([expect.stringMatching(/^Built \d+ files in /)]);
    expect(readFileSync(path.join(dir, 'public', 'index.html'), 'utf8')).toContain('Edited by the team');

    expect(await siteHere('publish', dir)).toEqual([expect.stringMatching(/^Published \d+ files to http\S+\/\.$/)]);
    const published = await fetch(url);
    expect(await published.text()).toContain('Edited by the team');
    // At the preview address the form posts to the preview's own quote address, as its policy requires.
    expect(await (await fetch(`${url}contact.html`)).text()).toContain(`action="${url}quote"`);
    expect(published.headers.get('x-robots-tag')).toContain('noindex');
    expect(await siteHere('publish', dir, '--launch')).toEqual([expect.stringMatching(/ as the launched site \(no noindex\)\.$/)]);
    const launched = await fetch(url);
    expect(launched.headers.get('x-robots-tag')).toBeNull();
    expect(await launched.text()).not.toContain('noindex');
  }, 90_000);

  it('exports without --url or --quote-action naming no preview address, the e-mail and phone in the quote form\'s place', async () => {
    // No address of its own and nowhere to post: the contact page offers the customer's e-mail (the template's
    // subject filled in) and phone, which need no server, in the form's place.
    const bare = path.join(out, 'bright-spark-bare');
    await siteHere('export', ref, bare);
    const bareYaml = readFileSync(path.join(bare, 'site.yaml'), 'utf8');
    expect(bareYaml).toContain(`  previewUrl: ${url}\n`);
    expect(bareYaml).not.toMatch(/^ {2}(url|quoteAction):/m);
    const texts = publicTexts(bare);
    expect(Object.keys(texts)).toContain('contact.html');
    for (const [file, text] of Object.entries(texts)) {
      expect(text, file).not.toContain('/sites/');
      expect(text, file).not.toMatch(/rel="canonical"|og:url|og:image/);
    }
    const contact = texts['contact.html'];
    expect(contact).not.toContain('<form');
    expect(contact).toContain('<a class="btn btn-main" href="mailto:sam@brightspark.co.uk?subject=Quote%20request%20from%20your%20website">Email sam@brightspark.co.uk</a>');
    expect(contact).toContain('<a class="btn btn-alt" href="tel:+441134960000">Call 0113 496 0000</a>');
    expect(contact).toContain('Tell us what you need doing by e-mail or phone, and we will send you a free quote.');
    // A folder an earlier build exported with the preview's addresses is rebuilt without them.
    writeFileSync(path.join(bare, 'site.yaml'), bareYaml.replace(`  previewUrl: ${url}\n`, `  url: ${url}\n  previewUrl: ${url}\n  quoteAction: ${url}quote\n`));
    await siteHere('build', bare);
    for (const [file, text] of Object.entries(publicTexts(bare))) expect(text, file).not.toContain('/sites/');
  });

  it('refuses a quote address that is not https or is a preview\'s, and a reference without a built preview', async () => {
    await expect(siteHere('export', ref, path.join(out, 'none'), '--quote-action', 'http://forms.example.com/x')).rejects.toThrow('--quote-action must be an https address');
    await expect(siteHere('export', ref, path.join(out, 'none'), '--quote-action', `${url.replace(/^http:/, 'https:')}quote`)).rejects.toThrow('--quote-action names a preview address');
    await expect(site('export', 'NO-SUCH-REF', path.join(out, 'none'))).rejects.toMatchObject({ stderr: expect.stringContaining('No built preview was found for the reference NO-SUCH-REF') });
  }, 30_000);
});

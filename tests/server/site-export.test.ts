import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logo, photo, requestAnswers } from '../unit/server/sites/site-fixtures';
import { main as siteCommand } from '../../scripts/site';
import { postJson, startTestServer } from './support/helpers';

/**
 * `npm run site`: export a customer's preview as a folder (content YAML, originals, static files), rebuild it
 * from edited YAML, and publish the edit back to the preview address, then launch it (no noindex).
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

async function upload(ref: string, fileType: 'logo' | 'gallery', body: Buffer, type: string): Promise<string> {
  const answer = await postJson(`${server.url}/api/upload`, { customerNumber: ref, fileName: 'x', fileType, fileMimeType: type });
  const { putUrl, key } = answer.body as { putUrl: string; key: string };
  await fetch(putUrl, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) });
  return key;
}

describe('npm run site', () => {
  it('exports, rebuilds from edited YAML, publishes back and launches', async () => {
    const ref = 'PV-EXPORT-1';
    const logoKey = await upload(ref, 'logo', await logo(), 'image/png');
    const photoKey = await upload(ref, 'gallery', await photo(1400, 1000), 'image/jpeg');
    const sent = await postJson(`${server.url}/api/forms/request/submissions`, { answers: { ...requestAnswers(), customerNumber: ref, logo: { id: 'logo1', name: 'logo.png', type: 'image/png', size: 1 }, gallery: [{ id: 'p1', name: 'p1.jpg', type: 'image/jpeg', size: 1 }] }, files: { logo: [logoKey], gallery: [photoKey] }, attemptKey: `attempt-${ref}`, page: { source: 'http://localhost/request', query: { customerNumber: ref } } });
    if (!sent.body.preview) throw new Error(JSON.stringify(sent.body));
    const { url, status } = (sent.body as { preview: { url: string; status: string } }).preview;
    await vi.waitFor(async () => expect(((await (await fetch(`${server.url}${status}`)).json()) as { state: string }).state).toBe('ready'), { timeout: 20_000, interval: 50 });

    const dir = path.join(out, 'bright-spark');
    const exported = await site('export', ref, dir, '--url', 'https://brightspark.co.uk/');
    expect(exported.stdout).toContain('public/index.html');
    const yaml = readFileSync(path.join(dir, 'site.yaml'), 'utf8');
    expect(yaml).toContain('name: Bright Spark Ltd');
    expect(yaml).toMatch(/logo: source\/logo\.png/);
    expect(existsSync(path.join(dir, 'source', 'photo-1.jpg'))).toBe(true);
    const home = readFileSync(path.join(dir, 'public', 'index.html'), 'utf8');
    expect(home).toContain('<link rel="canonical" href="https://brightspark.co.uk/">');
    // A site for any static host: no preview notice, no noindex; links and images relative to the page.
    expect(home).not.toContain('noindex');
    expect(home).toContain('href="services.html"');
    expect(home).toMatch(/src="images\/hero-\d+\.jpg"/);
    expect(readFileSync(path.join(dir, 'public', 'contact.html'), 'utf8')).toContain(`action="${url}quote"`);

    writeFileSync(path.join(dir, 'site.yaml'), yaml.replace(/^tagline: .*$/m, 'tagline: Edited by the team'));
    expect(await siteHere('build', dir)).toEqual([expect.stringMatching(/^Built \d+ files in /)]);
    expect(readFileSync(path.join(dir, 'public', 'index.html'), 'utf8')).toContain('Edited by the team');

    expect(await siteHere('publish', dir)).toEqual([expect.stringMatching(/^Published \d+ files to http\S+\/\.$/)]);
    const published = await fetch(url);
    expect(await published.text()).toContain('Edited by the team');
    expect(published.headers.get('x-robots-tag')).toContain('noindex');
    expect(await siteHere('publish', dir, '--launch')).toEqual([expect.stringMatching(/ as the launched site \(no noindex\)\.$/)]);
    const launched = await fetch(url);
    expect(launched.headers.get('x-robots-tag')).toBeNull();
    expect(await launched.text()).not.toContain('noindex');

    await expect(site('export', 'NO-SUCH-REF', path.join(out, 'none'))).rejects.toMatchObject({ stderr: expect.stringContaining('No built preview was found for the reference NO-SUCH-REF') });
  }, 90_000);
});

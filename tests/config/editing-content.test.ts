import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';

/**
 * People who run the service change copy in YAML only: a copy of the real config with a registrar's step,
 * an FAQ answer and a page heading reworded builds, and the page modules the site draws carry the new words.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'editing-content-'));
const outDir = join(root, 'generated');

function edit(file: string, from: string, to: string): void {
  const path = join(root, 'config', file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains "${from}"`);
  writeFileSync(path, text.replace(from, to));
}

beforeAll(async () => {
  cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
  symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
  edit('registrars.yaml', 'Open the Domains & SSL section to see the list of your domains.', 'Open Domains and pick your domain from the list.');
  edit('email-clients.yaml', 'question: My password is not accepted (authentication failed)', 'question: My password is refused');
  edit('pages/domain-instructions.yaml', 'title: Nameserver Setup Instructions\n', 'title: Point Your Domain at Us\n');
  edit('site.yaml', '    monthly: £25\n', '    monthly: £27\n');
  await buildConfig(root, { outDir });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('editing content in YAML', () => {
  it('a reworded registrar step reaches the nameserver page', () => {
    const page = readFileSync(join(outDir, 'pages', 'domain-instructions.ts'), 'utf8');
    expect(page).toContain('Open Domains and pick your domain from the list.');
    expect(page).not.toContain('Open the Domains & SSL section');
  });

  it('a reworded FAQ question reaches the business e-mail page', () => {
    const page = readFileSync(join(outDir, 'pages', 'business-email-instructions.ts'), 'utf8');
    expect(page).toContain('My password is refused');
  });

  it('a shared figure changed once in site.yaml shows on every page that uses it', () => {
    const pages = ['pricing', 'faq', 'terms', 'trade-plumber', 'trade-electrician', 'trade-carpenter'];
    for (const id of pages) {
      const page = readFileSync(join(outDir, 'pages', `${id}.ts`), 'utf8');
      expect(page, id).toContain('£27');
      expect(page, id).not.toContain('£25');
      expect(page, id).not.toMatch(/\{price\.|\{notice\.|\{delivery\./);
    }
  });

  it('a page title changes with its YAML', () => {
    const page = readFileSync(join(outDir, 'pages', 'domain-instructions.ts'), 'utf8');
    expect(page).toContain('"title": "Point Your Domain at Us"');
  });
});

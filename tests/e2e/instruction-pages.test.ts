import { describe, expect, it, vi } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useSiteAndBrowser } from './support/harness';
import { gotoLive, newContext } from './support/browser';

const harness = useSiteAndBrowser();
const { site } = (await import('../../src/generated/config')) as typeof import('../../src/generated/config');
const [NS1, NS2] = site.nameservers ?? [];
const PARTNER_GREEN = 'rgb(127, 161, 76)'; // #7FA14C

/** A page in a fresh context (optionally with clipboard rights), recording console errors and dialogs. */
async function open(path: string, options: BrowserContextOptions & { host?: string; width?: number; breakClipboard?: boolean } = {}) {
  const { host, width = 1280, breakClipboard, ...contextOptions } = options;
  const context = await newContext(harness.browser, { viewport: { width, height: 900 }, ...contextOptions });
  if (breakClipboard) {
    await context.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) });
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); void dialog.dismiss(); });
  const url = host ? harness.site.urlFor(host, path) : `${harness.site.url}${path}`;
  const response = await gotoLive(page, url);
  return { page, context, errors, dialogs, status: response?.status(), close: () => context.close() };
}

const withClipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

/** Every href of a link inside the page's main area. */
const mainHrefs = (page: Page) => page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

describe('nameserver instructions', () => {
  it('shows the title, both nameservers, the general steps and the propagation note without parameters', async () => {
    const { page, errors, status, close } = await open('/domain-instructions');
    expect(status).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nameserver Setup Instructions');
    const text = await page.locator('main').innerText();
    expect(text).toContain(NS1);
    expect(text).toContain(NS2);
    expect(await page.locator('[data-registrar]').getAttribute('data-registrar')).toBe('general');
    expect(text).toContain('How to change your nameservers at your registrar');
    expect(text).toContain('Follow these steps for your domain');
    expect(text).toContain('24-48 hours');
    expect(text).not.toContain('Your reference number');
    expect(text).not.toContain('Your registrar login');
    expect(await page.getByRole('link', { name: /^Log in to/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  const cases: [param: string, id: string, name: string, firstStep: string][] = [
    ['ionos', 'ionos', 'IONOS', 'Log in to your IONOS account.'],
    ['GoDaddy', 'godaddy', 'GoDaddy', 'Sign in to your GoDaddy account.'],
    ['123REG', '123reg', '123 Reg', 'Log in to your 123 Reg control panel.'],
    ['Squarespace', 'squarespace', 'Squarespace Domains', 'Log in to your Squarespace account and open the Domains dashboard.'],
    ['namecheap', 'namecheap', 'Namecheap', 'Sign in to your Namecheap account.'],
    ['FASTHOSTS', 'fasthosts', 'Fasthosts', 'Log in to your Fasthosts control panel.'],
  ];
  for (const [param, id, name, firstStep] of cases) {
    it(`registrar=${param} shows the ${name} steps with the domain and nameservers filled in`, async () => {
      const { page, errors, close } = await open(`/domain-instructions?registrar=${param}&domain=smith-electrical.co.uk&customerNumber=TS-1042`);
      const section = page.locator(`[data-registrar="${id}"]`);
      await section.waitFor();
      const steps = await section.locator('ol > li').allInnerTexts();
      expect(steps[0]).toBe(firstStep);
      const all = steps.join('\n');
      expect(all).toContain('smith-electrical.co.uk');
      expect(all).toContain(NS1);
      expect(all).toContain(NS2);
      expect(all).not.toMatch(/\{(domain|ns1|ns2)\}/);
      const text = await page.locator('main').innerText();
      expect(text).toContain(`How to change your nameservers at ${name}`);
      expect(text).toContain('Your reference number: TS-1042');
      expect(text).not.toContain('Log in to the website of the company you bought'); // not the general steps
      const login = page.getByRole('link', { name: `Log in to ${name}` });
      expect(await login.getAttribute('target')).toBe('_blank');
      expect(await login.getAttribute('href')).toMatch(/^https:\/\//);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('links the login to the domain page where the registrar has one, and to its sign-in page otherwise', async () => {
    const godaddy = await open('/domain-instructions?registrar=godaddy&domain=WWW.Smith-Electrical.co.uk');
    await godaddy.page.locator('[data-registrar="godaddy"]').waitFor();
    expect(await godaddy.page.getByRole('link', { name: 'Log in to GoDaddy' }).getAttribute('href')).toBe('https://dcc.godaddy.com/manage/smith-electrical.co.uk/dns');
    await godaddy.close();
    const noDomain = await open('/domain-instructions?registrar=godaddy&domain=not%20a%20domain');
    await noDomain.page.locator('[data-registrar="godaddy"]').waitFor();
    expect(await noDomain.page.getByRole('link', { name: 'Log in to GoDaddy' }).getAttribute('href')).toBe('https://sso.godaddy.com/');
    expect(await noDomain.page.locator('main').innerText()).toContain('Follow these steps for your domain');
    await noDomain.close();
  });

  it('gives any other registrar the general steps', async () => {
    for (const other of ['tucows', 'GoDaddy.com', '%20']) {
      const { page, close } = await open(`/domain-instructions?registrar=${other}&domain=example.co.uk`);
      await page.getByText('Follow these steps for example.co.uk').waitFor();
      expect(await page.locator('[data-registrar]').getAttribute('data-registrar'), other).toBe('general');
      expect(await page.locator('main').innerText()).toContain('Log in to the website of the company you bought example.co.uk from');
      await close();
    }
  });

  it('uses a domainRegistrarLogin on the registrar\'s login hosts as the login link, decoded once more when still encoded', async () => {
    const target = 'https://ap.www.namecheap.com/login?next=/domains';
    for (const encoded of [encodeURIComponent(target), encodeURIComponent(encodeURIComponent(target))]) {
      const { page, errors, close } = await open(`/domain-instructions?registrar=namecheap&domainRegistrarLogin=${encoded}`);
      const login = page.getByRole('link', { name: 'Log in to Namecheap' });
      await page.waitForFunction((href) => document.querySelector(`main a[href="${href}"]`), target);
      expect(await login.getAttribute('href')).toBe(target);
      expect(await login.getAttribute('rel')).toContain('noopener');
      expect(errors).toEqual([]);
      await close();
    }
  });

  // Two hostile values for what the page does with one (no link made of it, its text shown once, no dialog, no
  // error); the registrar's choice for each of a dozen more is judged with the same config in
  // tests/unit/domain/hostile-link-values.test.ts.
  const hostile: [label: string, query: string][] = [
    ['javascript:', encodeURIComponent('javascript:alert(document.domain)')],
    ['malformed % escapes', 'javascript%253Aalert(1)%25E0%25A4%25A'],
  ];
  for (const [label, query] of hostile) {
    it(`never makes a link of a hostile domainRegistrarLogin (${label})`, async () => {
      const { page, errors, dialogs, close } = await open(`/domain-instructions?registrar=ionos&domainRegistrarLogin=${query}`);
      await page.locator('[data-registrar="ionos"]').waitFor();
      const hrefs = await mainHrefs(page);
      expect(hrefs.filter((h) => !h.startsWith('mailto:'))).toEqual(['https://login.ionos.co.uk/']);
      const shown = page.locator('[data-login-text]');
      expect(await shown.count()).toBe(1);
      const text = (await shown.innerText()).replace(/^Your registrar login: /, '');
      expect(text.length).toBeLessThanOrEqual(201);
      await page.getByRole('link', { name: 'Log in to IONOS' }).focus();
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('keeps the raw value when decoding fails', async () => {
    const { page, close } = await open('/domain-instructions?domainRegistrarLogin=my-login%25E0%25A4%25A');
    await page.locator('[data-login-text]').waitFor();
    expect(await page.locator('[data-login-text]').innerText()).toBe('Your registrar login: my-login%E0%A4%A');
    await close();
  });

  it('copies each nameserver and says so', async () => {
    const { page, errors, close } = await open('/domain-instructions', withClipboard);
    await page.getByRole('button', { name: 'Copy Nameserver 1' }).click();
    await page.getByText('Copied! Nameserver 1 copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(NS1);
    await page.getByRole('button', { name: 'Copy Nameserver 2' }).click();
    await page.getByText('Copied! Nameserver 2 copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(NS2);
    expect(errors).toEqual([]);
    await close();
  });

  it('says "Copy failed" when the browser refuses the clipboard', async () => {
    const { page, close } = await open('/domain-instructions-rp', { ...withClipboard, breakClipboard: true });
    await page.getByRole('button', { name: 'Copy Nameserver 2' }).click();
    await page.getByText('Copy failed: Please try again or copy manually').waitFor();
    expect(await page.getByText(/Copied!/).count()).toBe(0);
    await close();
  });
});

describe('partner branding (-rp routes)', () => {
  it('shows the partner header in the partner colour, from its own prerendered HTML', async () => {
    const html = await (await fetch(`${harness.site.url}/domain-instructions-rp`)).text();
    expect(html).toContain('data-branding="partner"');
    expect(html).toContain(site.brandings?.partner.name);
    const { page, errors, status, close } = await open('/domain-instructions-rp?registrar=godaddy', { width: 375 });
    expect(status).toBe(200);
    const header = page.locator('header[data-branding="partner"]');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PARTNER_GREEN);
    expect(await header.innerText()).toContain(site.brandings?.partner.headerText);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nameserver Setup Instructions');
    // The same page: same steps and buttons, now in the partner's colours.
    await page.locator('[data-registrar="godaddy"]').waitFor();
    const login = page.getByRole('link', { name: 'Log in to GoDaddy' });
    expect(await login.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PARTNER_GREEN);
    expect(errors).toEqual([]);
    await close();
  });

  it('the main route keeps the site brand', async () => {
    const { page, close } = await open('/domain-instructions?registrar=godaddy');
    expect(await page.locator('[data-branding]').count()).toBe(0);
    expect(await page.locator('header').first().innerText()).toContain(site.brand.name);
    await page.locator('[data-registrar="godaddy"]').waitFor();
    const login = page.getByRole('link', { name: 'Log in to GoDaddy' });
    expect(await login.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(PARTNER_GREEN);
    await close();
  });

  it('is served on forms. hosts too', async () => {
    for (const path of ['/domain-instructions', '/domain-instructions-rp', '/business-email-instructions']) {
      const { page, status, close } = await open(path, { host: 'forms.localhost' });
      expect(status, path).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      await close();
    }
  });
});

describe('business email instructions', () => {
  // One load of the page (with clipboard rights) for its text, copying, the tabs by mouse and keyboard, and the FAQ.
  it('shows the server names and ports from config, copies a server name, opens iOS Mail first and switches tabs with the mouse and the keyboard, and has a four-question FAQ with one answer open at a time', async () => {
    const { page, errors, status, close } = await open('/business-email-instructions', withClipboard);
    expect(status).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Business Email Setup Instructions');
    const text = await page.locator('main').innerText();
    expect(text).toContain(site.mail?.imapHost);
    expect(text).toContain('Port 993 with SSL');
    expect(text).toContain('Port 465 (SSL) or 587 (TLS), authentication required');
    expect(text).not.toMatch(/\{(imapHost|smtpHost|popHost|email)\}/);
    expect(errors).toEqual([]);

    // Copying a server name.
    await page.getByRole('button', { name: 'Copy Outgoing mail server (SMTP)' }).click();
    await page.getByText('Copied! Outgoing mail server (SMTP) copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.mail?.smtpHost);

    // The tabs: iOS Mail first, then the mouse.
    const tabs = page.getByRole('tablist', { name: 'Mail apps' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['iOS Mail', 'Outlook', 'Android Mail', 'Gmail App', 'Gmail Web', 'macOS Mail']);
    expect(await page.getByRole('tab', { name: 'iOS Mail' }).getAttribute('aria-selected')).toBe('true');
    const visible = page.getByRole('tabpanel');
    expect(await visible.count()).toBe(1);
    expect(await visible.innerText()).toContain('Open the Settings app on your iPhone or iPad.');
    expect(await visible.getAttribute('aria-labelledby')).toBe(await page.getByRole('tab', { name: 'iOS Mail' }).getAttribute('id'));

    await page.getByRole('tab', { name: 'Gmail Web' }).click();
    expect(await page.getByRole('tab', { name: 'Gmail Web' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'iOS Mail' }).getAttribute('aria-selected')).toBe('false');
    const gmail = await page.getByRole('tabpanel').innerText();
    expect(gmail).toContain(`POP Server ${site.mail?.popHost} and Port 995`);
    expect(gmail).toContain('Port 465');
    expect(gmail).toContain('verification code');
    expect(new URL(page.url()).hash).toBe('#gmail-web');

    await page.getByRole('tab', { name: 'macOS Mail' }).click();
    const mac = page.getByRole('tabpanel');
    expect(await mac.getByRole('heading', { name: 'Advanced settings' }).count()).toBe(1);
    const macText = await mac.innerText();
    expect(macText).toContain('enter port 465, tick Use TLS/SSL and choose Authentication: Password');
    expect(macText).toContain('enter port 993 and tick Use TLS/SSL');
    expect(errors).toEqual([]);

    // The keyboard, from iOS Mail again.
    await page.getByRole('tab', { name: 'iOS Mail' }).click();
    await page.getByRole('tab', { name: 'iOS Mail' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Outlook' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Outlook');
    expect(await page.getByRole('tabpanel').innerText()).toContain('Open Outlook on your computer.');
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'macOS Mail' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').innerText()).toContain('Open the Mail app on your Mac.');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { name: 'Gmail Web' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: 'iOS Mail' }).getAttribute('aria-selected')).toBe('true');
    // Tab leaves the tab list for the open panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');

    // The FAQ.
    const questions = page.locator('main h3 > button[aria-expanded]');
    expect(await questions.count()).toBe(4);
    const q = (name: RegExp) => page.getByRole('button', { name });
    const auth = q(/authentication failed/);
    const connect = q(/cannot connect/);
    for (const button of [auth, connect, q(/IMAP access denied/), q(/cannot send/)]) expect(await button.getAttribute('aria-expanded')).toBe('false');

    await auth.click();
    expect(await auth.getAttribute('aria-expanded')).toBe('true');
    const authAnswer = page.locator(`[id="${await auth.getAttribute('aria-controls')}"]`);
    // The answer's words, once it has opened (its text is hidden while it is still closed).
    await vi.waitFor(async () => expect(await authAnswer.innerText()).toContain('app password'), { timeout: 10_000, interval: 50 });
    const authText = await authAnswer.innerText();
    expect(authText).toContain('IMAP access is enabled');
    expect(authText).toContain(site.mail?.exampleAddress);

    await connect.click();
    expect(await connect.getAttribute('aria-expanded')).toBe('true');
    expect(await auth.getAttribute('aria-expanded')).toBe('false');
    const connectAnswer = page.locator(`[id="${await connect.getAttribute('aria-controls')}"]`);
    await vi.waitFor(async () => expect(await connectAnswer.innerText()).toContain(`${site.mail?.imapHost} on port 993 with SSL`), { timeout: 10_000, interval: 50 });
    const connectText = await connectAnswer.innerText();
    expect(connectText).toContain('public Wi-Fi');

    await q(/cannot send/).click();
    expect(await connect.getAttribute('aria-expanded')).toBe('false');
    await page.getByText('port 25 is often blocked', { exact: false }).waitFor();
    await q(/cannot send/).click();
    expect(await page.locator('main [aria-expanded="true"]').count()).toBe(0);
    await close();
  });

  it('opens the tab named in the address', async () => {
    const { page, errors, close } = await open('/business-email-instructions#android');
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Android Mail');
    expect(await page.getByRole('tabpanel').innerText()).toContain('Choose IMAP account.');
    expect(errors).toEqual([]);
    await close();
  });

});

describe('embed instructions', () => {
  it('shows an iframe code for the embed host and copies it', async () => {
    const { page, errors, status, close } = await open('/embed-instructions', withClipboard);
    expect(status).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Embed the Request Form');
    const expected = `<iframe src="http://embed.localhost:${harness.site.port}/request"`;
    await page.waitForFunction((start) => document.querySelector('[data-copy-value]')?.textContent?.startsWith(start), expected);
    await page.getByRole('button', { name: 'Copy Embed code' }).click();
    await page.getByText('Copied! Embed code copied to clipboard').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(expected)).toBe(true);
    expect(copied).toMatch(/<\/iframe>$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('prerenders the code with the main address from config', async () => {
    const html = await (await fetch(`${harness.site.url}/embed-instructions`)).text();
    const host = new URL(site.hosts.mainUrl ?? 'https://x').host;
    expect(html).toContain(`&lt;iframe src=&quot;https://embed.${host}/request&quot;`);
  });

  it('the code on a forms. or embed. page still points at the embed host', async () => {
    const { page, close } = await open('/embed-instructions', { host: 'embed.localhost' });
    const expected = `<iframe src="http://embed.localhost:${harness.site.port}/request"`;
    await page.waitForFunction((start) => document.querySelector('[data-copy-value]')?.textContent?.startsWith(start), expected);
    await close();
  });
});

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { pngFile, pngParts } from '../../support/png';
import { toastTexts } from '../../support/toasts';
import { startForm } from './browser';

// The toasts are read alike by the page and component tests.
export { expectToast, toastTexts } from '../../support/toasts';

/**
 * A real PNG, written byte by byte (no image library in the test process): RGB with 3 values a pixel, RGBA with 4,
 * each pixel from `pixel(x, y)`.
 */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => number[]): Buffer {
  const { header, rows } = pngParts(width, height, pixel);
  return Buffer.from(pngFile(header, deflateSync(rows)));
}

/** A real PNG of `size`×`size` pixels in one colour, small enough for any upload. */
export function pngImage(rgb: [number, number, number] = [40, 120, 200], size = 8): Buffer {
  return encodePng(size, size, () => rgb);
}

/**
 * Run in the page: the number N of the first "Step N of M" text (NaN when there is none), from the document's text
 * nodes in order, as `getByText(/^Step \d+ of \d+$/).first()` finds the step bar's line; given `wanted`, whether
 * N is that step, and with `focused`, whether the focus is on a heading too: after Continue or Back the wizard moves
 * it to the new step's heading in the frame that first shows the step, a task or more after the step is in the DOM,
 * so a field focused before then loses the focus half-way through what is typed into it.
 */
function shownStep(wanted?: { step: number; focused?: boolean }): number | boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let shown = NaN;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const found = /^Step (\d+) of \d+$/.exec((node.nodeValue ?? '').trim());
    if (found) {
      shown = Number(found[1]);
      break;
    }
  }
  if (wanted === undefined) return shown;
  return shown === wanted.step && (!wanted.focused || document.activeElement instanceof HTMLHeadingElement);
}

/** The number N of "Step N of 10". */
export async function stepNumber(page: Page): Promise<number> {
  return Number(await page.evaluate(shownStep, undefined));
}

/**
 * Waits until the form shows step `n` (`moved`: with the focus on its heading, as after Continue or Back). When it
 * does not come, the error says which step shows, with its toasts and the fields marked invalid, and the page is
 * saved as a picture in test-results/ to see why.
 */
export async function waitForStep(page: Page, n: number, moved = false): Promise<void> {
  // The prerendered first step shows before the form is live (draft and link applied): wait for the live form.
  await startForm(page, 40_000);
  try {
    // Looked for in the page every 50 ms: one call to the page for the whole wait, not one for every look.
    await page.waitForFunction(shownStep, { step: n, focused: moved }, { timeout: 40_000, polling: 50 });
  } catch (error) {
    const shown = await stepNumber(page).catch(() => NaN);
    const toasts = await toastTexts(page).catch(() => '');
    const invalid = await page.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((el) => el.getAttribute('name') ?? el.id)).catch(() => []);
    const where = await page.evaluate(whereThingsAre).catch(() => '');
    const picture = path.join('test-results', `step-${n}-not-reached-${Date.now()}.png`);
    await mkdir('test-results', { recursive: true });
    await page.screenshot({ path: picture, fullPage: true }).catch(() => undefined);
    throw new Error(`Step ${n} did not come: step ${shown} shows; toasts: ${JSON.stringify(toasts)}; invalid fields: ${JSON.stringify(invalid)}; ${where}; page saved as ${picture}`, { cause: error });
  }
}

/**
 * The window's scroll position, the focused element and what lies over the middle of Continue, for the error of a
 * step that did not come. (A whole-page picture also draws what is fixed above the window, such as the skip link,
 * as if it were on the page: the focus said here is the real one.)
 */
function whereThingsAre(): string {
  const name = (el: Element | null) => (el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"` : 'nothing');
  const button = [...document.querySelectorAll('main button')].find((b) => b.textContent?.trim() === 'Continue');
  let cover = 'no Continue button';
  if (button) {
    const r = button.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    cover = button.contains(at) ? 'Continue is uncovered' : `Continue lies under ${name(at)}`;
  }
  return `scrolled to ${Math.round(window.scrollY)} px; focus on ${name(document.activeElement)}; ${cover}`;
}

/**
 * Clicks Continue on the live form (a Continue before the runtime is live posts the step to the server) and waits for
 * the next step, its heading focused.
 */
export async function continueStep(page: Page): Promise<void> {
  await startForm(page, 40_000);
  const before = await stepNumber(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForStep(page, before + 1, true);
}

export interface RequestAnswers {
  firstName: string;
  companyName: string;
  email: string;
  phone: string;
  logo?: Buffer;
  gallery?: Buffer[];
  accreditation?: string;
  instagram?: string;
  whatsApp?: string;
  area: string;
  street: string;
  town: string;
  county: string;
  postcode: string;
  registration?: string;
  domain?: string;
  /** Ticks "Hide my address on the website" (a service-area business). */
  hideAddress?: boolean;
}

/** Fills steps 2 to 10 from step 2 with the answers, ending on step 10 with the terms agreed. */
export async function fillFromStep2(page: Page, a: RequestAnswers): Promise<void> {
  await fillFromStep(page, 2, a);
}

/**
 * Fills the steps from step `from` (2 to 10) to step 10 with the answers, ending on step 10 with the terms agreed:
 * from a later step for a customer who comes back to a draft saved there (see `seedDraft`), the earlier steps'
 * answers being in the draft.
 */
export async function fillFromStep(page: Page, from: number, a: RequestAnswers): Promise<void> {
  await waitForStep(page, from);
  if (from <= 2) {
    await page.getByLabel('First name').fill(a.firstName);
    await page.getByLabel('Company name').fill(a.companyName);
    await page.getByLabel('Company email').fill(a.email);
    await page.getByLabel('Phone number').fill(a.phone);
    await page.getByLabel('Phone number').blur();
    if (a.logo) {
      await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: a.logo });
      await page.getByRole('img', { name: /logo\.png/i }).first().waitFor({ timeout: 5000 }).catch(() => undefined);
    }
    await continueStep(page);
  }
  if (from <= 3) {
    // 3 Accreditations
    if (a.accreditation) await page.getByRole('checkbox', { name: a.accreditation, exact: true }).check();
    await continueStep(page);
  }
  if (from <= 4) {
    // 4 Content sources
    if (a.gallery?.length) {
      await page.locator('input[type="file"]').first().setInputFiles(a.gallery.map((buffer, i) => ({ name: `work-${i + 1}.png`, mimeType: 'image/png', buffer })));
      await vi.waitFor(async () => expect(await page.getByText(new RegExp(`${a.gallery!.length} photos? chosen`)).count()).toBeGreaterThan(0), { timeout: 5000 });
    }
    if (a.instagram) await page.getByLabel('Instagram handle').fill(a.instagram);
    await continueStep(page);
  }
  if (from <= 5) {
    // 5 Communication
    if (a.whatsApp) {
      await page.getByLabel(/WhatsApp number/).fill(a.whatsApp);
      await page.getByLabel(/WhatsApp number/).blur();
    }
    await continueStep(page);
  }
  // 6 Services (pre-selected), 7 Area and hours
  if (from <= 6) await continueStep(page);
  if (from <= 7) {
    const area = page.getByRole('textbox', { name: /area/i }).first();
    await area.fill(a.area);
    await area.press('Enter');
    await continueStep(page);
  }
  // 8 Stats
  if (from <= 8) await continueStep(page);
  if (from <= 9) {
    // 9 Address
    await page.getByLabel('Street address').fill(a.street);
    await page.getByLabel('Town').fill(a.town);
    await page.getByLabel('County').fill(a.county);
    await page.getByLabel('Post code').fill(a.postcode);
    await page.getByLabel('Post code').blur();
    if (a.hideAddress) await page.getByRole('checkbox', { name: 'Hide my address on the website' }).check();
    if (a.registration) {
      await page.getByLabel(/Company registration number/).fill(a.registration);
      await page.getByLabel(/Company registration number/).blur();
    }
    await continueStep(page);
  }
  // 10 Domain and terms
  if (a.domain) {
    await page.getByRole('checkbox', { name: 'I already own a domain name' }).check();
    await page.getByLabel('Your domain name').fill(a.domain);
    await page.getByLabel('Your domain name').blur();
  }
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

/**
 * Sends a form from its last step: Continue to the "check your answers" page when the form has one, then its
 * Submit (`name`), pressed as `how` (a click, a double click, or Enter with the focus on it).
 */
export async function submitFromLastStep(page: Page, name: string, how: 'click' | 'dblclick' | 'enter' = 'click'): Promise<void> {
  const submit = page.getByRole('button', { name, exact: true });
  const onCheckPage = page.locator('[data-check-answers]');
  if ((await submit.count()) === 0 && (await onCheckPage.count()) === 0) {
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await onCheckPage.waitFor({ timeout: 20_000 });
  }
  if (how === 'dblclick') await submit.dblclick();
  else if (how === 'enter') {
    await submit.focus();
    await page.keyboard.press('Enter');
  } else await submit.click();
}

/** Waits until the saved draft of the request form (IndexedDB `tradesites`/`drafts`) mentions every text. */
export async function waitForDraft(page: Page, ...texts: string[]) {
  await waitForFormDraft(page, 'request', ...texts);
}

/** Waits until the saved draft of form `formId` (IndexedDB `tradesites`/`drafts`) mentions every text. */
export async function waitForFormDraft(page: Page, formId: string, ...texts: string[]) {
  const read = () =>
    page.evaluate(async (key) => {
      // Opening a database that does not exist yet would create it empty, under the draft store's feet.
      if (!(await indexedDB.databases()).some((d) => d.name === 'tradesites')) return '';
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('tradesites');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        if (!db.objectStoreNames.contains('drafts')) return '';
        const value = await new Promise<unknown>((resolve, reject) => {
          const get = db.transaction('drafts').objectStore('drafts').get(key);
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        });
        return typeof value === 'string' ? value : JSON.stringify(value ?? null);
      } finally {
        db.close();
      }
    }, `draft:${formId}`);
  await vi.waitFor(async () => {
    const text = await read();
    for (const wanted of texts) expect(text).toContain(wanted);
  }, { timeout: 10_000, interval: 200 });
}

import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { nextFrame, openPage } from './support/browser';
import { keepPreviewBuilding } from './support/network';
import { CHECK_PAGE, changeFromCheckPage, returnToCheckPage, waitForCheckPage } from './support/check-page';
import { answeredDraft, seedDraft } from './support/drafts';
import { useSiteAndBrowser } from './support/harness';
import { continueStep, pngImage, waitForDraft, waitForStep } from './support/request-form';

/**
 * The tradesperson's journey measured on a phone (320 and 375 px) and a laptop (1280 px): what the fixed
 * header covers, where toasts land, how long step 1 is, whether the check badge covers a label, and where
 * keyboard focus is shown.
 */
const harness = useSiteAndBrowser();
const WIDTHS = [320, 375, 1280];

async function open(path: string, width: number, height = 800) {
  const opened = await openPage(harness.browser, width, height);
  await opened.page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
  return opened;
}

/** The bottom edge of the fixed header. */
const headerBottom = (page: Page) => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);

describe('after Continue, the new step is below the fixed header', () => {
  for (const width of WIDTHS) {
    it(`${width} px: "Step 2 of 10", its percentage and the heading are fully in view`, async () => {
      const { page, close } = await open('/request?trade=plumber', width);
      await waitForStep(page, 1);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await continueStep(page);
      // The step's heading takes the focus and scrolls below the header once the new step is drawn.
      await nextFrame(page);
      const header = await headerBottom(page);
      for (const text of [/^Step 2 of 10$/, /^20% complete$/]) {
        const box = (await page.getByText(text).boundingBox())!;
        expect(box.y, String(text)).toBeGreaterThanOrEqual(header);
      }
      const heading = (await page.getByRole('heading', { name: 'Business Information' }).boundingBox())!;
      expect(heading.y).toBeGreaterThanOrEqual(header);
      expect(heading.y + heading.height).toBeLessThanOrEqual(800);
      await close();
    });
  }
});

describe('step 1 on a phone', () => {
  it('375 px: from the step heading to Continue is at most 1,600 px, with one live preview of the chosen scheme', async () => {
    const { page, close } = await open('/request?trade=plumber', 375);
    await waitForStep(page, 1);
    const span = await page.evaluate(() => {
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === "Let's Get Started")!;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Continue')!;
      return button.getBoundingClientRect().bottom - heading.getBoundingClientRect().top;
    });
    expect(span).toBeLessThanOrEqual(1600);
    await page.locator('[data-preview] [role="img"]').waitFor();
    expect(await page.locator('[data-preview] [role="img"]').count()).toBe(1);
    expect(await page.locator('[data-preview]').getAttribute('data-preview')).toBe('blue-blue');
    await page.getByText('Purple & Gold', { exact: true }).click();
    await vi.waitFor(async () => expect(await page.locator('[data-preview]').getAttribute('data-preview')).toBe('purple-gold'));
    expect(await page.locator('[data-preview] [role="img"]').getAttribute('aria-label')).toBe('Preview of the Purple & Gold design for plumbers');
    await close();
  });
  // The check badge of the trade cards at 320 and 375 px: tests/component/trade-card-layout.test.tsx.
});

describe('toasts stay off the form buttons', () => {
  for (const [width, height] of [[375, 667], [1280, 800]]) {
    it(`${width} px: the error toast covers no button of the form`, async () => {
      const { page, close } = await open('/request?trade=plumber', width, height);
      await waitForStep(page, 1);
      await continueStep(page);
      // Continue with nothing filled in, with the buttons at the bottom of the window.
      await page.getByRole('button', { name: 'Continue', exact: true }).scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Continue')!;
        window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 10);
      });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('Required Fields Missing').waitFor();
      for (const y of [0, 200, 10_000]) {
        if (y) await page.evaluate((to) => window.scrollTo(0, to), y);
        // The toast moves out of the way within a moment of appearing or of the page scrolling.
        await vi.waitFor(
          async () => {
            const hits = await page.evaluate(() => {
              const toasts = [...document.querySelectorAll('.notistack-SnackbarContainer > *')].map((t) => t.getBoundingClientRect());
              return [...document.querySelectorAll('main button')]
                .filter((b) => {
                  const r = b.getBoundingClientRect();
                  return r.width > 0 && toasts.some((t) => r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom);
                })
                .map((b) => b.textContent);
            });
            expect(hits, `scrolled to ${y}`).toEqual([]);
          },
          { timeout: 1500, interval: 100 },
        );
      }
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
  }
});

describe('the builder preview after Submit', () => {
  for (const width of WIDTHS) {
    it(`${width} px: the preview's heading is in the window`, async () => {
      // Walking every step is covered by the builder tests: here the customer comes back to "Check your answers"
      // with every step answered, and adds the photos on step 4 through its Change button (a draft keeps their
      // bytes in the browser only).
      const opened = await openPage(harness.browser, width, 800);
      await seedDraft(opened.page.context(), 'business', CHECK_PAGE, answeredDraft({ trade: 'plumber', basics: SAM, agreed: true }));
      const { page, close } = opened;
      await page.goto(`${harness.site.url}/builder?trade=plumber`, { waitUntil: 'load' });
      await waitForCheckPage(page);
      await changeFromCheckPage(page, 'Content Sources', 4);
      await page.locator('input[type="file"][multiple]').first().setInputFiles([1, 2].map((n) => ({ name: `job-${n}.png`, mimeType: 'image/png', buffer: pngImage([40 * n, 120, 200], 16) })));
      await page.getByText(/2 photos? chosen/).first().waitFor({ timeout: 10_000 });
      await returnToCheckPage(page);
      // The preview drawn from the answers is what this measures: the server's generated site stays "building". Held
      // from here, as only Submit asks for it: a route turns the page's HTTP cache off (Playwright), and the page
      // and the steps' scripts before it come from the cache.
      await keepPreviewBuilding(page);
      await page.locator('[data-check-answers]').getByRole('button', { name: /^Submit/ }).click();
      await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 20_000 });
      await nextFrame(page);
      const box = (await page.getByRole('heading', { name: 'Your Website Preview' }).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);

      // What the preview shows: the phone written the UK way, the customer's photos, no invented address.
      const preview = page.locator('[data-preview-of]');
      expect(await preview.textContent()).toContain('0113 496 0000');
      expect(await preview.textContent()).not.toContain('01134960000');
      expect(await preview.textContent()).toContain('Your website preview');
      expect(await preview.textContent()).not.toMatch(/www\.[a-z]+\.co\.uk/);
      await vi.waitFor(async () => expect(await page.locator('[data-preview-photos] img').count()).toBe(2), { timeout: 10_000 });
      expect(await page.locator('[data-preview-photos] img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
      await page.getByRole('tab', { name: 'Contact' }).click();
      const lines = await page.locator('[data-email-domain]').evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
      expect(await page.locator('[data-email]').textContent()).toBe('sam.jones@samsplumbingandheating.co.uk');
      await close();
    }, 120_000);
  }
});

/** Step 2 of the business form as the builder preview tests answer it. */
const SAM = { firstName: 'Sam', companyName: 'Sam Plumbing', email: 'sam.jones@samsplumbingandheating.co.uk', phone: '01134960000' };

describe('keyboard', () => {
  for (const width of [375, 1280]) {
    it(`${width} px: the first Tab stop is "Skip to main content", which moves the focus to the page's content`, async () => {
      const { page, close } = await open('/request', width);
      await waitForStep(page, 1);
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', { name: 'Skip to main content' });
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
      // Shown in the next frame drawn: the tests' devices ask for less motion, so the link's slide is a transition of
      // 0.01 ms, which starts (and still stands where it began) until that frame, late on a busy machine.
      await vi.waitFor(async () => expect((await link.boundingBox())!.y).toBeGreaterThanOrEqual(0), { timeout: 5_000 });
      expect((await link.boundingBox())!.height).toBeGreaterThan(20);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
      await close();
    });
  }

  it('every control of step 1 and the header shows a ring of at least 2 px on keyboard focus', async () => {
    const { page, close } = await open('/request?trade=plumber', 1280);
    await waitForStep(page, 1);
    const seen: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(async () => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        // A visually hidden radio shows its ring on its card (the label around it).
        const shown = el.matches('input[type="radio"]') && el.closest('label') ? el.closest('label')! : el.closest('.MuiButtonBase-root, a, input, textarea, select') ?? el;
        // The ring as drawn: under reduced motion it comes in a transition of 0.01 ms, which stands at no ring until
        // the next frame (late on a busy machine).
        await Promise.all(shown.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
        const style = getComputedStyle(shown as Element);
        const outline = style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0;
        return { name: (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40), tag: el.tagName, outline, border: style.borderTopWidth };
      });
      if (!ring) continue;
      seen.push(ring.name);
      if (ring.tag === 'INPUT' && ring.outline === 0) continue; // text fields: MUI's 2 px focused border
      expect(ring.outline, ring.name).toBeGreaterThanOrEqual(2);
    }
    expect(seen).toContain('Continue');
    await close();
  });

  it('a page\'s link buttons, drawn before any script, show the ring too and are 44 px tall at 320 px', async () => {
    const { page, close } = await open('/contact', 320);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    const link = page.getByRole('link', { name: /^Email support@/ });
    await link.focus();
    // Focused by the keyboard: the browser's focus-visible, as a Tab gives it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const drawn = await link.evaluate((el) => {
      const style = getComputedStyle(el);
      return { focused: el === document.activeElement, outline: style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0, height: el.getBoundingClientRect().height };
    });
    expect(drawn.focused).toBe(true);
    expect(drawn.outline).toBeGreaterThanOrEqual(2);
    expect(drawn.height).toBeGreaterThanOrEqual(44);
    // Nothing of the form was started by it: the link stands as the server drew it.
    expect(await page.evaluate(() => document.documentElement.dataset.formRuntime)).toBeUndefined();
    await close();
  });
});

describe('the trade chosen by a link', () => {
  for (const width of WIDTHS) {
    it(`${width} px: stays locked, and "Not your trade? Choose another" unlocks it after a confirmation`, async () => {
      const { page, close } = await open('/request?trade=plumber', width);
      await waitForStep(page, 1);
      expect(await page.getByRole('radio', { name: 'Plumber' }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Roofer' }).isDisabled()).toBe(true);
      const unlock = page.getByRole('button', { name: 'Not your trade? Choose another' });
      expect(await unlock.isVisible()).toBe(true);
      await unlock.click();
      const dialog = page.getByRole('dialog', { name: 'Choose another trade?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('The link you followed chose Plumber for you.');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Keep Plumber' }).click();
      expect(await page.getByRole('radio', { name: 'Roofer' }).isDisabled()).toBe(true);

      await unlock.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Choose another trade' }).click();
      await vi.waitFor(async () => expect(await page.getByRole('radio', { name: 'Roofer' }).isDisabled()).toBe(false));
      expect(new URL(page.url()).searchParams.has('trade')).toBe(false);
      await page.getByText('Roofer', { exact: true }).click();
      expect(await page.getByRole('radio', { name: 'Roofer' }).isChecked()).toBe(true);
      // A reload keeps the customer's own choice.
      await waitForDraft(page, 'roofer');
      await page.reload({ waitUntil: 'load' });
      await waitForStep(page, 1);
      await vi.waitFor(async () => expect(await page.getByRole('radio', { name: 'Roofer' }).isChecked()).toBe(true), { timeout: 10_000 });
      expect(await page.getByRole('radio', { name: 'Plumber' }).isDisabled()).toBe(false);
      await close();
    });
  }

  it("a trade's own page sends the header's Get Started to the form with that trade", async () => {
    // Pages without a form, loaded one after another in one page, as a visitor going from page to page, rather than
    // a context emptied and handed out again for each.
    const { page, close } = await openPage(harness.browser, 1280, 800);
    for (const [path, trade] of [['/plumber', 'plumber'], ['/electrician', 'electrician'], ['/carpenter', 'carpenter']]) {
      await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
      const href = await page.locator('header').getByRole('link', { name: 'Get Started' }).getAttribute('href');
      expect(href, path).toBe(`/request?trade=${trade}`);
    }
    await page.goto(`${harness.site.url}/pricing`, { waitUntil: 'load' });
    expect(await page.locator('header').getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/request?trade=electrician');
    await close();
  });
});

describe('links that promise a form', () => {
  for (const [path, label] of [['/trades', 'Quick Form'], ['/terms', 'Return to Form'], ['/privacy', 'Return to Form']]) {
    it(`"${label}" on ${path} reaches a page with a form`, async () => {
      const { page, close } = await open(path, 375);
      await page.getByRole('link', { name: label }).first().click();
      await page.getByText(/^Step 1 of \d+$/).first().waitFor({ timeout: 20_000 });
      expect(await page.locator('main form').count()).toBeGreaterThan(0);
      await close();
    });
  }
});

describe('the business e-mail instructions on a phone', () => {
  for (const width of [320, 375]) {
    it(`${width} px: every mail app's tab is in sight, with no scroll arrow`, async () => {
      const { page, close } = await open('/business-email-instructions', width);
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.count()).toBeGreaterThanOrEqual(5);
      for (const box of await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
        expect(box.width).toBeGreaterThan(0);
      }
      expect(await page.locator('.MuiTabs-scrollButtons').count()).toBe(0);
      await page.getByRole('tab', { name: /macOS|Apple Mail/ }).first().click();
      expect(await page.getByRole('tab', { name: /macOS|Apple Mail/ }).first().getAttribute('aria-selected')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
  }
});

describe('the templates', () => {
  for (const width of [375, 1280]) {
    it(`${width} px: each template has a picture of a site generated from it, and "Use This Template" starts with its trade and scheme`, async () => {
      const { page, close } = await open('/templates', width);
      const pictures = page.locator('[data-template-picture] img');
      await vi.waitFor(async () => expect(await pictures.count()).toBe(2), { timeout: 10_000 });
      expect(await pictures.nth(1).getAttribute('alt')).toBe('Picture of the Flow Plumbers template');
      // The pictures of public/images/templates/ (npm run template-pictures), in WebP, drawn at their card's width.
      for (const [i, id] of ['sparks-electrical', 'flow-plumbers'].entries()) {
        await pictures.nth(i).scrollIntoViewIfNeeded();
        await vi.waitFor(async () => {
          const shown = await pictures.nth(i).evaluate((img) => ({ src: (img as HTMLImageElement).currentSrc, ok: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0 }));
          expect(shown.ok).toBe(true);
          expect(shown.src).toMatch(new RegExp(`/images/templates/${id}-(640|1280)\\.webp$`));
        }, { timeout: 10_000 });
        const box = (await pictures.nth(i).boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(width);
        expect(box.height / box.width).toBeCloseTo(0.625, 1);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Use This Template' }).nth(1).click();
      await waitForStep(page, 1);
      await vi.waitFor(async () => expect(await page.getByRole('radio', { name: 'Plumber' }).isChecked()).toBe(true));
      expect(await page.getByRole('radio', { name: 'Navy & Blue' }).isChecked()).toBe(true);
      await close();
    });
  }
});

import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './support/harness';
import { newContext, startForm } from './support/browser';
import { seedDraft } from './support/drafts';
import { waitForStep } from './support/request-form';

/**
 * A text box hands the form its value just after the frame that shows the key (src/forms/typed-text.ts): a reload
 * straight after the last key, three times in a row, still brings every key back.
 */
const harness = useSiteAndBrowser();

describe('a reload right after typing', () => {
  it('keeps the last key typed, three reloads in a row', async () => {
    const context = await newContext(harness.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await seedDraft(context, 'request', 2, { tradeType: 'plumber', businessBasics: { firstName: 'Ke' } });
    const page = await context.newPage();
    await page.goto(`${harness.site.url}/request`, { waitUntil: 'load' });
    await startForm(page, 30_000);
    await waitForStep(page, 2);
    let typed = 'Ke';
    for (const key of ['l', 'l', 'y']) {
      const box = page.getByLabel('First name');
      await box.focus();
      await box.press('End');
      // The key and the reload with no pause between them: nothing waits for the form to draw the key.
      await page.keyboard.press(key);
      typed += key;
      await page.reload({ waitUntil: 'load' });
      await startForm(page, 30_000);
      await waitForStep(page, 2);
      expect(await page.getByLabel('First name').inputValue()).toBe(typed);
    }
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { newContext, waitForHydration, startForm } from './support/browser';
import { useSiteAndBrowser } from './support/harness';

/**
 * What a link chooses is in the served HTML (README "Forms"): `/request?trade=plumber` arrives with Plumber chosen and
 * locked and the reference filled, before any script runs, and hydration keeps what was painted.
 */
const harness = useSiteAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LOCKED_HELP = 'Your trade was chosen for you by the link you followed.';

/** What a page shows of the link's choice: the checked trade card, whether the cards are locked, the reference. */
const SHOWN = () => {
  const card = document.querySelector('label[data-checked] .choice-name');
  const reference = document.querySelector<HTMLInputElement>('input[name="customerNumber"]');
  return {
    trade: card?.textContent ?? null,
    locked: document.querySelectorAll('input[type="radio"][name="tradeType"]:disabled').length,
    reference: reference?.value ?? null,
    readOnly: reference?.readOnly ?? null,
  };
};

describe('a link that chooses a trade is served with that choice', () => {
  it('without JavaScript, /request?trade=Plumber&customerNumber=… shows Plumber chosen and locked and the reference read-only', async () => {
    const context = await newContext(harness.browser, { ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${harness.site.url}/request?trade=%20Plumber&customerNumber=TS-3107`, { waitUntil: 'load' });
    const shown = await page.evaluate(SHOWN);
    expect(shown.trade).toBe('Plumber');
    expect(shown.locked).toBeGreaterThan(1);
    expect(shown.reference).toBe('TS-3107');
    expect(shown.readOnly).toBe(true);
    expect(await page.getByText(LOCKED_HELP).isVisible()).toBe(true);

    // A trade no link may lock, and no link at all, give the form's own first step (Electrician, unlocked, no reference).
    for (const path of ['/request?trade=astronaut', '/request']) {
      await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
      expect(await page.evaluate(SHOWN)).toEqual({ trade: 'Electrician', locked: 0, reference: '', readOnly: false });
    }
    // The partner page locks what its own `query:` allows, on the business form.
    await page.goto(`${harness.site.url}/partner-marketplace?trade=roofer`, { waitUntil: 'load' });
    expect((await page.evaluate(SHOWN)).trade).toBe('Roofer');
    await page.goto(`${harness.site.url}/partner-marketplace?trade=builder`, { waitUntil: 'load' });
    expect(await page.evaluate(SHOWN)).toMatchObject({ trade: 'Electrician', locked: 0 });
    await context.close();
  });

  it('a reference from the link is text in the served page, never markup', async () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const html = await (await fetch(`${harness.site.url}/request?trade=roofer&customerNumber=${encodeURIComponent(hostile)}`)).text();
    expect(html).toContain('data-link="trade=roofer&amp;customerNumber"');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/zzlinkslot/);
    const context = await newContext(harness.browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${harness.site.url}/request?trade=roofer&customerNumber=${encodeURIComponent(hostile)}`, { waitUntil: 'load' });
    expect(await page.evaluate(SHOWN)).toMatchObject({ trade: 'Roofer', reference: hostile });
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await context.close();
  });

  it('at 4x CPU, every frame from the first paint shows Plumber chosen, and hydration keeps the painted cards', async () => {
    const context = await newContext(harness.browser, PHONE);
    // Before every frame the page paints, what it shows of the link's choice is written down.
    await context.addInitScript(`(() => {
      const seen = [];
      window.paintedChoice = seen;
      const look = () => {
        const card = document.querySelector('label[data-checked] .choice-name');
        if (card) {
          if (!window.firstCard) window.firstCard = card;
          const ref = document.querySelector('input[name="customerNumber"]');
          const shown = card.textContent + ' / ' + (ref ? ref.value : '');
          if (seen[seen.length - 1] !== shown) seen.push(shown);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })()`);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${harness.site.url}/request?trade=plumber&customerNumber=TS-3108`, { waitUntil: 'commit' });
    await startForm(page, 60_000);
    await waitForHydration(page, 60_000);
    expect(await page.evaluate(() => (window as unknown as { paintedChoice: string[] }).paintedChoice)).toEqual(['Plumber / TS-3108']);
    // The cards painted first are the ones the live form uses: hydration matched the served HTML.
    expect(await page.evaluate(() => (window as unknown as { firstCard: Element }).firstCard.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  });
});

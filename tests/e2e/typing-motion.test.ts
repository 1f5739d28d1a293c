import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './support/harness';
import { newContext } from './support/browser';
import { answeredDraft, seedDraft } from './support/drafts';
import { waitForStep } from './support/request-form';

/**
 * What moves on a phone while the customer starts typing on a new step (issue 27, key presses): the tap on
 * Continue, the step drawn, a tap in its first field and the first keys. Only the compositor's own motion may run
 * then (transform and opacity: the progress bar's slide, a ripple, a fade), never a colour, shadow or size drawn again
 * by the page's main thread in every frame, where it would hold up the keys: the label takes its focus colour at once,
 * Back turns enabled at once on a device without hover, and the bar's white and shadow fade as layers.
 */
const harness = useSiteAndBrowser();

/** Properties the compositor animates without the page's main thread. */
const COMPOSITOR_ONLY = new Set(['transform', 'opacity', 'translate', 'scale', 'rotate']);
/**
 * The autofill watch (src/app/theme.ts): a 10 ms animation of `display` each text box runs as it is drawn, so that
 * MUI hears its `animationstart`; it draws nothing.
 */
const AUTOFILL_WATCH = 'mui-auto-fill-cancel';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'no-preference' } as const;

/** Records every transition and animation that starts in the page from now on: what it animates, and on what. */
function recordMotion(autofillWatch: string): void {
  const started: string[] = [];
  const what = (el: EventTarget | null) => (el instanceof Element ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}` : String(el));
  document.addEventListener('transitionrun', (event) => started.push(`${event.propertyName} on ${what(event.target)}`), true);
  document.addEventListener(
    'animationstart',
    (event) => {
      if (event.animationName === autofillWatch || !(event.target instanceof Element)) return;
      const running = event.target.getAnimations().find((a) => (a as CSSAnimation).animationName === event.animationName);
      const keys = (running?.effect as KeyframeEffect | null)?.getKeyframes() ?? [];
      const properties = new Set(keys.flatMap((k) => Object.keys(k).filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p))));
      for (const p of properties) started.push(`${p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} on ${what(event.target)}`);
    },
    true,
  );
  (window as unknown as { __motion: string[] }).__motion = started;
}

describe('motion while the first keys of a step are typed', () => {
  it('on a phone, only transform and opacity move from the tap on Continue to the third key in the next step', async () => {
    const context = await newContext(harness.browser, PHONE);
    const answers = answeredDraft({ trade: 'plumber', basics: { firstName: 'Sam', companyName: 'Jones and Sons Ltd', email: 'sam@example.co.uk', phone: '01134960000' } });
    await seedDraft(context, 'request', 1, answers);
    const page = await context.newPage();
    await page.goto(`${harness.site.url}/request`, { waitUntil: 'load' });
    await waitForStep(page, 1);
    // The saved draft's "Welcome back" toast opens its room at once (notistack animates the room's height on the main
    // thread, in every frame of whatever it falls on: on a busy phone, the step change and the first keys).
    const room = page.locator('[data-notifications] div:has(> .notistack-CollapseWrapper)').first();
    await room.waitFor({ state: 'attached' });
    expect(await room.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none');
    // From the top of the page down to Continue, as a thumb does: the bar at the top turns white as the page goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(recordMotion, AUTOFILL_WATCH);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Continue', exact: true }).tap();
    await waitForStep(page, 2);
    const box = page.getByLabel('First name');
    await box.tap();
    await box.press('End');
    await page.keyboard.type('abc');
    // The frame after the last key, so every transition it started has been run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const started = await page.evaluate(() => (window as unknown as { __motion: string[] }).__motion);
    // Something did move (the progress bar's slide to step 2, the tap's ripple): the recording works.
    expect(started.some((s) => s.startsWith('transform on span.MuiLinearProgress-bar'))).toBe(true);
    expect(started.some((s) => s.startsWith('opacity on header')), started.join(', ')).toBe(true);
    expect(started.filter((s) => !COMPOSITOR_ONLY.has(s.split(' ')[0]))).toEqual([]);
    await context.close();
  });

  it('a device with hover keeps the buttons\u2019 fades, and the label still glides up', async () => {
    const context = await newContext(harness.browser, { viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.goto(`${harness.site.url}/request`, { waitUntil: 'load' });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await continueButton.evaluate((el) => getComputedStyle(el).transitionProperty)).toContain('background-color');
    const label = page.locator('label.MuiInputLabel-animated').first();
    const transition = await label.evaluate((el) => getComputedStyle(el).transitionProperty);
    expect(transition).toContain('transform');
    expect(transition).not.toContain('color');
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { mountStep } from './support/mount';
import { page } from './support/page';

/**
 * The trade cards of the request form's first step on a phone: the check badge of the chosen card sits beside its
 * words, never over them. The cards' layout is the widget's own, so it is measured on the step mounted alone at
 * the phone's width (the whole page's header and margins do not change a card's inside).
 */

/** The texts of the chosen card that its check badge overlaps. */
function wordsUnderBadge(): (string | null)[] {
  return [...document.querySelectorAll('label[data-checked]')].flatMap((card) => {
    const badge = card.querySelector('[data-check-badge]')!.getBoundingClientRect();
    return [...card.querySelectorAll('span')]
      .filter((s) => s.children.length === 0 && s.textContent?.trim())
      .filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left < badge.right && badge.left < r.right && r.top < badge.bottom && badge.top < r.bottom;
      })
      .map((s) => s.textContent);
  });
}

describe('the trade cards on a phone', () => {
  for (const width of [320, 375]) {
    it(`${width} px: the check badge covers no card's words`, async () => {
      const mounted = await mountStep('start', { data: { tradeType: 'electrician' }, width });
      await page.getByRole('heading', { name: "Let's Get Started" }).waitFor();
      for (const trade of ['Electrician', 'Plumber', 'Roofer', 'Builder']) {
        await page.getByText(trade, { exact: true }).click();
        await expect.poll(() => page.getByRole('radio', { name: trade }).isChecked(), { message: `${trade} is chosen` }).toBe(true);
        expect(await page.evaluate(wordsUnderBadge), trade).toEqual([]);
      }
      mounted.unmount();
    });
  }
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountStep, type Mounted } from './support/mount';
import { page } from './support/page';
import { backTo, continueTo, REQUEST_DATA } from './support/form';

/**
 * A step change shows a step already drawn: once the form is live and the browser idle, the steps before and after
 * the current one are drawn hidden, so Continue and Back show those very elements instead of drawing new ones.
 */

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

/** The rjsf forms in the page, shown or hidden. */
const forms = () => [...mounted!.container.querySelectorAll<HTMLFormElement>('form.rjsf')];
/** The form of the step shown. */
const shownForm = () => mounted!.container.querySelector<HTMLFormElement>('[data-step] form.rjsf');

describe('a step change', () => {
  it('shows the next and the previous step drawn ahead, hidden until then and without the form id', async () => {
    mounted = await mountStep('business', { data: REQUEST_DATA });
    await vi.waitFor(() => expect(forms().length).toBe(3), { timeout: 10_000 });
    const shown = shownForm()!;
    const ahead = forms().filter((form) => form !== shown);
    // Hidden: not shown, not in the accessibility tree, and the buttons' `form` names the shown step's form only.
    for (const form of ahead) {
      expect(form.getClientRects().length).toBe(0);
      expect(form.id).toBe('');
    }
    expect(shown.id).toBe('request-form');
    await expect(page.getByRole('textbox', { name: 'First name' }).count()).resolves.toBe(1);

    await continueTo(page, 'Accreditations');
    expect(ahead).toContain(shownForm());
    expect(shownForm()!.id).toBe('request-form');
    // The step left stays drawn, hidden: Back shows it again as it was.
    await vi.waitFor(() => expect(forms()).toContain(shown));
    await backTo(page, 'Business Information');
    expect(shownForm()).toBe(shown);
    expect(await page.getByLabel('Company name').inputValue()).toBe(REQUEST_DATA.businessBasics.companyName);
    expect(mounted.draft()?.data.businessBasics).toEqual(REQUEST_DATA.businessBasics);
  });

  it('draws a step afresh when its answers changed since it was drawn ahead, and keeps every answer', async () => {
    mounted = await mountStep('business', { data: REQUEST_DATA });
    await vi.waitFor(() => expect(forms().length).toBe(3), { timeout: 10_000 });
    await page.getByLabel('Company name').fill('Jones and Sons');
    await continueTo(page, 'Accreditations');
    await backTo(page, 'Business Information');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Jones and Sons');
    expect((mounted.draft()?.data.businessBasics as Record<string, unknown>).companyName).toBe('Jones and Sons');
  });
});

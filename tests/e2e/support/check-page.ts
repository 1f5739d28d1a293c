import type { Page } from 'playwright-core';
import { startForm } from './browser';
import { waitForStep } from './request-form';

/**
 * The step a seeded draft names to open on "Check your answers" of a ten-step form with a check page (see
 * `seedDraft`: one after the last step). A customer who answered every step and left there comes back to it.
 */
export const CHECK_PAGE = 11;

/** Waits until the form is live on its "Check your answers" page. */
export async function waitForCheckPage(page: Page, timeout = 40_000): Promise<void> {
  await startForm(page, timeout);
  await page.locator('[data-check-answers]').waitFor({ timeout });
}

/**
 * From "Check your answers", opens step `step` (counted from 1) through its Change button, named after the step's
 * `title`, and waits for it. Its Continue then returns to the check page (see {@link returnToCheckPage}), having
 * done what leaving the step does (its background uploads and step event): a test about what happens when a
 * customer leaves step 2 or 4 reaches it from a seeded check page in two steps instead of walking all ten.
 */
export async function changeFromCheckPage(page: Page, title: string, step: number): Promise<void> {
  await page.locator('[data-check-answers]').getByRole('button', { name: `Change your answers to ${title}`, exact: true }).click();
  await waitForStep(page, step);
}

/** Continue on a step opened by a Change: waits for "Check your answers" again. */
export async function returnToCheckPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.locator('[data-check-answers]').waitFor({ timeout: 20_000 });
}

/** What the widget tests share: moving between the mounted form's steps, typing as a person does, and checks. */
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import type { Locator, Page } from './page';

/** The answers of step 2 of the request form as `startForm` of the whole-page tests typed them (phone tidied). */
export const BUSINESS = { firstName: 'Sam', companyName: 'Smith Electrical', email: 'sam@example.com', phone: '07700900123' };

/** An electrician's request with steps 1 and 2 answered. */
export const REQUEST_DATA = { tradeType: 'electrician', businessBasics: BUSINESS };

/** Console errors other than React's note that the client rendered the form instead of hydrating it. */
export function realErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Hydration|#419/.test(e));
}

/** The number N of "Step N of 10". */
export async function stepNumber(page: Page): Promise<number> {
  const text = await page.getByText(/^Step \d+ of 10$/).textContent();
  return Number(/Step (\d+)/.exec(text ?? '')?.[1]);
}

/**
 * Waits until the step shown has taken the focus on its heading, as the wizard does after Continue or Back in the
 * frame that first shows the new step (a task or more after the step is in the DOM): a field focused or a key pressed
 * before then would lose the focus to the heading half-way (a Select all and Delete going to the heading, then the
 * typing added to the old value), so the step change is not over until then.
 */
async function headingFocused(heading?: Locator): Promise<void> {
  await vi.waitFor(
    async () => {
      const active = document.activeElement;
      const target = heading ? await heading.element() : active;
      if (!(active instanceof HTMLHeadingElement) || active !== target) throw new Error(`the focus is on ${active?.tagName ?? 'nothing'}, not the step's heading`);
    },
    { timeout: 5000, interval: 10 },
  );
}

/** Clicks Continue and waits for the next step, its heading focused. */
export async function continueStep(page: Page): Promise<void> {
  const before = await stepNumber(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  try {
    await vi.waitFor(async () => expect(await stepNumber(page)).toBe(before + 1), { timeout: 5000 });
    await headingFocused();
  } catch (error) {
    throw new Error(`Continue on step ${before} did not lead to step ${before + 1}; the form shows: ${shownProblems()}`, { cause: error });
  }
}

/** What the mounted form shows that can stop a step change (its messages, its fields' values, the focus), for a failure's message. */
function shownProblems(): string {
  const texts = [...document.querySelectorAll('[role=alert], .Mui-error')].map((e) => e.textContent?.trim()).filter(Boolean);
  const fields = [...document.querySelectorAll<HTMLInputElement>('input[id], textarea[id]')].map((e) => `${e.id}=${JSON.stringify(e.value)}`);
  const active = document.activeElement;
  return `messages [${[...new Set(texts)].join(' | ')}]; fields ${fields.join(', ')}; focus ${active?.tagName ?? 'none'}#${active?.id ?? ''}`;
}

/** Clicks Back and waits for the step before, its heading focused. */
export async function back(page: Page): Promise<void> {
  const before = await stepNumber(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await vi.waitFor(async () => expect(await stepNumber(page)).toBe(before - 1), { timeout: 5000 });
  await headingFocused();
}

/** Clicks Continue and waits for the step (or the check page) with this heading, focused. */
export async function continueTo(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const shown = page.getByRole('heading', { level: 2, name: heading });
  await shown.waitFor();
  await headingFocused(shown);
}

/** Clicks Back and waits for the step with this heading, focused. */
export async function backTo(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const shown = page.getByRole('heading', { level: 2, name: heading });
  await shown.waitFor();
  await headingFocused(shown);
}

/** Types into a field by keyboard and leaves it with Tab. */
export async function typeAndLeave(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Delete');
  await field.pressSequentially(text);
  await field.press('Tab');
}

/** Goes forward to a step, filling the required address of step 9 on the way. */
export async function goToStep(page: Page, step: number): Promise<void> {
  for (let now = await stepNumber(page); now < step; now = await stepNumber(page)) {
    if (now === 9 && (await page.getByLabel('Street address').inputValue()) === '') {
      await typeAndLeave(page.getByLabel('Street address'), '1 High Street');
      await typeAndLeave(page.getByLabel('Town'), 'Leeds');
      await typeAndLeave(page.getByLabel('County'), 'West Yorkshire');
      await typeAndLeave(page.getByLabel('Post code'), 'LS1 1AA');
    }
    await continueStep(page);
  }
}

/** True when nothing is wider than the window (no sideways scrolling). */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Resolves once the browser has drawn a frame after everything so far (a control enabled a moment ago has its colour). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** True while the step is still changing: a file picker busy preparing images (its buttons disabled) or a transition running. */
function settling(): boolean {
  const busyPicker = [...document.querySelectorAll('[data-step] button:disabled')].some((b) => b.closest('[role="group"], fieldset')?.querySelector('input[type=file]'));
  return busyPicker || document.getAnimations().some((a) => a.playState === 'running');
}

/**
 * axe-core's findings (every rule it runs by default, as `@axe-core/playwright` runs them) in the step shown, once
 * the step has settled: a picker that is still preparing images enables its buttons a moment later, and a button
 * enabled in the last render still has its disabled colour until the next frame. (A step whose buttons stay
 * disabled is checked after 5 s as it is.)
 */
export async function axeViolations(): Promise<axe.Result[]> {
  await vi.waitFor(() => expect(settling()).toBe(false), { timeout: 5000, interval: 20 }).catch(() => undefined);
  await nextFrame();
  const { violations } = await axe.run({ include: [['[data-step]']] } as axe.ElementContext);
  return violations;
}

/** The ids in `aria-describedby` of `el`, as the texts they name. */
export function describedText(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

import { expect, vi } from 'vitest';

/**
 * The toasts on screen, read the same way by the page tests (a Playwright page) and the component tests (the
 * Playwright-like `page` of tests/component/support/page.ts): anything that finds elements by a selector and reads
 * their visible text.
 */
export interface ToastReader {
  locator(selector: string): { allInnerTexts(): Promise<string[]> };
}

/** The text of the toasts on screen. */
export async function toastTexts(page: ToastReader): Promise<string> {
  return (await page.locator('.notistack-SnackbarContainer').allInnerTexts()).join('\n');
}

/** Waits for a toast containing both texts. */
export async function expectToast(page: ToastReader, title: string, description: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const text = await toastTexts(page);
      expect(text).toContain(title);
      expect(text).toContain(description);
    },
    { timeout: 5000, interval: 100 },
  );
}

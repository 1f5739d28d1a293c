/**
 * Commands the component tests run on the Node side with Playwright's own input, so a key press or a chosen file
 * reaches the mounted widget exactly as in the whole-page tests (trusted events, Playwright's key names, real
 * file dialogues). Registered in vitest.config.ts; called in a test through `commands` of 'vitest/browser'.
 */
import type { BrowserCommand } from 'vitest/node';

/** A file sent from the test to the browser: bytes as base64, since commands take JSON. */
export interface FilePayload {
  name: string;
  mimeType: string;
  base64: string;
}

const toFiles = (files: FilePayload[]) => files.map((f) => ({ name: f.name, mimeType: f.mimeType, buffer: Buffer.from(f.base64, 'base64') }));

const press: BrowserCommand<[key: string]> = async (ctx, key) => ctx.page.keyboard.press(key);
const type: BrowserCommand<[text: string]> = async (ctx, text) => ctx.page.keyboard.type(text);
/** Presses `key` on the element and answers whether a file dialogue opened, and for several files; then chooses `files` in it. */
const pressForFileChooser: BrowserCommand<[selector: string, key: string, files: FilePayload[]]> = async (ctx, selector, key, files) => {
  const frame = await ctx.frame();
  const [chooser] = await Promise.all([ctx.page.waitForEvent('filechooser', { timeout: 5000 }), frame.locator(selector).press(key)]);
  await chooser.setFiles(toFiles(files));
  return { multiple: chooser.isMultiple() };
};

/** Clicks the element (a link) and answers the address of the tab it opened, closing that tab. */
const clickForNewTab: BrowserCommand<[selector: string]> = async (ctx, selector) => {
  const frame = await ctx.frame();
  const [tab] = await Promise.all([ctx.page.context().waitForEvent('page', { timeout: 5000 }), frame.locator(selector).click()]);
  await tab.waitForLoadState('domcontentloaded');
  const url = tab.url();
  await tab.close();
  return url;
};

export const componentCommands = { press, type, pressForFileChooser, clickForNewTab };

declare module 'vitest/browser' {
  interface BrowserCommands {
    press(key: string): Promise<void>;
    type(text: string): Promise<void>;
    pressForFileChooser(selector: string, key: string, files: FilePayload[]): Promise<{ multiple: boolean }>;
    clickForNewTab(selector: string): Promise<string>;
  }
}

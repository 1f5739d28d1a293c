/**
 * The part of Playwright's `Page` and `Locator` that the widget tests use, over Vitest's browser locators and
 * the DOM of the mounted form, so a widget test reads as the whole-page test it came from: the same queries
 * (role, label, text, CSS), the same waits before an action, and the same keyboard, through Playwright itself
 * (./commands.ts). Queries such as `count()` and `isVisible()` answer at once, as Playwright's do.
 */
import { vi } from 'vitest';
import { commands, locators, page as vitestPage, userEvent, type Locator as VitestLocator } from 'vitest/browser';
import type { FilePayload } from './commands';

declare module 'vitest/browser' {
  interface LocatorSelectors {
    getByCSS(css: string): VitestLocator;
  }
}
locators.extend({ getByCSS: (css: string) => `css=${css}` });

type RoleOptions = { name?: string | RegExp; exact?: boolean; checked?: boolean; level?: number };
type TextOptions = { exact?: boolean };
/** A file to choose, as Playwright's `setInputFiles` takes it. */
export interface FileSpec {
  name: string;
  mimeType: string;
  buffer: Uint8Array;
}

function base64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

const payload = (files: FileSpec | FileSpec[]): FilePayload[] => (Array.isArray(files) ? files : [files]).map((f) => ({ name: f.name, mimeType: f.mimeType, base64: base64(f.buffer) }));

function visible(el: Element | null): boolean {
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
}

/** A Playwright-like locator over a Vitest one. */
export class Locator {
  constructor(readonly inner: VitestLocator) {}

  getByRole(role: string, options: RoleOptions = {}): Locator {
    return new Locator(this.inner.getByRole(role as never, options));
  }
  getByText(text: string | RegExp, options: TextOptions = {}): Locator {
    return new Locator(this.inner.getByText(text, options));
  }
  getByLabel(text: string | RegExp, options: TextOptions = {}): Locator {
    return new Locator(this.inner.getByLabelText(text, options));
  }
  locator(css: string, options: { has?: Locator } = {}): Locator {
    const found = this.inner.getByCSS(css);
    return new Locator(options.has ? found.filter({ has: options.has.inner }) : found);
  }
  nth(index: number): Locator {
    return new Locator(this.inner.nth(index));
  }
  first(): Locator {
    return new Locator(this.inner.first());
  }
  filter(options: { hasText?: string | RegExp; hasNotText?: string | RegExp }): Locator {
    return new Locator(this.inner.filter(options));
  }
  or(other: Locator): Locator {
    return new Locator(this.inner.or(other.inner));
  }
  async all(): Promise<Locator[]> {
    return this.inner.all().map((l) => new Locator(l));
  }

  /** The one element, waited for as a Playwright action waits (5 s). */
  async element<T extends HTMLElement = HTMLElement>(): Promise<T> {
    return vi.waitFor(() => this.inner.element() as T, { timeout: 5000, interval: 20 });
  }
  async waitFor(options: { state?: 'attached' | 'visible' | 'hidden' | 'detached'; timeout?: number } = {}): Promise<void> {
    const state = options.state ?? 'visible';
    await vi.waitFor(
      () => {
        const el = this.inner.elements()[0] ?? null;
        const ok = state === 'attached' ? el !== null : state === 'detached' ? el === null : state === 'visible' ? visible(el) : !visible(el);
        if (!ok) throw new Error(`${this.inner.selector} is not ${state}`);
      },
      { timeout: options.timeout ?? 5000, interval: 20 },
    );
  }

  async count(): Promise<number> {
    return this.inner.elements().length;
  }
  async isVisible(): Promise<boolean> {
    return visible(this.inner.query());
  }
  async isChecked(): Promise<boolean> {
    const el = await this.element();
    return el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true';
  }
  async isDisabled(): Promise<boolean> {
    const el = await this.element();
    return el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
  }
  async isEditable(): Promise<boolean> {
    const el = await this.element<HTMLInputElement>();
    return !el.matches(':disabled') && !el.readOnly && el.getAttribute('aria-readonly') !== 'true';
  }
  async inputValue(): Promise<string> {
    return (await this.element<HTMLInputElement>()).value;
  }
  async getAttribute(name: string): Promise<string | null> {
    return (await this.element()).getAttribute(name);
  }
  async textContent(): Promise<string | null> {
    return (await this.element()).textContent;
  }
  async allInnerTexts(): Promise<string[]> {
    return this.inner.elements().map((el) => (el as HTMLElement).innerText);
  }
  async boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> {
    const box = (await this.element()).getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  }
  async evaluate<R, A = undefined>(fn: (el: HTMLElement, arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return fn(await this.element(), arg as A);
  }
  async evaluateAll<R>(fn: (els: HTMLElement[]) => R): Promise<R> {
    return fn(this.inner.elements() as HTMLElement[]);
  }

  async focus(): Promise<void> {
    (await this.element()).focus();
  }
  async click(options: { force?: boolean } = {}): Promise<void> {
    await this.element();
    await this.inner.click(options);
  }
  async fill(text: string): Promise<void> {
    await this.element();
    await this.inner.fill(text);
  }
  async check(): Promise<void> {
    if (!(await this.isChecked())) await this.click();
    await vi.waitFor(async () => {
      if (!(await this.isChecked())) throw new Error(`${this.inner.selector} did not become checked`);
    });
  }
  async uncheck(): Promise<void> {
    if (await this.isChecked()) await this.click();
    await vi.waitFor(async () => {
      if (await this.isChecked()) throw new Error(`${this.inner.selector} did not become unchecked`);
    });
  }
  async press(key: string): Promise<void> {
    await this.focus();
    await commands.press(key);
  }
  async pressSequentially(text: string): Promise<void> {
    await this.focus();
    await commands.type(text);
  }
  async blur(): Promise<void> {
    (await this.element()).blur();
  }
  /**
   * Chooses `files` in the file input, as Playwright's `setInputFiles` does with files given as bytes: the files made
   * in the page, put in the input through a `DataTransfer`, then its `input` and `change` events. Made here rather than
   * sent to Playwright, whose bytes would cross from the page to the test runner and back as base64 (a 6 MB file took
   * seconds on a busy machine).
   */
  async setInputFiles(files: FileSpec | FileSpec[]): Promise<void> {
    await this.waitFor({ state: 'attached' });
    const input = this.inner.elements()[0];
    const list = Array.isArray(files) ? files : [files];
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') throw new Error(`${this.inner.selector} is not a file input`);
    if (list.length > 1 && !input.multiple) throw new Error(`${this.inner.selector} does not take several files`);
    const transfer = new DataTransfer();
    for (const file of list) transfer.items.add(new File([file.buffer as Uint8Array<ArrayBuffer>], file.name, { type: file.mimeType }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
  /** Presses `key` on the element, answers whether it opened a file dialogue for several files, and chooses `files` there. */
  /** Clicks the element (a link) and answers the address of the new tab it opened (then closed). */
  async clickForNewTab(): Promise<string> {
    await this.element();
    return commands.clickForNewTab(this.inner.selector);
  }
  async pressForFileChooser(key: string, files: FileSpec[]): Promise<{ multiple: boolean }> {
    await this.element();
    return commands.pressForFileChooser(this.inner.selector, key, payload(files));
  }
}

/** The mounted form's document, as the Playwright page of a whole-page test. */
export const page = {
  getByRole: (role: string, options: RoleOptions = {}) => new Locator(vitestPage.getByRole(role as never, options)),
  getByText: (text: string | RegExp, options: TextOptions = {}) => new Locator(vitestPage.getByText(text, options)),
  getByLabel: (text: string | RegExp, options: TextOptions = {}) => new Locator(vitestPage.getByLabelText(text, options)),
  locator: (css: string, options: { has?: Locator } = {}) => new Locator(options.has ? vitestPage.getByCSS(css).filter({ has: options.has.inner }) : vitestPage.getByCSS(css)),
  keyboard: {
    press: (key: string) => commands.press(key),
    type: (text: string) => commands.type(text),
  },
  evaluate: async <R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> => fn(arg as A),
  /** Resolves once `fn` answers true (polled, 5 s). */
  waitForFunction: async (fn: () => unknown): Promise<void> => {
    await vi.waitFor(() => {
      if (!fn()) throw new Error('not yet');
    }, { timeout: 5000, interval: 20 });
  },
  userEvent,
};

export type Page = typeof page;

import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium';

/**
 * Chromium keeps only the last `--disable-features` (and `--enable-features`) on its command line, and Playwright
 * gives its own list first: a list of ours after it would turn Playwright's back on (HTTPS upgrades of the tests'
 * HTTP addresses, storage partitioning and more), as it once did unnoticed.
 */
describe("the tests' Chromium flags", () => {
  it('leave the feature lists to Playwright', () => {
    expect(CHROMIUM_ARGS.filter((flag) => /^--(disable|enable)-features=/.test(flag))).toEqual([]);
  });

  it("give V8's flags in one switch (a second would replace the first)", () => {
    expect(CHROMIUM_ARGS.filter((flag) => flag.startsWith('--js-flags='))).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config/check-config';
import { lineOf, useConfigCopies } from './support/config-copy';

/**
 * The words every page and form shares live in site.yaml `words:` (nothing falls back to words in the code), so
 * the config check guards them like any copy: a missing word, a misspelt key and an unknown placeholder are
 * each reported at their line.
 */
const copies = useConfigCopies('site-words-');

describe('site.yaml words', () => {
  it('reports a missing word, a misspelt key and a placeholder the widget does not fill, each at its line', async () => {
    const root = copies.copyWith({
      'site.yaml': [
        ['      emptyListText: No areas added yet.\n', ''],
        ['      sameNumberLabel: Use same number as business phone', '      sameNumberLabl: Use same number as business phone'],
        ['      removeLabel: Remove {area}', '      removeLabel: Remove {aera}'],
      ],
    });
    const run = await checkConfig(root);
    expect(run.ok).toBe(false);
    expect(run.report).toMatch(/config\/site\.yaml:\d+:\d+ {2}words\.widgets\.locations: .*emptyListText/);
    // One line above where it is in the real file: the missing word's line is gone.
    expect(run.report).toContain(`config/site.yaml:${lineOf('site.yaml', '      sameNumberLabel:') - 1}:7  words.widgets.whatsapp.sameNumberLabl: unknown key "sameNumberLabl". Did you mean "sameNumberLabel"?`);
    expect(run.report).toMatch(new RegExp(`config/site\\.yaml:${lineOf('site.yaml', '      removeLabel: Remove {area}')}:\\d+ {2}words\\.widgets\\.locations\\.removeLabel: unknown placeholder \\{aera\\}.*Did you mean \\{area\\}\\?`));
  });

  it('a field of a form may give its own words for a widget, with the placeholders that widget fills', async () => {
    const own = (text: string) => copies.copyWith({ 'forms/request.yaml': [['          addLabel: Add area\n', `          addLabel: Add area\n          removeLabel: ${text}\n`]] });
    const run = await checkConfig(own('Take {area} off the list'));
    expect(run.ok, run.report).toBe(true);
    const bad = await checkConfig(own('Take {town} off the list'));
    const line = lineOf('forms/request.yaml', '          addLabel: Add area') + 1;
    expect(bad.report).toMatch(new RegExp(`config/forms/request\\.yaml:${line}:29  steps\\[6\\]\\.fields\\[0\\]\\.options\\.removeLabel: unknown placeholder \\{town\\}: .* may use include [^;]*\\{area\\}`));
  });
});

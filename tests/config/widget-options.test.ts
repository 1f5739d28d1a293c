import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config/check-config';
import { FORM_WIDGET_NAMES } from '../../src/forms/widgets/widget-names';
import { FILE_TYPES } from '../../src/server/files/file-keys';
import { lineOf, repo, useConfigCopies } from './support/config-copy';

/** A widget's options are declared per widget in the form schema: a misspelt option is an error, not a silent default. */
const copies = useConfigCopies('widget-options-');

interface OptionsSchema {
  additionalProperties?: boolean;
  properties?: Record<string, { description?: string; enum?: string[] }>;
}
const formParts = JSON.parse(readFileSync(join(repo, 'schemas/config/form-parts.schema.json'), 'utf8')) as {
  definitions: { FormField: { allOf: { if: { properties: { widget: { const: string } } }; then: { properties: { options: OptionsSchema } } }[] } };
};
/** The options schema of each widget, by widget name. */
const optionsOf = new Map(formParts.definitions.FormField.allOf.map((b) => [b.if.properties.widget.const, b.then.properties.options]));
const siteWords = (parse(readFileSync(join(repo, 'config/site.yaml'), 'utf8')) as { words: { widgets: Record<string, Record<string, string>> } }).words.widgets;

describe('widget options', () => {
  it('a misspelt option of a widget is reported at its line with the option it likely meant', async () => {
    const root = copies.copyWith({ 'forms/request.yaml': [['          extractColours: extractColorsFromLogo', '          extractColors: extractColorsFromLogo']] });
    const line = lineOf('forms/request.yaml', '          extractColours: extractColorsFromLogo');
    const run = await checkConfig(root);
    expect(run.report).toMatch(new RegExp(`config/forms/request\\.yaml:${line}:11  steps\\[\\d+\\]\\.fields\\[\\d+\\]\\.options\\.extractColors: unknown key "extractColors"\\. Did you mean "extractColours"\\?`));
  });

  it('a misspelt option of the checklist or the radio choice (options that were not typed before) is reported at its line', async () => {
    const root = copies.copyWith({
      'forms/request.yaml': [
        ['          source: accreditations', '          sorce: accreditations'],
        ['        widget: radio\n        label: Would you like a business email address?\n        options:\n          labels:', '        widget: radio\n        label: Would you like a business email address?\n        options:\n          label:'],
      ],
    });
    const run = await checkConfig(root);
    const sourceLine = lineOf('forms/request.yaml', '          source: accreditations');
    const labelsLine = lineOf('forms/request.yaml', '          labels:\n            "yes"');
    expect(run.report).toMatch(new RegExp(`config/forms/request\\.yaml:${sourceLine}:11  steps\\[\\d+\\]\\.fields\\[\\d+\\]\\.options\\.sorce: unknown key "sorce"\\. Did you mean "source"\\?`));
    expect(run.report).toMatch(new RegExp(`config/forms/request\\.yaml:${labelsLine}:11  steps\\[\\d+\\]\\.fields\\[\\d+\\]\\.options\\.label: unknown key "label"\\. Did you mean "labels"\\?`));
  });

  it('an option value outside its list is refused (a checklist drawn from a list trades do not have)', async () => {
    const root = copies.copyWith({ 'forms/request.yaml': [['          source: accreditations', '          source: acreditations']] });
    const run = await checkConfig(root);
    const line = lineOf('forms/request.yaml', '          source: accreditations');
    expect(run.report).toContain(`config/forms/request.yaml:${line}:19  steps[`);
    expect(run.report).toMatch(/options\.source: .*services.*accreditations/);
  });

  it('a picker may file its uploads only as a kind the upload server accepts', () => {
    for (const widget of ['image-file', 'image-files']) expect(optionsOf.get(widget)?.properties?.fileType?.enum, widget).toEqual([...FILE_TYPES]);
  });

  it('every widget a form may name declares its options, each described', () => {
    for (const name of FORM_WIDGET_NAMES) {
      const options = optionsOf.get(name);
      expect(options, `${name} has no options in schemas/config/form-parts.schema.json`).toBeDefined();
      expect(options?.additionalProperties, name).toBe(false);
      for (const [key, prop] of Object.entries(options?.properties ?? {})) expect(prop.description, `${name}.${key}`).toBeTruthy();
    }
  });

  it('each word of a widget in site.yaml can be set by a field of that widget, and names a real widget', () => {
    for (const [widget, words] of Object.entries(siteWords)) {
      expect(FORM_WIDGET_NAMES as readonly string[]).toContain(widget);
      const declared = Object.keys(optionsOf.get(widget)?.properties ?? {});
      expect(declared, widget).toEqual(expect.arrayContaining(Object.keys(words)));
    }
  });
});

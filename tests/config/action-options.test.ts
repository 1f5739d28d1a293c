import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config/check-config';
import { lineOf, useConfigCopies } from './support/config-copy';

/**
 * The options of a form's actions are checked by the table of src/forms/action-registry.ts: every option that names a
 * field is a field of the form's data schema, each required option is given, and none the action does not take. The
 * transforms of a send plan (src/domain/send-transforms.ts) are checked the same way.
 */
const { copyWith } = useConfigCopies('action-options-');
const line = (needle: string) => lineOf('forms/request.yaml', needle);

describe('action options', () => {
  it('reports a misspelt field in an action\'s options, a missing option and one the action does not take', { timeout: 30_000 }, async () => {
    const root = copyWith({
      'forms/request.yaml': [
        ['clear: [selectedServices, selectedAccreditations', 'clear: [selectedServises, selectedAccreditations'],
        ['        trade: tradeType\n', '        trade: tradeType\n        toStep: 2\n'],
        ['            kind: businessEmailPrefixKind\n            firstName: businessBasics.firstName\n            target: businessEmailPrefix\n', '            firstName: businessBasics.frstName\n            target: businessEmailPrefix\n'],
      ],
    });
    const run = await checkConfig(root);
    expect(run.ok).toBe(false);
    const clearLine = line('clear: [selectedServices');
    expect(run.report).toContain(`config/forms/request.yaml:${clearLine}:21  steps[0].fields[1].onChange[0].clear[0]: schemas/forms/request.schema.json has no field "selectedServises". Did you mean "selectedServices"?`);
    expect(run.report).toMatch(/steps\[\d\]\.fields\[\d\]\.onChange\[0\]\.firstName: schemas\/forms\/request\.schema\.json has no field "businessBasics\.frstName"\. Did you mean "businessBasics\.firstName"\?/);
    expect(run.report).toMatch(/steps\[\d\]\.fields\[\d\]\.onChange\[0\]: the action "email-prefix" needs kind\. Add kind: here \(your editor describes it\)\./);
    expect(run.report).toMatch(/steps\[\d\]\.onEnter\[0\]\.toStep: the action "preselect-services" takes no option "toStep"\. Remove it, or use one of: trade, target\./);
  });

  it('checks the transforms of the send plan the same way: their fields, a missing option and one not taken', { timeout: 30_000 }, async () => {
    const root = copyWith({
      'forms/request.yaml': [
        ['      scheme: selectedColorScheme\n      remove:', '      scheme: selectedColourScheme\n      remove:'],
        ['      kind: businessEmailPrefixKind\n      firstName: businessBasics.firstName\n', '      firstName: businessBasics.firstName\n      custom: useCustomColors\n'],
      ],
    });
    const run = await checkConfig(root);
    expect(run.ok).toBe(false);
    const schemeLine = line('      scheme: selectedColorScheme\n      remove:');
    expect(run.report).toContain(`config/forms/request.yaml:${schemeLine}:15  submit.transforms[0].scheme: schemas/forms/request.schema.json has no field "selectedColourScheme". Did you mean "selectedColorScheme"?`);
    expect(run.report).toMatch(/submit\.transforms\[1\]: the transform "email-prefix" needs kind\. Add kind: here/);
    expect(run.report).toMatch(/submit\.transforms\[1\]\.custom: the transform "email-prefix" takes no option "custom"\. Remove it, or use one of: kind, firstName, target\./);
  });

  it('reports a misspelt answer the preview makes domain names from', { timeout: 30_000 }, async () => {
    const run = await checkConfig(copyWith({ 'pages/builder.yaml': [['          area: serviceLocations', '          area: serviceLocation']] }));
    const at = lineOf('pages/builder.yaml', '          area: serviceLocations');
    expect(run.report).toContain(`config/pages/builder.yaml:${at}:17  blocks[2].success.preview.domains.area: schemas/forms/business.schema.json has no field "serviceLocation". Did you mean "serviceLocations"?`);
  });
});

import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config/check-config';
import { lineOf, useConfigCopies } from './support/config-copy';

/**
 * The options of a form's actions are checked by the table of src/forms/action-registry.ts: every option that names a
 * field is a field of the form's data schema, each required option is given, and none the action does not take.
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
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config/check-config';
import { editorSchemaTexts, EXTENSION_DIR } from '../../scripts/config/editor-schemas';
import { loadConfig } from '../../scripts/config/load-config';
import { lineOf, repo, useConfigCopies } from './support/config-copy';

/** `extends:` lets a form state only how it differs from another; the business form extends the request form. */
const { copyWith } = useConfigCopies('form-extends-');
type Form = { title?: string; steps: { id: string; title: string; fields: { field: string }[] }[]; query: Record<string, unknown>; messages: Record<string, { title: string }> };

describe('a form that extends another', () => {
  const { raw } = loadConfig(repo);
  const business = raw.forms.business as Form;
  const request = raw.forms.request as Form;

  it('the business form states only its differences and gets the rest from the request form', () => {
    const text = readFileSync(join(repo, 'config/forms/business.yaml'), 'utf8');
    expect(text).toMatch(/^extends: request$/m);
    expect(text.split('\n').length).toBeLessThan(readFileSync(join(repo, 'config/forms/request.yaml'), 'utf8').split('\n').length / 2);
    expect(business.steps.map((s) => s.id)).toEqual(request.steps.map((s) => s.id));
    expect(business.steps[0]).toEqual(request.steps[0]);
    // null removes; a map merges key by key; a new field goes after the one written before it.
    expect(business.title).toBeUndefined();
    expect(business.query.template).toBeUndefined();
    expect(business.query.trade).toEqual(request.query.trade);
    expect(business.messages.submitted.title).toBe('Success');
    expect(business.messages.draftRestored).toEqual(request.messages.draftRestored);
    const content = (form: Form) => form.steps.find((s) => s.id === 'content')!.fields.map((f) => f.field);
    const expected = [...content(request)];
    expected.splice(expected.indexOf('gallery') + 1, 0, 'useStockImages');
    expect(content(business)).toEqual(expected);
  });

  it('a mistake in the shared part is reported once, in the request form; one in the differences, in the business form', async () => {
    const root = copyWith({
      'forms/request.yaml': [['  continue: Continue', '  continu: Continue']],
      'forms/business.yaml': [['  uploading: Uploading', '  uplaoding: Uploading']],
    });
    const run = await checkConfig(root);
    expect(run.report).toContain(`config/forms/request.yaml:${lineOf('forms/request.yaml', '  continue: Continue')}:3  buttons.continu: unknown key "continu". Did you mean "continue"?`);
    expect(run.report.match(/unknown key "continu"/g)).toHaveLength(1);
    expect(run.report).toContain(`config/forms/business.yaml:${lineOf('forms/business.yaml', '  uploading: Uploading')}:3  progress.uplaoding: unknown key "uplaoding". Did you mean "uploading"?`);
  });

  it('a form it cannot extend is named with the likely one', async () => {
    const run = await checkConfig(copyWith({ 'forms/business.yaml': [['extends: request', 'extends: reqest']] }));
    expect(run.report).toContain(`config/forms/business.yaml:${lineOf('forms/business.yaml', 'extends: request')}:10  extends: no form is called "reqest". Did you mean "request"?`);
  });

  it('the schemas editors check such a form with are the current ones', () => {
    for (const [file, text] of Object.entries(editorSchemaTexts(repo))) expect(readFileSync(join(repo, EXTENSION_DIR, file), 'utf8'), file).toBe(text);
  });
});

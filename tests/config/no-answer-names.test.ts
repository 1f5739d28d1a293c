import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { profilePaths, type ProfileFields } from '../../src/domain/business-profile';
import { FORM_ACTIONS } from '../../src/forms/action-registry';
import { SEND_TRANSFORMS } from '../../src/domain/send-transforms';
import { fieldOptions, type OptionsDeclaration } from '../../src/domain/plan-options';

/**
 * Forms are data: the answers a mechanism reads or writes are named in the form's YAML (its `profile:`, the options
 * of its actions and transforms, its widgets' field options, `query.trade.field`), never in code. This lists every
 * answer the YAML names that way and fails when `src/` (but for the generated modules) or `scripts/` writes one as a string
 * (`'tradeType'`, `'businessBasics.firstName'`) or reads it as a property of the answers (`data.tradeType`,
 * `a.businessBasics`). A word that is also the code's own vocabulary is allowed in `OWN_WORDS`, with why.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Names the code uses for its own things, which a form's answer happens to share. */
const OWN_WORDS: Record<string, string> = {
  logo: 'an upload kind of the upload service (spec part 1 §7) and a section of the site templates',
  gallery: 'an upload kind of the upload service (spec part 1 §7) and a section of the site templates',
  businessName: 'a placeholder of the site templates ({businessName}) and a part of the business profile',
  firstName: 'a placeholder of the confirmation ({firstName}) and a part of the business profile',
  phone: 'a part of the business profile and of the quote form',
  email: 'a part of the business profile and of the quote form',
  experience: 'a figure key of the site templates (wording.stats)',
  happyCustomers: 'a figure key of the site templates (wording.stats)',
  projectsCompleted: 'a figure key of the site templates (wording.stats)',
  emergencyJobs: 'a figure key of the site templates (wording.stats)',
  street: 'a part of the business profile\'s address',
  town: 'a part of the business profile\'s address',
  county: 'a part of the business profile\'s address',
  postcode: 'a part of the business profile\'s address',
  registrationNumber: 'a part of the business profile\'s address',
};

type Field = { field?: string; widget?: string; options?: Record<string, unknown>; onChange?: Record<string, unknown>[] };
type Form = { profile?: ProfileFields; query?: { trade?: { field?: string } }; steps?: { fields?: Field[]; onEnter?: Record<string, unknown>[]; onLeave?: Record<string, unknown>[] }[]; submit?: { transforms?: Record<string, unknown>[] } };

const FIELD_WIDGET_OPTIONS = new Map(
  (JSON.parse(readFileSync(join(repo, 'schemas/config/form-parts.schema.json'), 'utf8')).definitions.FormField.allOf as { if: { properties: { widget: { const: string } } }; then: { properties: { options: { properties: Record<string, { 'x-field'?: boolean }> } } } }[]).map((b) => [
    b.if.properties.widget.const,
    Object.entries(b.then.properties.options.properties ?? {}).filter(([, s]) => s['x-field']).map(([k]) => k),
  ]),
);

/** Every answer path the forms' YAML names for a mechanism to read or write. */
function namedAnswers(): Set<string> {
  const out = new Set<string>();
  for (const file of readdirSync(join(repo, 'config/forms')).filter((f) => f.endsWith('.yaml'))) {
    const form = parse(readFileSync(join(repo, 'config/forms', file), 'utf8')) as Form;
    profilePaths(form.profile ?? {}).forEach(({ path }) => out.add(path));
    if (form.query?.trade?.field) out.add(form.query.trade.field);
    const actions = (list: Record<string, unknown>[] | undefined) =>
      (list ?? []).forEach((a) => fieldOptions((FORM_ACTIONS as unknown as Record<string, { options: OptionsDeclaration }>)[String(a.action)]?.options, a).forEach(([, v]) => [v].flat().forEach((p) => out.add(p))));
    for (const step of form.steps ?? []) {
      actions(step.onEnter);
      actions(step.onLeave);
      for (const field of step.fields ?? []) {
        actions(field.onChange);
        for (const name of FIELD_WIDGET_OPTIONS.get(String(field.widget)) ?? []) if (typeof field.options?.[name] === 'string') out.add(field.options[name] as string);
      }
    }
    for (const t of form.submit?.transforms ?? []) fieldOptions((SEND_TRANSFORMS as unknown as Record<string, { options: OptionsDeclaration }>)[String(t.name)]?.options, t).forEach(([, v]) => [v].flat().forEach((p) => out.add(p)));
  }
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    // The bench's own packages (scripts/bench/node_modules, once it has run) are not the project's code.
    if (e.isDirectory()) return path === join(repo, 'src', 'generated') || e.name === 'node_modules' ? [] : files(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each place a source names one of `names` as a string or reads it as a property, as `file:line: text`. */
function answerNamesIn(source: string, file: string, names: ReadonlySet<string>): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const at = (node: ts.Node, what: string) => out.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !ts.isImportDeclaration(node.parent) && names.has(node.text)) at(node, `'${node.text}'`);
    if (ts.isPropertyAccessExpression(node) && names.has(node.name.text)) at(node, node.getText());
    if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression) && names.has(node.argumentExpression.text)) at(node, node.getText());
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('no answer name in code', () => {
  const named = namedAnswers();
  const names = new Set([...named, ...[...named].map((p) => p.split('.')[0]), ...[...named].map((p) => p.split('.').at(-1)!)].filter((n) => !(n in OWN_WORDS)));

  it('the forms name the answers their mechanisms read', () => {
    for (const path of ['tradeType', 'businessBasics.firstName', 'businessEmailPrefixKind', 'customPrimaryColor', 'selectedColorScheme', 'serviceLocations', 'businessAddress.hideAddress', 'extractColorsFromLogo']) expect(named).toContain(path);
  });

  it('src/ and scripts/ neither write nor read one by its name', () => {
    const found = [join(repo, 'src'), join(repo, 'scripts')].flatMap(files).flatMap((f) => answerNamesIn(readFileSync(f, 'utf8'), relative(repo, f), names));
    expect(found, 'Name the answer in the form\'s YAML (profile:, an action\'s or transform\'s options, a widget option) and read it from there').toEqual([]);
  });

  it('finds a name written as a string, read as a property or by index, but not in an import', () => {
    const code = ["const t = data.tradeType;", "getPath(data, 'businessBasics.firstName');", "const c = answers['useCustomColors'];", "import x from 'tradeType';"].join('\n');
    expect(answerNamesIn(code, 'x.ts', new Set(['tradeType', 'businessBasics.firstName', 'useCustomColors']))).toEqual(['x.ts:1: data.tradeType', "x.ts:2: 'businessBasics.firstName'", "x.ts:3: answers['useCustomColors']", "x.ts:3: 'useCustomColors'"]);
  });
});

/**
 * The answers whose values are a list of the config: the form's trade (the field a link's trade or a template's trade
 * goes into, a field drawn by `trade-buttons`) takes the trades the form offers (their files name it under `forms:`),
 * its colour scheme (a template's scheme field, a field drawn by `colour-schemes`) the schemes of
 * config/colour-schemes.yaml. The data schema says only that they are ids; the compiled validators are given the
 * lists as `enum`, so a value outside them (a hand-made request's trade "astronaut") is refused by the browser and the
 * intake server alike, and a saved draft holding one drops it (src/domain/schema-fit.ts).
 */
import type { PageConfig } from '../../src/generated/config-types';
import { LIST_WIDGETS } from '../../src/forms/widgets/widget-names';

type Json = Record<string, unknown>;

/** A list of the config an answer's values come from. */
export type AnswerList = (typeof LIST_WIDGETS)[keyof typeof LIST_WIDGETS];

/** A form's link rules, as a form or a page's form block sets them (`query:`). */
interface LinkRules {
  trade?: { field?: string };
  template?: { tradeField?: string; schemeField?: string };
}

/** The parts of a normalised form that say which answers take a list. */
export interface ListForm {
  query?: LinkRules;
  steps: { fields: { field: string; widget?: string }[] }[];
}

/** The link rules the pages showing form `formId` set in its place (their form blocks' `query:`). */
export function pageRulesOf(pages: Record<string, Pick<PageConfig, 'blocks'>>, formId: string): LinkRules[] {
  return Object.values(pages).flatMap((page) =>
    page.blocks.flatMap((block) => {
      const form = block as { type: string; form?: string; query?: LinkRules };
      return form.type === 'form' && form.form === formId && form.query ? [form.query] : [];
    }),
  );
}

/**
 * Which answers take which list, by dotted path: from the form's link rules and those of the pages showing it, and
 * from the widgets of its fields.
 *
 * @example listFields(form) // Map { '<the trade answer>' => 'trades', '<the scheme answer>' => 'colourSchemes' }
 */
export function listFields(form: ListForm, pageRules: LinkRules[] = []): Map<string, AnswerList> {
  const out = new Map<string, AnswerList>();
  for (const rules of [form.query, ...pageRules]) {
    if (rules?.trade?.field) out.set(rules.trade.field, 'trades');
    if (rules?.template?.tradeField) out.set(rules.template.tradeField, 'trades');
    if (rules?.template?.schemeField) out.set(rules.template.schemeField, 'colourSchemes');
  }
  for (const field of form.steps.flatMap((step) => step.fields)) {
    const list = field.widget ? (LIST_WIDGETS as Record<string, AnswerList | undefined>)[field.widget] : undefined;
    if (list) out.set(field.field, list);
  }
  return out;
}

/**
 * A copy of the data schema with each list field's values as its `enum`. A field the schema gives an `enum` of its
 * own keeps it; a path that is not a text property of the schema, or an empty list, is left as it is.
 *
 * @example withListEnums(schema, listFields(form), { trades: form.trades, colourSchemes: schemes.map((s) => s.id) })
 */
export function withListEnums(schema: Json, fields: Map<string, AnswerList>, lists: Record<AnswerList, readonly string[]>): Json {
  const out = structuredClone(schema);
  for (const [path, list] of fields) {
    let node: Json | undefined = out;
    for (const key of path.split('.')) {
      const properties = node?.properties as Record<string, Json> | undefined;
      node = properties && Object.hasOwn(properties, key) ? properties[key] : undefined;
    }
    const text = node && (node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string')));
    if (node && text && node.enum === undefined && lists[list].length) node.enum = [...lists[list]];
  }
  return out;
}

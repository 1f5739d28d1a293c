/**
 * The peer of the bench: a form of config/forms/ rewritten as a SurveyJS survey with the same pages, fields,
 * labels, choices, `showWhen` rules and the same required and UK-format checks (made by the same functions of
 * src/domain), so that its weight and speed can be set next to ours. Bench only: never part of the product.
 */
import type { FormConfig } from '@/generated/config-types';

type Schema = { type?: string | string[]; required?: string[]; properties?: Record<string, Schema>; enum?: unknown[]; items?: Schema; format?: string; pattern?: string; const?: unknown };
type Choice = { value: string; text: string };
type Element = Record<string, unknown>;

/** Choice lists the form's widgets take from the config (trades, colour schemes, services, accreditations). */
export interface PeerSources {
  trades: Choice[];
  schemes: Choice[];
  services: Choice[];
  accreditations: Choice[];
}

/** A SurveyJS name for a dotted field path (expressions read dots as nesting). */
export function peerName(field: string): string {
  return field.replace(/\./g, '_');
}

function schemaAt(schema: Schema, field: string): { node?: Schema; required: boolean } {
  const parts = field.split('.');
  let parent: Schema | undefined = schema;
  for (let i = 0; i < parts.length - 1; i += 1) parent = parent?.properties?.[parts[i]];
  const last = parts.at(-1) as string;
  // A nested field counts as required when its group and the field both are (the group alone is always sent).
  return { node: parent?.properties?.[last], required: Boolean(parent?.required?.includes(last)) };
}

/** Format checks of the steps, by widget: the name of a function the page registers from src/domain. */
const FORMAT_CHECKS: Record<string, string> = {
  'uk-phone': 'isUkPhone',
  'uk-postcode': 'isUkPostcode',
  'company-number': 'isCompanyNumber',
  whatsapp: 'isUkMobile',
  'domain-name': 'isDomainName',
};

function element(field: FormConfig['steps'][number]['fields'][number], schema: Schema, sources: PeerSources, form: FormConfig): Element {
  const name = peerName(field.field);
  const { node, required } = schemaAt(schema, field.field);
  const base: Element = { name, title: field.label ?? field.field, description: field.help, placeHolder: field.placeholder, isRequired: required || undefined };
  if (field.showWhen) base.visibleIf = `{${peerName(field.showWhen.field)}} = ${JSON.stringify(field.showWhen.equals)}`;
  const message = (key: string) => (field.messages as Record<string, string> | undefined)?.[key];
  if (required && message('required')) base.requiredErrorText = message('required');
  const validators: Element[] = [];
  const check = FORMAT_CHECKS[field.widget ?? ''];
  if (check) validators.push({ type: 'expression', expression: `{${name}} empty or ${check}({${name}})`, text: message('format') ?? 'Please check this answer' });
  if (node?.format === 'email') validators.push({ type: 'email', text: message('format') ?? 'Please enter a valid email address' });
  if (validators.length) base.validators = validators;
  const enumChoices = (node?.enum ?? node?.items?.enum ?? []).map((v) => ({ value: String(v), text: String(v) }));
  switch (field.widget) {
    case 'textarea':
      return { ...base, type: 'comment' };
    case 'checkbox':
    case 'terms':
      return { ...base, type: 'boolean', renderAs: 'checkbox', ...(node?.const === true ? { isRequired: true } : {}) };
    case 'trade-buttons':
      // As in ours, a link without ?trade= starts on the form's fallback trade.
      return { ...base, type: 'radiogroup', choices: sources.trades, defaultValue: form.query?.trade?.fallback };
    case 'colour-schemes':
      return { ...base, type: 'radiogroup', choices: sources.schemes };
    case 'colour-mode':
      return { ...base, type: 'radiogroup', choices: [{ value: false, text: 'Pre-designed colour schemes' }, { value: true, text: 'Custom colours' }] };
    case 'checklist':
      return { ...base, type: 'checkbox', choices: (field.options as { source?: string } | undefined)?.source === 'accreditations' ? sources.accreditations : sources.services };
    case 'checkboxes':
      return { ...base, type: 'checkbox', choices: enumChoices };
    case 'radio':
    case 'email-prefix':
      return { ...base, type: 'radiogroup', choices: enumChoices };
    case 'image-file':
      return { ...base, type: 'file', acceptedTypes: 'image/png,image/jpeg,image/gif,image/webp', storeDataAsText: false, waitForUpload: false };
    case 'image-files':
    case 'accreditation-images':
      return { ...base, type: 'file', allowMultiple: true, acceptedTypes: 'image/png,image/jpeg,image/gif,image/webp', storeDataAsText: false };
    case 'locations':
      return { ...base, type: 'tagbox', allowCustomChoices: true, choices: [] };
    case 'business-hours':
      return {
        ...base,
        type: 'matrixdropdown',
        columns: [{ name: 'open', cellType: 'boolean' }, { name: 'openTime', cellType: 'text', inputType: 'time' }, { name: 'closeTime', cellType: 'text', inputType: 'time' }],
        rows: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      };
    case 'colour':
      return { ...base, type: 'text', inputType: 'color' };
    default:
      return { ...base, type: 'text', inputType: node?.format === 'email' ? 'email' : 'text', autocomplete: field.autocomplete };
  }
}

/** The survey of a form: one page per step, in order, with the form's title and buttons. */
export function surveyJson(form: FormConfig, schema: Schema, sources: PeerSources): Record<string, unknown> {
  return {
    title: form.title,
    description: form.intro,
    showProgressBar: 'top',
    progressBarType: 'pages',
    checkErrorsMode: 'onNextPage',
    pageNextText: form.buttons.continue ?? 'Continue',
    pagePrevText: form.buttons.back ?? 'Back',
    completeText: form.buttons.submit,
    pages: form.steps.map((step) => ({ name: step.id, title: step.title, description: step.description, elements: step.fields.map((f) => element(f, schema, sources, form)) })),
  };
}

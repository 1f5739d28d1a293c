/**
 * The names a form's YAML may give in `widget:`: the widgets and fields of the registry (registry.ts) and the
 * rjsf MUI theme's `hidden` and `select`. A plain list, so the config build can offer and check the names
 * without loading React; a unit test keeps it equal to the registry.
 */
export const FORM_WIDGET_NAMES = [
  'accreditation-images',
  'business-hours',
  'checkbox',
  'checkboxes',
  'checklist',
  'collapsible',
  'colour',
  'colour-mode',
  'colour-schemes',
  'company-number',
  'customer-reference',
  'domain-name',
  'email-prefix',
  'hidden',
  'image-file',
  'image-files',
  'instagram',
  'locations',
  'query-choice',
  'query-link',
  'radio',
  'select',
  'terms',
  'text',
  'textarea',
  'trade-buttons',
  'uk-phone',
  'uk-postcode',
  'whatsapp',
] as const;

/**
 * The widgets that draw a group of options (radios or checkboxes) in a fieldset carrying the field's id, each option's
 * input `<id>-<index>` (rjsf's `optionId`): a link to such a field, as the error summary's, goes to its first input,
 * as GOV.UK's do, not to the fieldset.
 */
export const OPTION_GROUP_WIDGETS: ReadonlySet<string> = new Set(['checkboxes', 'checklist', 'colour-mode', 'colour-schemes', 'query-choice', 'radio', 'trade-buttons']);

/**
 * The widgets whose field id is on the group around their controls (a fieldset), by how the id of their first
 * control is made from the field's id: every option group's first option, and the other groups' first box or switch.
 * Any other widget gives the field's id to its control itself.
 */
const FIRST_CONTROL_SUFFIX: Readonly<Record<string, string>> = {
  ...Object.fromEntries([...OPTION_GROUP_WIDGETS].map((widget) => [widget, '-0'])),
  'accreditation-images': '-0',
  'business-hours': '-0-open',
  'email-prefix': '-common',
  locations: '-new',
};

/**
 * The id of a field's first control, which a link to the field (the error summary's) goes to, made from the field's
 * id (`request_tradeType`) and its widget. A widget with none of its controls to draw (a choice with no options)
 * gives this id to what it draws in their place, and lets it take the focus, so the link still lands on the field.
 *
 * @example firstControlId('request_tradeType', 'trade-buttons') // 'request_tradeType-0'
 * @example firstControlId('contact_email', 'text') // 'contact_email'
 */
export function firstControlId(fieldId: string, widget: string | null | undefined): string {
  return `${fieldId}${(widget && FIRST_CONTROL_SUFFIX[widget]) || ''}`;
}

/**
 * The widgets whose choices are a list of the config rather than of the field's schema: `trade-buttons` offers the
 * trades whose files name the form (`forms:` in config/trades/), `colour-schemes` the schemes of
 * config/colour-schemes.yaml. The config build gives a field drawn by one of them those values as its schema's `enum`
 * (scripts/config/answer-lists.ts), so the browser and the intake server take no other.
 */
export const LIST_WIDGETS = { 'trade-buttons': 'trades', 'colour-schemes': 'colourSchemes' } as const satisfies Partial<Record<(typeof FORM_WIDGET_NAMES)[number], string>>;

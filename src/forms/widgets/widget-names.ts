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

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

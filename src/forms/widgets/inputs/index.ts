import type { RegistryWidgetsType } from '@rjsf/utils';
import { lazyPart } from '../lazy-part';
import { textWidget, TextareaWidget } from './text-input-widget';

/**
 * Widgets for typed values and lists (phone, postcode, checklists, hours ...), by the names used in config/forms/*.yaml.
 * Every text has an English default; a form's YAML may change it under the field's `options:`.
 *
 * - text, textarea, uk-phone, uk-postcode, domain-name, company-number, instagram: a text box; the field's
 *   `autocomplete`, `inputMode` and `placeholder` apply. An emptied box leaves the field out of the data.
 * - checklist: `source` (services | accreditations: a list of the chosen trade), `selectAllLabel`, `clearAllLabel`,
 *   `countLabel` ("{selected} of {total} selected"), `emptyText`.
 * - checkboxes: the schema's enum; `labels` (value: text) to reword a choice.
 * - locations: `addLabel`, `inputLabel`, `primaryLabel`, `makePrimaryLabel`, `removeLabel` ("Remove {area}"),
 *   `addedMessage`, `removedMessage`, `nowPrimaryMessage`, `duplicateMessage`, `fullMessage`, `emptyListText`.
 * - business-hours: `copyLabel`, `copyHelp`, `copiedMessage`, `openLabel`, `closedLabel`, `openDayLabel`,
 *   `openingLabel`, `closingLabel`, `openingTimeLabel` ("{day} opening time"), `closingTimeLabel`,
 *   `closesBeforeOpensMessage`.
 * - email-prefix: `commonLabel` ("{prefix}@yourdomain"), `firstNameLabel`, `customLabel`, `commonChoiceLabel`,
 *   `exampleLabel` ("Your new address: {address}"), `exampleDomain`, `firstNameFallback`, `customExamplePrefix`,
 *   and the fields it reads and writes: `prefixField`, `firstNameField`, `domainField`.
 * - whatsapp: `sameNumberLabel`, `phoneField` (required: the answer holding the business phone).
 *
 * The text boxes are in the form runtime itself (every form's first step has some); the others are each their own
 * chunk, fetched with the step that shows them (see lazy-part.tsx).
 */
export const inputWidgets = {
  text: textWidget('text'),
  textarea: TextareaWidget,
  'uk-phone': textWidget('uk-phone'),
  'uk-postcode': textWidget('uk-postcode'),
  'domain-name': textWidget('domain-name'),
  'company-number': textWidget('company-number'),
  instagram: textWidget('instagram'),
  checklist: lazyPart(() => import('./checklist-widget').then((m) => m.ChecklistWidget)),
  checkboxes: lazyPart(() => import('./checkboxes-widget').then((m) => m.CheckboxesWidget)),
  locations: lazyPart(() => import('./locations-widget').then((m) => m.LocationsWidget)),
  'business-hours': lazyPart(() => import('./business-hours-widget').then((m) => m.BusinessHoursWidget)),
  'email-prefix': lazyPart(() => import('./email-prefix-widget').then((m) => m.EmailPrefixWidget)),
  whatsapp: lazyPart(() => import('./whatsapp-widget').then((m) => m.WhatsAppWidget)),
} satisfies RegistryWidgetsType;

import type { RegistryWidgetsType } from '@rjsf/utils';
import { BusinessHoursWidget } from './business-hours-widget';
import { CheckboxesWidget } from './checkboxes-widget';
import { ChecklistWidget } from './checklist-widget';
import { EmailPrefixWidget } from './email-prefix-widget';
import { LocationsWidget } from './locations-widget';
import { textWidget, TextareaWidget } from './text-input-widget';
import { WhatsAppWidget } from './whatsapp-widget';

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
 */
export const inputWidgets = {
  text: textWidget('text'),
  textarea: TextareaWidget,
  'uk-phone': textWidget('uk-phone'),
  'uk-postcode': textWidget('uk-postcode'),
  'domain-name': textWidget('domain-name'),
  'company-number': textWidget('company-number'),
  instagram: textWidget('instagram'),
  checklist: ChecklistWidget,
  checkboxes: CheckboxesWidget,
  locations: LocationsWidget,
  'business-hours': BusinessHoursWidget,
  'email-prefix': EmailPrefixWidget,
  whatsapp: WhatsAppWidget,
} satisfies RegistryWidgetsType;

import type { RegistryWidgetsType } from '@rjsf/utils';
import { BusinessHoursWidget } from './business-hours-widget';
import { CheckboxesWidget } from './checkboxes-widget';
import { ChecklistWidget } from './checklist-widget';
import { EmailPrefixWidget } from './email-prefix-widget';
import { LocationsWidget } from './locations-widget';
import { textWidget, TextareaWidget } from './text-input-widget';
import { WhatsAppWidget } from './whatsapp-widget';

/** Widgets for typed values and lists (phone, postcode, checklists, hours ...), by the names used in config/forms/*.yaml. */
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

import type { RegistryWidgetsType } from '@rjsf/utils';
import CheckboxChoice from './checkbox-widget';
import ColourMode from './colour-mode';
import ColourSchemes from './colour-schemes';
import ColourWidget from './colour-widget';
import CustomerReference from './customer-reference';
import RadioChoice from './radio-widget';
import Terms from './terms';
import TradeButtons from './trade-buttons';

/**
 * Widgets for choices (trade, colours, terms, reference), by the names used in config/forms/*.yaml.
 * `checkbox` replaces the rjsf MUI theme's own so that the help under it is linked to the box.
 */
export const choiceWidgets: RegistryWidgetsType = {
  'trade-buttons': TradeButtons,
  'colour-mode': ColourMode,
  'colour-schemes': ColourSchemes,
  colour: ColourWidget,
  'customer-reference': CustomerReference,
  terms: Terms,
  radio: RadioChoice,
  checkbox: CheckboxChoice,
};

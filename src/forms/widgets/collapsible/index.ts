import type { RegistryWidgetsType } from '@rjsf/utils';
import CollapsibleTextarea from './collapsible-textarea';

/**
 * Widgets that fold away, by the names used in config/forms/*.yaml.
 *
 * - collapsible: a comment box closed behind its heading button. Options: `placeholder`, `rows`, `open`.
 */
export const collapsibleWidgets: RegistryWidgetsType = {
  collapsible: CollapsibleTextarea,
};

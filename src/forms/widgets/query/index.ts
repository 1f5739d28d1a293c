import type { RegistryWidgetsType } from '@rjsf/utils';
import QueryChoice from './query-choice';
import QueryLink from './query-link';

/**
 * Widgets fed by the page's link (query parameters), by the names used in config/forms/*.yaml.
 *
 * - query-choice: `params` (list of parameter names), `validate` (domain-name | text), `maxLength`, `emptyText`.
 * - query-link: `param`, `linkText`, `httpsOnly`.
 */
export const queryWidgets: RegistryWidgetsType = {
  'query-choice': QueryChoice,
  'query-link': QueryLink,
};

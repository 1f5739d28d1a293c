import { site } from '@/generated/config';
import type { SiteWords } from '@/generated/config-types';

/** The widgets that have words of their own in site.yaml `words.widgets`. */
export type WordedWidget = keyof SiteWords['widgets'];

/**
 * A widget's words: those of site.yaml `words.widgets.<widget>`, each replaced by the field's option of the same
 * name where the form's YAML gives one (a non-empty text). The words live in YAML so that the people who run the
 * service edit them; the form schema types each option, so a misspelt one is refused by the config check.
 *
 * @example widgetWords('locations', { addLabel: 'Add town' }).addLabel // 'Add town'
 */
export function widgetWords<W extends WordedWidget>(widget: W, options: Readonly<Record<string, unknown>>): SiteWords['widgets'][W] {
  const words: Record<string, string> = { ...site.words.widgets[widget] };
  for (const key of Object.keys(words)) {
    const own = options[key];
    if (typeof own === 'string' && own.trim() !== '') words[key] = own;
  }
  return words as unknown as SiteWords['widgets'][W];
}

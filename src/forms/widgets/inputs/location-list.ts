/**
 * The list logic of the service areas widget. The first area is the main (primary) one.
 */

/** Why an area was not added. */
export type AddRefusal = 'empty' | 'duplicate' | 'full';

export type AddOutcome = { added: true; list: string[]; area: string } | { added: false; list: string[]; area: string; reason: AddRefusal };

/**
 * Adds a typed area at the end: surrounding and repeated spaces are tidied, an empty entry is ignored, and an area
 * already on the list (in any case) is not added twice.
 *
 * @example addLocation(['Leeds'], '  york ') // { added: true, list: ['Leeds', 'york'], area: 'york' }
 * @example addLocation(['Leeds'], 'LEEDS') // { added: false, reason: 'duplicate', list: ['Leeds'], area: 'Leeds' }
 */
export function addLocation(list: readonly string[], typed: string, max = Infinity): AddOutcome {
  const area = typed.trim().replace(/\s+/g, ' ');
  if (area === '') return { added: false, reason: 'empty', list: [...list], area };
  const existing = list.find((l) => l.toLocaleLowerCase('en-GB') === area.toLocaleLowerCase('en-GB'));
  if (existing !== undefined) return { added: false, reason: 'duplicate', list: [...list], area: existing };
  if (list.length >= max) return { added: false, reason: 'full', list: [...list], area };
  return { added: true, list: [...list, area], area };
}

/** The list without the area at `index`; removing the main area makes the next one main. */
export function removeLocation(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the area at `index` moved to the front, so it becomes the main area; the others keep their order. */
export function makePrimary(list: readonly string[], index: number): string[] {
  if (index <= 0 || index >= list.length) return [...list];
  return [list[index], ...list.slice(0, index), ...list.slice(index + 1)];
}

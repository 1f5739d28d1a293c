/**
 * The list logic of the checklist widget: the items shown are the trade's list followed by any chosen value
 * that is not on it (from an older list or a restored draft), so nothing the customer chose is hidden or lost.
 */

/** A value as a list of strings (anything else counts as nothing chosen). */
export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The items to show: `list` in order, then every value of `chosen` and of `keep` that is not on the list, once.
 * `keep` holds values shown earlier, so an extra item that was unticked stays on screen to be ticked again.
 *
 * @example checklistItems(['A', 'B'], ['Z', 'A']) // ['A', 'B', 'Z']
 */
export function checklistItems(list: readonly string[], chosen: readonly string[], keep: readonly string[] = []): string[] {
  const items = [...list];
  const seen = new Set(items);
  for (const value of [...keep, ...chosen]) {
    if (!seen.has(value)) {
      seen.add(value);
      items.push(value);
    }
  }
  return items;
}

/**
 * The chosen values after ticking or unticking one item, in the order of `items` (so the data reads like the list).
 *
 * @example toggleItem(['A', 'B', 'C'], ['C'], 'A', true) // ['A', 'C']
 */
export function toggleItem(items: readonly string[], chosen: readonly string[], item: string, checked: boolean): string[] {
  const next = new Set(chosen);
  if (checked) next.add(item);
  else next.delete(item);
  return [...items.filter((i) => next.has(i)), ...[...next].filter((v) => !items.includes(v))];
}

/** How many of the shown items are chosen. */
export function countChosen(items: readonly string[], chosen: readonly string[]): number {
  const set = new Set(chosen);
  return items.filter((i) => set.has(i)).length;
}

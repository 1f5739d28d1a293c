/**
 * State rules of the forms that are not plain data (spec part 1 §4): emptying what belonged to an old trade, and
 * ticking a trade's services. Which answers they touch is written in the form's YAML (the options of the actions
 * reset-for-trade-change and preselect-services); these functions know no field names.
 */

type Answers = Record<string, unknown>;

/**
 * The empty value of an answer of the same kind: a list becomes [], a text "", a yes/no false, a group each of its
 * parts emptied; anything else (a number, nothing) is left out (undefined).
 *
 * @example emptied({ street: '1 High St', hideAddress: true }) // { street: '', hideAddress: false }
 */
export function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (typeof value === 'string') return '';
  if (typeof value === 'boolean') return false;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptied(v)]));
  return undefined;
}

function setAt(data: Answers, path: readonly string[], value: unknown): Answers {
  const [head, ...rest] = path;
  if (!rest.length) return { ...data, [head]: value };
  const inner = data[head];
  return { ...data, [head]: setAt(inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Answers) : {}, rest, value) };
}

function getAt(data: Answers, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Answers)[key] : undefined), data);
}

/**
 * Applies a change of trade: sets the trade answer (`tradeField`) and empties the answers listed in `clear` (see
 * {@link emptied}; an answer not given stays so). Choosing the trade already selected changes nothing and returns the same object. (Going back to step 1 is the wizard's part.)
 *
 * @example resetForTradeChange(data, 'tradeType', 'tiler', ['selectedServices', 'businessAddress'])
 * // { ...data, tradeType: 'tiler', selectedServices: [], businessAddress: { street: '', ... } }
 */
export function resetForTradeChange<T extends Answers>(data: T, tradeField: string, newTrade: string, clear: readonly string[]): T {
  const at = tradeField.split('.');
  if (getAt(data, at) === newTrade) return data;
  let next: Answers = setAt(data, at, newTrade);
  for (const path of clear) {
    const parts = path.split('.');
    const value = getAt(next, parts);
    if (value !== undefined) next = setAt(next, parts, emptied(value));
  }
  return next as T;
}

/** What the services step needs of a trade (config/trades/<trade>.yaml). */
export interface ServicesOfTrade {
  services: readonly string[];
  /** Every service is ticked each time the step is entered (the spec's rule for one trade). */
  preselectAllServices?: boolean;
}

/**
 * The services ticked on entering the services step: when none is chosen yet, every service of the trade; for a
 * trade with `preselectAllServices` the whole list always. Returns a new list.
 *
 * @example servicesOnEntering([], { services: tradeServices }) // [...tradeServices]
 * @example servicesOnEntering(['Rewiring'], { services: list }) // ['Rewiring']
 */
export function servicesOnEntering(chosen: unknown, trade: ServicesOfTrade | undefined): string[] {
  const list = Array.isArray(chosen) ? chosen.filter((s): s is string => typeof s === 'string') : [];
  const services = trade?.services ?? [];
  if (trade?.preselectAllServices || list.length === 0) return [...services];
  return [...list];
}

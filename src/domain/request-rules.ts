/**
 * State rules of the request form that are not plain data (spec part 1 §4).
 */

/** The business address of step 9. */
export interface BusinessAddress {
  street: string;
  town: string;
  county: string;
  postcode: string;
  registrationNumber: string;
  hideAddress: boolean;
}

/** An empty business address, as after a trade change. */
export function emptyBusinessAddress(): BusinessAddress {
  return { street: '', town: '', county: '', postcode: '', registrationNumber: '', hideAddress: false };
}

/** The fields that depend on the trade. */
export interface TradeDependentFields {
  tradeType?: string | null;
  selectedServices?: readonly string[] | null;
  selectedAccreditations?: readonly string[] | null;
  additionalServices?: string | null;
  additionalAccreditation?: string | null;
  minimumCallOut?: string | null;
  businessAddress?: Partial<BusinessAddress> | null;
}

/**
 * Applies a change of trade: sets `tradeType` and clears what belonged to the old trade:
 * selected services and accreditations, additional services, the accreditation text, the
 * minimum call out and the business address. Choosing the trade already selected changes
 * nothing and returns the same object. (Going back to step 1 is the wizard's part.)
 *
 * @example resetForTradeChange(data, 'plumber') // { ...data, tradeType: 'plumber', selectedServices: [], ... }
 */
export function resetForTradeChange<T extends TradeDependentFields>(data: T, newTrade: string): T {
  if (data.tradeType === newTrade) return data;
  return {
    ...data,
    tradeType: newTrade,
    selectedServices: [],
    selectedAccreditations: [],
    additionalServices: '',
    additionalAccreditation: '',
    minimumCallOut: '',
    businessAddress: emptyBusinessAddress(),
  };
}

/** Trades whose full service list is always set on entering the services step. */
export const ALWAYS_PRESELECT_SERVICES_FOR: readonly string[] = ['builder'];

/**
 * Defaults on entering the services step (step 6): when no service is chosen yet, every
 * service of the trade is pre-selected; for the builder trade the builder list is always
 * set. Returns a copy; the list is copied too.
 *
 * @example servicesOnEnteringServices({ selectedServices: [] }, 'plumber', plumberServices)
 * // { selectedServices: [...plumberServices] }
 * @example servicesOnEnteringServices({ selectedServices: ['Rewiring'] }, 'electrician', list)
 * // { selectedServices: ['Rewiring'] }
 */
export function servicesOnEnteringServices<T extends TradeDependentFields>(
  data: T,
  trade: string,
  tradeServices: readonly string[],
  alwaysFor: readonly string[] = ALWAYS_PRESELECT_SERVICES_FOR,
): T & { selectedServices: string[] } {
  const chosen = data.selectedServices ?? [];
  if (alwaysFor.includes(trade) || chosen.length === 0) {
    return { ...data, selectedServices: [...tradeServices] };
  }
  return { ...data, selectedServices: [...chosen] };
}

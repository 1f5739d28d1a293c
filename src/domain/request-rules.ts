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
 * @example resetForTradeChange(data, 'tiler') // { ...data, tradeType: 'tiler', selectedServices: [], ... }
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

/** What the services step needs of a trade (config/trades/<trade>.yaml). */
export interface ServicesOfTrade {
  services: readonly string[];
  /** Every service is ticked each time the step is entered (the spec's rule for one trade). */
  preselectAllServices?: boolean;
}

/**
 * Defaults on entering the services step (step 6): when no service is chosen yet, every
 * service of the trade is pre-selected; for a trade with `preselectAllServices` the whole list
 * is always set. Returns a copy; the list is copied too.
 *
 * @example servicesOnEnteringServices({ selectedServices: [] }, { services: tradeServices })
 * // { selectedServices: [...tradeServices] }
 * @example servicesOnEnteringServices({ selectedServices: ['Rewiring'] }, { services: list })
 * // { selectedServices: ['Rewiring'] }
 */
export function servicesOnEnteringServices<T extends TradeDependentFields>(data: T, trade: ServicesOfTrade | undefined): T & { selectedServices: string[] } {
  const chosen = data.selectedServices ?? [];
  const services = trade?.services ?? [];
  if (trade?.preselectAllServices || chosen.length === 0) {
    return { ...data, selectedServices: [...services] };
  }
  return { ...data, selectedServices: [...chosen] };
}

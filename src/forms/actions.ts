import type { FormAction, FormConfig, TradeConfig } from '@/generated/config-types';
import { chooseColourScheme } from '@/domain/colours';
import { businessEmailPrefix, type EmailPrefixKind } from '@/domain/email-prefix';
import { resetForTradeChange, servicesOnEnteringServices } from '@/domain/request-rules';
import type { ActionsOn } from './action-registry';
import { getPath, setPath, type FormData } from './runtime';

/** What a change action may ask of the wizard besides new data. */
export interface ChangeOutcome {
  data: FormData;
  /** Step number (1-based) to go to, e.g. back to step 1 after a trade change. */
  toStep?: number;
}

/** Everything a named action may read. */
export interface ActionContext {
  trades: Record<string, TradeConfig>;
}

type ChangeAction = (data: FormData, action: FormAction, field: string, ctx: ActionContext, before: FormData) => ChangeOutcome;

/**
 * The named actions a form's YAML may attach to a field change (`onChange`). Each is a thin wrapper around a pure
 * rule of src/domain, so the rule is tested once and shared with the server.
 */
const CHANGE_ACTIONS: Record<ActionsOn<'onChange'>, ChangeAction> = {
  'reset-for-trade-change': (data, action, field, ctx, before) => {
    const trade = String(getPath(data, field) ?? '');
    const previous = String(getPath(before, field) ?? '');
    // The new trade is already in the data: reset from the data as it was under the previous trade.
    let next = resetForTradeChange({ ...data, tradeType: previous }, trade) as FormData;
    // A scheme that was only the previous trade's default follows the trade; one the customer chose stays.
    if (!next.selectedColorScheme || next.selectedColorScheme === ctx.trades[previous]?.defaultScheme) {
      next = { ...next, selectedColorScheme: ctx.trades[trade]?.defaultScheme };
    }
    return { data: next, toStep: action.toStep ?? 1 };
  },
  'custom-colours-off': (data, _action, field) => ({ data: chooseColourScheme(data, String(getPath(data, field) ?? '')) as FormData }),
  mirror: (data, action, field) => (action.target ? { data: setPath(data, action.target, getPath(data, field)) } : { data }),
  'email-prefix': (data) => {
    const kind = (data.businessEmailPrefixKind as EmailPrefixKind | undefined) ?? 'common';
    const prefix = businessEmailPrefix(kind, {
      firstName: getPath(data, 'businessBasics.firstName') as string | undefined,
      custom: data.businessEmailPrefix as string | undefined,
      // the common prefix picked before (hello, contact ...) is kept; anything else gives info
      common: data.businessEmailPrefix as string | undefined,
    });
    return { data: { ...data, businessEmailPrefix: prefix || undefined } };
  },
};

/**
 * Runs the `onChange` actions of every field whose value differs between `before` and `after`.
 * Answers the data after the actions and the step to move to, if an action asks for one.
 */
export function applyChangeActions(form: FormConfig, before: FormData, after: FormData, ctx: ActionContext): ChangeOutcome {
  let outcome: ChangeOutcome = { data: after };
  for (const step of form.steps) {
    for (const field of step.fields) {
      if (!field.onChange?.length) continue;
      if (Object.is(getPath(before, field.field), getPath(after, field.field))) continue;
      for (const action of field.onChange) {
        if (!Object.hasOwn(CHANGE_ACTIONS, action.action)) continue;
        const run = CHANGE_ACTIONS[action.action as ActionsOn<'onChange'>];
        const next = run(outcome.data, action, field.field, ctx, before);
        outcome = { data: next.data, toStep: next.toStep ?? outcome.toStep };
      }
    }
  }
  return outcome;
}

type EnterAction = (data: FormData, ctx: ActionContext) => FormData;

/** The named actions run on entering a step (`onEnter`). */
const ENTER_ACTIONS: Record<ActionsOn<'onEnter'>, EnterAction> = {
  'preselect-services': (data, ctx) => {
    const trade = String(data.tradeType ?? '');
    return servicesOnEnteringServices(data, ctx.trades[trade]) as FormData;
  },
};

/** Runs a step's `onEnter` actions (e.g. pre-select the trade's services on entering step 6). */
export function applyEnterActions(actions: readonly FormAction[] | undefined, data: FormData, ctx: ActionContext): FormData {
  let next = data;
  for (const action of actions ?? []) {
    if (Object.hasOwn(ENTER_ACTIONS, action.action)) next = ENTER_ACTIONS[action.action as ActionsOn<'onEnter'>](next, ctx);
  }
  return next;
}

/** The action names implemented here, by event (the contract test compares them with the registry). */
export const IMPLEMENTED_ACTIONS = { onChange: Object.keys(CHANGE_ACTIONS), onEnter: Object.keys(ENTER_ACTIONS) };

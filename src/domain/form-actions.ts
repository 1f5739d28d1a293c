/**
 * The named actions a form's YAML attaches to a field change (`onChange`) or to entering a step (`onEnter`), pure, so
 * the browser's wizard and the server moving a form posted step by step without JavaScript run the very same rules.
 * (Which events each action may run on, and its options, are declared in src/forms/action-registry.ts.)
 */
import type { FormAction, FormConfig, TradeConfig } from '../generated/config-types';
import { businessEmailPrefix, type EmailPrefixKind } from './email-prefix';
import { resetForTradeChange, servicesOnEntering } from './request-rules';
import { getPath, setPath } from './send-plan';

/** The answers of a form, as a plain object (the JSON its schema describes). */
type FormData = Record<string, unknown>;

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

export type ChangeAction = (data: FormData, action: FormAction, field: string, ctx: ActionContext, before: FormData) => ChangeOutcome;

/** An option naming a field (the table of action-registry.ts says which are required; `npm run check` checks them). */
const opt = (action: FormAction, name: 'target' | 'scheme' | 'kind' | 'firstName' | 'trade'): string => String(action[name] ?? '');

/**
 * The named actions a form's YAML may attach to a field change (`onChange`). Each is a thin wrapper around a pure
 * rule of src/domain, and reads and writes only the fields its options name (in the form's YAML).
 */
export const CHANGE_ACTIONS = {
  'reset-for-trade-change': (data, action, field, ctx, before) => {
    const trade = String(getPath(data, field) ?? '');
    const previous = String(getPath(before, field) ?? '');
    // The new trade is already in the data: reset from the data as it was under the previous trade.
    let next = resetForTradeChange(setPath(data, field, previous), field, trade, action.clear ?? []) as FormData;
    // A scheme that was only the previous trade's default follows the trade; one the customer chose stays.
    const scheme = action.scheme;
    if (scheme && (!getPath(next, scheme) || getPath(next, scheme) === ctx.trades[previous]?.defaultScheme)) {
      next = setPath(next, scheme, ctx.trades[trade]?.defaultScheme);
    }
    return { data: next, toStep: action.toStep ?? 1 };
  },
  'custom-colours-off': (data, action) => ({ data: setPath(data, opt(action, 'target'), false) }),
  mirror: (data, action, field) => (action.target ? { data: setPath(data, action.target, getPath(data, field)) } : { data }),
  'email-prefix': (data, action) => {
    const target = opt(action, 'target');
    const kind = (getPath(data, opt(action, 'kind')) as EmailPrefixKind | undefined) ?? 'common';
    const prefix = businessEmailPrefix(kind, {
      firstName: getPath(data, opt(action, 'firstName')) as string | undefined,
      custom: getPath(data, target) as string | undefined,
      // the common prefix picked before (hello, contact ...) is kept; anything else gives info
      common: getPath(data, target) as string | undefined,
    });
    return { data: setPath(data, target, prefix || undefined) };
  },
} satisfies Record<string, ChangeAction>;

/**
 * A change of the trade answer (`field`) made by the form itself (a link that locks a trade, a template): the trade
 * goes into the field, and the field's reset-for-trade-change action, if it has one, runs as if the customer had
 * chosen it.
 */
export function changeTrade(form: FormConfig, data: FormData, field: string, trade: string, ctx: ActionContext): FormData {
  if (getPath(data, field) === trade) return data;
  const reset = form.steps.flatMap((s) => s.fields).find((f) => f.field === field)?.onChange?.find((a) => a.action === 'reset-for-trade-change');
  const chosen = setPath(data, field, trade);
  return reset ? CHANGE_ACTIONS['reset-for-trade-change'](chosen, reset, field, ctx, data).data : chosen;
}

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
        const run: ChangeAction = CHANGE_ACTIONS[action.action as keyof typeof CHANGE_ACTIONS];
        const next = run(outcome.data, action, field.field, ctx, before);
        outcome = { data: next.data, toStep: next.toStep ?? outcome.toStep };
      }
    }
  }
  return outcome;
}

export type EnterAction = (data: FormData, action: FormAction, ctx: ActionContext) => FormData;

/** The named actions run on entering a step (`onEnter`). */
export const ENTER_ACTIONS = {
  'preselect-services': (data, action, ctx) => {
    const target = opt(action, 'target');
    return setPath(data, target, servicesOnEntering(getPath(data, target), ctx.trades[String(getPath(data, opt(action, 'trade')) ?? '')]));
  },
} satisfies Record<string, EnterAction>;

/** Runs a step's `onEnter` actions (e.g. pre-select the trade's services on entering step 6). */
export function applyEnterActions(actions: readonly FormAction[] | undefined, data: FormData, ctx: ActionContext): FormData {
  let next = data;
  for (const action of actions ?? []) {
    if (Object.hasOwn(ENTER_ACTIONS, action.action)) next = ENTER_ACTIONS[action.action as keyof typeof ENTER_ACTIONS](next, action, ctx);
  }
  return next;
}

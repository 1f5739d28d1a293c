/**
 * The named actions of a form's steps (src/domain/form-actions.ts, shared with the server), held here to the table of
 * src/forms/action-registry.ts: every action the table lets run on a change or on entering a step is implemented.
 */
import { CHANGE_ACTIONS, ENTER_ACTIONS, type ChangeAction, type EnterAction } from '@/domain/form-actions';
import type { ActionsOn } from './action-registry';

export { applyChangeActions, applyEnterActions, changeTrade, type ActionContext, type ChangeOutcome } from '@/domain/form-actions';

CHANGE_ACTIONS satisfies Record<ActionsOn<'onChange'>, ChangeAction>;
ENTER_ACTIONS satisfies Record<ActionsOn<'onEnter'>, EnterAction>;

/** The action names implemented, by event (the contract test compares them with the registry). */
export const IMPLEMENTED_ACTIONS = { onChange: Object.keys(CHANGE_ACTIONS), onEnter: Object.keys(ENTER_ACTIONS) };

/**
 * Every named action a form's YAML may use, declared once with the step event it runs on. The change and
 * enter actions are implemented in actions.ts (typed against this table, so a name without an
 * implementation does not compile); the leave actions are run by the send runner (src/services/send-runner.ts).
 * `npm run check` refuses an action on an event it cannot run on; a contract test keeps the YAML schema's list
 * equal to this one.
 */
export const FORM_ACTIONS = {
  'reset-for-trade-change': { on: 'onChange' },
  'custom-colours-off': { on: 'onChange' },
  mirror: { on: 'onChange' },
  'email-prefix': { on: 'onChange' },
  'preselect-services': { on: 'onEnter' },
  'upload-files': { on: 'onLeave' },
  'send-hook': { on: 'onLeave' },
} as const satisfies Record<string, { on: ActionEvent }>;

/** Where an action may be attached: a field's change, entering a step, leaving a step forwards. */
export type ActionEvent = 'onChange' | 'onEnter' | 'onLeave';

/** An action's name. */
export type FormActionName = keyof typeof FORM_ACTIONS;

/** The names of the actions that run on `event`. */
export type ActionsOn<E extends ActionEvent> = { [K in FormActionName]: (typeof FORM_ACTIONS)[K]['on'] extends E ? K : never }[FormActionName];

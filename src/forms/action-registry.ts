/**
 * Every named action a form's YAML may use, declared once: the step events it may run on and the JSON Schema of its
 * options (what each option means is said to editors by schemas/config/form-parts.schema.json). Everything else is derived from this table: the action names editors are offered and the build accepts
 * (schemas/config/generated-enums.schema.json, written by `npm run config`), the runners' lookups (actions.ts and
 * the send runner are typed against it, so a name without an implementation does not compile), and the check of
 * `npm run check` (an action on an event it cannot run on, options it does not take or lacks, and every option that
 * names a field — marked `x-field` — checked against the form's data schema). No field name is written in code:
 * each action reads and writes the fields its options name.
 */

import { FIELD_OPTION as field, FIELDS_OPTION as fields, type OptionsDeclaration } from '../domain/plan-options';

/** One action: where it runs, and its options (the YAML keys beside `action:`). */
export interface ActionDeclaration {
  on: readonly ActionEvent[];
  options: OptionsDeclaration;
}

export const FORM_ACTIONS = {
  'reset-for-trade-change': {
    on: ['onChange'],
    options: {
      type: 'object',
      required: ['clear'],
      properties: {
        clear: fields,
        scheme: field,
        toStep: { type: 'integer', minimum: 1 },
      },
    },
  },
  'custom-colours-off': {
    on: ['onChange'],
    options: { type: 'object', required: ['target'], properties: { target: field } },
  },
  mirror: {
    on: ['onChange'],
    options: { type: 'object', required: ['target'], properties: { target: field } },
  },
  'email-prefix': {
    on: ['onChange'],
    options: {
      type: 'object',
      required: ['kind', 'firstName', 'target'],
      properties: {
        kind: field,
        firstName: field,
        target: field,
      },
    },
  },
  'preselect-services': {
    on: ['onEnter'],
    options: {
      type: 'object',
      required: ['trade', 'target'],
      properties: {
        trade: field,
        target: field,
      },
    },
  },
  'upload-files': {
    on: ['onLeave'],
    options: {
      type: 'object',
      required: ['fields'],
      properties: {
        fields: fields,
        announce: { type: 'boolean' },
        toasts: { type: 'object' },
      },
    },
  },
  'send-hook': {
    on: ['onLeave'],
    options: {
      type: 'object',
      required: ['hook', 'payload'],
      properties: {
        hook: { type: 'string' },
        payload: { type: 'object' },
        toasts: { type: 'object' },
      },
    },
  },
} as const satisfies Record<string, ActionDeclaration>;

/** Where an action may be attached: a field's change, entering a step, leaving a step forwards. */
export type ActionEvent = 'onChange' | 'onEnter' | 'onLeave';

/** An action's name. */
export type FormActionName = keyof typeof FORM_ACTIONS;

/** The names of the actions that run on `event`. */
export type ActionsOn<E extends ActionEvent> = { [K in FormActionName]: E extends (typeof FORM_ACTIONS)[K]['on'][number] ? K : never }[FormActionName];

/** The names of the actions that may run on `event`, in the table's order. */
export function actionsOn(event: ActionEvent): FormActionName[] {
  return (Object.keys(FORM_ACTIONS) as FormActionName[]).filter((name) => (FORM_ACTIONS[name].on as readonly ActionEvent[]).includes(event));
}

/**
 * How a multi-step form posted without JavaScript moves (README, "Without JavaScript"): which button was pressed, the
 * answers after a step was posted, and where the customer goes next. Pure: the route (src/server/routes/step-posts.ts)
 * reads the post, keeps the draft and the files, and draws the page.
 */
import { applyChangeActions, type ActionContext } from '../../domain/form-actions';
import { shownFor } from '../../domain/field-checks';
import { getPath, setPath, type Answers } from '../../domain/send-plan';
import { tidyTyped } from '../../domain/typed-text';
import type { FormConfig } from '../../generated/config-types';

/** The button a step's page was posted with (`_intent`). */
export type StepIntent = { kind: 'next' } | { kind: 'back' } | { kind: 'submit' } | { kind: 'stay' } | { kind: 'edit'; step: number };

/**
 * The intent a post names: `next` (Continue, also what Enter in a box sends when no button is named), `back`,
 * `submit`, `stay` (a button that changes the step itself, such as Add area: the step is shown again) or
 * `edit:<step>` (Change on the check page). Anything else is taken as `next`.
 *
 * @example readIntent('edit:3', 10) // { kind: 'edit', step: 3 }
 */
export function readIntent(value: string | undefined, steps: number): StepIntent {
  if (value === 'back' || value === 'submit' || value === 'stay') return { kind: value };
  const edit = /^edit:(\d{1,3})$/.exec(value ?? '');
  if (edit && Number(edit[1]) < steps) return { kind: 'edit', step: Number(edit[1]) };
  return { kind: 'next' };
}

/**
 * The answers without the item a remove button of a list names (`_drop=<field>.<index>`, e.g. an area's ×): only an
 * item of a list field of the posted step; anything else changes nothing.
 *
 * @example withoutItem(form, 6, { serviceLocations: ['Leeds', 'York'] }, 'serviceLocations.0') // { serviceLocations: ['York'] }
 */
export function withoutItem(form: FormConfig, step: number, answers: Answers, drop: string): Answers {
  const match = /^(.+)\.(\d{1,3})$/.exec(drop);
  if (!match || !(form.steps[step]?.fields ?? []).some((f) => f.field === match[1])) return answers;
  const list = getPath(answers, match[1]);
  if (!Array.isArray(list) || Number(match[2]) >= list.length) return answers;
  return setPath(answers, match[1], list.filter((_item, i) => i !== Number(match[2])));
}

/** A JSON Schema node, as far as the step flow reads it. */
export interface FlowSchema {
  type?: unknown;
  default?: unknown;
  /** The most items a list holds. */
  maxItems?: number;
  properties?: Record<string, FlowSchema>;
  items?: FlowSchema | FlowSchema[];
}

/** The schema of the answer at a dotted path (objects' properties only: the fields of a form's steps). */
function schemaAt(schema: FlowSchema, path: string): FlowSchema | undefined {
  return path.split('.').reduce<FlowSchema | undefined>((node, key) => (node?.properties && Object.hasOwn(node.properties, key) ? node.properties[key] : undefined), schema);
}

/**
 * A posted value with every yes/no box of its objects that was not ticked set to false: an unticked box posts
 * nothing, where the form in the browser holds `false` (an opening-hours day switched off).
 */
function withUnticked(schema: FlowSchema | undefined, value: unknown): unknown {
  if (!schema || value === undefined || value === null) return value;
  if (Array.isArray(value)) {
    const items = Array.isArray(schema.items) ? undefined : schema.items;
    return value.map((item) => withUnticked(items, item));
  }
  if (typeof value === 'object' && schema.properties) {
    const out: Answers = { ...(value as Answers) };
    for (const [key, prop] of Object.entries(schema.properties)) {
      if (prop.type === 'boolean' && out[key] === undefined) out[key] = false;
      else if (out[key] !== undefined) out[key] = withUnticked(prop, out[key]);
    }
    return out;
  }
  return value;
}

/** The file fields of a form (`submit.files`): their values are the files received, never posted as text. */
export function fileFieldsOf(form: FormConfig): Set<string> {
  return new Set((form.submit?.files ?? []).map((set) => set.field));
}

/**
 * The answers after step `step` was posted: each of the step's fields takes what was posted (a box left empty or a
 * list with nothing ticked is removed, a yes/no box unticked again is false), every other answer is
 * kept; then the step's change actions run (a new trade clears what belonged to the old one, the company name is
 * mirrored, the e-mail prefix follows its kind) as they run in the browser, where what the customer changed wins over
 * what an action would set on another answer (an action of a field on its own answer tidies it, and its tidying
 * stands). File fields keep what was received (the route adds new files).
 *
 * @example withPostedStep(form, schema, 1, draft.answers, posted, { trades })
 */
export function withPostedStep(form: FormConfig, schema: FlowSchema, step: number, before: Answers, posted: Answers, ctx: ActionContext): Answers {
  const files = fileFieldsOf(form);
  const fields = form.steps[step]?.fields ?? [];
  let after = before;
  for (const field of fields) {
    if (files.has(field.field)) continue;
    // Typed text is tidied as the browser tidies it when the box is left (a phone number, a postcode ...).
    const value = withUnticked(schemaAt(schema, field.field), tidyTyped(field.widget ?? undefined, getPath(posted, field.field)));
    after = setPath(after, field.field, value);
  }
  // An unticked yes/no box posts nothing: it is false where the browser's form holds false (a box with a default,
  // or one unticked again); a box never ticked and without a default stays unanswered, as in the browser.
  for (const field of fields) {
    const prop = schemaAt(schema, field.field);
    if (files.has(field.field) || prop?.type !== 'boolean' || getPath(after, field.field) !== undefined) continue;
    if ((prop.default !== undefined || getPath(before, field.field) === true) && shownFor(field.showWhen, after)) after = setPath(after, field.field, false);
  }
  after = withoutNewEmpty(dropUndefined(after), before);
  const acted = applyChangeActions(form, before, after, ctx).data;
  // The customer's own changes stand over an action's side effect (a scheme posted with "custom colours" chosen), but
  // not over what a field's own action makes of its answer, as the browser keeps it (the e-mail prefix typed "Office
  // Team" is officeteam, one of only spaces none).
  let out = acted;
  for (const field of fields) {
    const mine = getPath(after, field.field);
    const tidiedByItsAction = (field.onChange ?? []).some((action) => action.target === field.field);
    if (!files.has(field.field) && !tidiedByItsAction && !Object.is(mine, getPath(before, field.field)) && mine !== undefined) out = setPath(out, field.field, mine);
  }
  return dropUndefined(out);
}

/** A copy without the keys whose value is undefined (the answers the browser leaves out), objects included. */
function dropUndefined(value: Answers): Answers {
  const out: Answers = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    out[key] = inner && typeof inner === 'object' && !Array.isArray(inner) ? dropUndefined(inner as Answers) : inner;
  }
  return out;
}

/**
 * A copy without the groups a post left empty that held nothing before (a step's boxes all left empty post an empty
 * group, where the browser's form never made one).
 */
function withoutNewEmpty(value: Answers, before: unknown): Answers {
  const out: Answers = {};
  for (const [key, inner] of Object.entries(value)) {
    const was = before && typeof before === 'object' ? (before as Answers)[key] : undefined;
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const pruned = withoutNewEmpty(inner as Answers, was);
      if (Object.keys(pruned).length === 0 && was === undefined) continue;
      out[key] = pruned;
    } else out[key] = inner;
  }
  return out;
}

/**
 * The fields of a step that the posted answers reveal (a `showWhen` now met that was not when the page was drawn) and
 * that hold nothing yet: without script they appear only when the step is drawn again, so the step stays.
 */
export function newlyShown(form: FormConfig, step: number, before: Answers, after: Answers): string[] {
  return (form.steps[step]?.fields ?? [])
    .filter((f) => f.showWhen && !shownFor(f.showWhen, before) && shownFor(f.showWhen, after) && getPath(after, f.field) === undefined)
    .map((f) => f.field);
}

/** Where a form's pages are: a step, or its check page (the number of steps). */
export interface Position {
  step: number;
  /** After a Change on the check page: Continue returns there. */
  returning: boolean;
}

/**
 * Where Continue leads from a step whose answers were accepted: the next step, or the check page after the last step
 * (or straight back to it after a Change), for a form with one; `undefined` when the form has no check page and
 * this was its last step (the post is then the submission).
 */
export function afterContinue(form: FormConfig, at: Position): Position | undefined {
  const last = form.steps.length - 1;
  if (form.check && (at.step >= last || at.returning)) return { step: form.steps.length, returning: false };
  if (at.step >= last) return undefined;
  return { step: at.step + 1, returning: false };
}

/** Where Back leads: the step before (from the check page, the last step); never before the first. */
export function afterBack(form: FormConfig, at: Position): Position {
  return { step: Math.max(0, Math.min(at.step, form.steps.length) - 1), returning: false };
}

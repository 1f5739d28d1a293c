import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_NAMES } from '../../src/domain/hook-names';
import { FORM_ACTIONS, type ActionDeclaration, type ActionEvent } from '../../src/forms/action-registry';
import type { OptionsDeclaration } from '../../src/domain/plan-options';
import { SEND_TRANSFORMS } from '../../src/domain/send-transforms';
import type { CrossCheck } from './cross-check';
import { referenceProblem, schemaFieldPaths } from './cross-check';
import type { ConfigProblem } from './problems';
import type { Segment } from './yaml-source';

type Payload = Record<string, string | string[] | Record<string, string>>;
type Action = { action: string; fields?: string[]; hook?: string; payload?: Payload; toasts?: Record<string, string> } & Record<string, unknown>;
type FileSet = { field: string; announce?: { hook: string; payload: Payload } };
type RawForm = {
  schema: string;
  messages?: Record<string, unknown>;
  steps?: { fields?: { field: string; onChange?: Action[] }[]; onEnter?: Action[]; onLeave?: Action[] }[];
  submit?: { reference?: string; transforms?: ({ name?: string } & Record<string, unknown>)[]; files?: FileSet[]; send?: { hook: string; answers?: boolean; payload?: Payload }; notSent?: Record<string, string> };
};

/** Every option some action takes: an action given another's option is told which it takes; any other key is the schema's. */
const ACTION_OPTIONS = new Set(Object.values(FORM_ACTIONS as Record<string, ActionDeclaration>).flatMap((a) => Object.keys(a.options.properties)));
/** Every option some transform takes. */
const TRANSFORM_OPTIONS = new Set(Object.values(SEND_TRANSFORMS as Record<string, { options: OptionsDeclaration }>).flatMap((t) => Object.keys(t.options.properties)));

const EVENT_WORDS: Record<ActionEvent, string> = { onChange: 'on a field change (onChange)', onEnter: 'on entering a step (onEnter)', onLeave: 'on leaving a step (onLeave)' };

/** The relay targets of site.yaml name hooks of the one table (src/domain/hook-names.ts). */
const hookTable: CrossCheck = (loaded) => {
  const targets = Object.keys(((loaded.raw.site as { relay?: { targets?: Record<string, string> } } | undefined)?.relay?.targets) ?? {});
  return targets
    .filter((name) => !(HOOK_NAMES as readonly string[]).includes(name))
    .map((name) => referenceProblem(loaded, 'site', ['relay', 'targets', name], `the intake server has no hook called "${name}"`, `Use one of: ${HOOK_NAMES.join(', ')}.`));
};

/**
 * A form's actions run on the event they are made for, and its send plan names only fields of its data
 * schema, file fields it declares, hooks that exist and messages it has.
 */
const sendPlans: CrossCheck = (loaded, _config, root) => {
  const out: ConfigProblem[] = [];
  for (const [id, form] of Object.entries(loaded.raw.forms as Record<string, RawForm>)) {
    const schemaFile = join(root, 'schemas', 'forms', `${form?.schema}.schema.json`);
    if (!form || !existsSync(schemaFile)) continue; // the form-fields check reports the missing schema
    const key = `forms/${id}`;
    const problem = (path: Segment[], message: string, fix: string) => out.push(referenceProblem(loaded, key, path, message, fix));
    const paths = schemaFieldPaths(JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>);
    const fileFields = (form.submit?.files ?? []).map((f) => f.field);
    const messages = Object.keys(form.messages ?? {});
    const field = (value: string, path: Segment[]) => {
      if (!paths.includes(value)) problem(path, `schemas/forms/${form.schema}.schema.json has no field "${value}"`, `Use a field of schemas/forms/${form.schema}.schema.json.`);
    };
    const fileField = (value: string, path: Segment[]) => {
      if (!fileFields.includes(value)) problem(path, `"${value}" is not a file field of submit.files`, `Declare it under submit.files or use one of: ${fileFields.join(', ') || '(none yet)'}.`);
    };
    const hook = (value: string | undefined, path: Segment[]) => {
      if (value !== undefined && !(HOOK_NAMES as readonly string[]).includes(value)) problem(path, `no hook is called "${value}"`, `Use one of: ${HOOK_NAMES.join(', ')}.`);
    };
    const source = (spec: string, path: Segment[]) => {
      const [kind, ...rest] = spec.split(':');
      const arg = rest.join(':');
      if (kind === 'field' || kind === 'hours') field(arg, path);
      if (kind === 'upload') fileField(arg.slice(0, arg.lastIndexOf('.')), path);
      if (kind === 'announced') fileField(arg, path);
    };
    const payload = (value: Payload | undefined, path: Segment[]) => {
      for (const [name, spec] of Object.entries(value ?? {})) {
        if (typeof spec === 'string') source(spec, [...path, name]);
        else if (Array.isArray(spec)) spec.forEach((s, i) => source(s, [...path, name, i]));
        else fileField(spec.each, [...path, name, 'each']);
      }
    };
    // An entry's options are the ones its table entry declares: each required one given, none it does not take.
    const options = (what: string, declared: OptionsDeclaration, entry: Record<string, unknown>, nameKey: string, at: Segment[], known: ReadonlySet<string>) => {
      const taken = Object.keys(declared.properties);
      for (const name of declared.required ?? []) {
        if (entry[name] === undefined) problem(at, `${what} needs ${name}`, `Add ${name}: here (your editor describes it).`);
      }
      // A key no entry of the table takes is the schema's unknown key, reported there once.
      for (const name of Object.keys(entry).filter((k) => k !== nameKey && !taken.includes(k) && known.has(k))) {
        problem([...at, name], `${what} takes no option "${name}"`, `Remove it, or use one of: ${taken.join(', ')}.`);
      }
    };
    const actions = (list: Action[] | undefined, event: ActionEvent, path: Segment[]) =>
      (list ?? []).forEach((action, k) => {
        const at = [...path, k];
        const declared = (FORM_ACTIONS as Record<string, ActionDeclaration>)[action.action];
        if (declared && !declared.on.includes(event)) {
          problem([...at, 'action'], `the action "${action.action}" runs ${declared.on.map((e) => EVENT_WORDS[e]).join(' or ')}, not ${EVENT_WORDS[event]}`, `Move it under ${declared.on.join(' or ')}, or use an action made for ${event}.`);
        }
        if (declared) options(`the action "${action.action}"`, declared.options, action, 'action', at, ACTION_OPTIONS);
        // A field missing from the data schema is reported by the form-fields check.
        if (action.action === 'upload-files') (action.fields ?? []).forEach((f, m) => paths.includes(f) && fileField(f, [...at, 'fields', m]));
        if (action.action === 'send-hook' && !action.hook) problem(at, 'send-hook needs the hook to send', 'Add hook: <name> and its payload.');
        hook(action.hook, [...at, 'hook']);
        payload(action.payload, [...at, 'payload']);
        for (const [when, name] of Object.entries(action.toasts ?? {})) {
          if (!messages.includes(name)) problem([...at, 'toasts', when], `there is no message called "${name}"`, `Add it under messages: or use one of: ${messages.join(', ')}.`);
        }
      });
    (form.steps ?? []).forEach((step, i) => {
      (step.fields ?? []).forEach((f, j) => actions(f.onChange, 'onChange', ['steps', i, 'fields', j, 'onChange']));
      actions(step.onEnter, 'onEnter', ['steps', i, 'onEnter']);
      actions(step.onLeave, 'onLeave', ['steps', i, 'onLeave']);
    });
    const submit = form.submit;
    (submit?.files ?? []).forEach((set, i) => {
      field(set.field, ['submit', 'files', i, 'field']);
      hook(set.announce?.hook, ['submit', 'files', i, 'announce', 'hook']);
      payload(set.announce?.payload, ['submit', 'files', i, 'announce', 'payload']);
    });
    if (submit?.reference) source(submit.reference, ['submit', 'reference']);
    (submit?.transforms ?? []).forEach((entry, k) => {
      const declared = (SEND_TRANSFORMS as Record<string, { options: OptionsDeclaration }>)[String(entry?.name)];
      if (declared) options(`the transform "${entry.name}"`, declared.options, entry, 'name', ['submit', 'transforms', k], TRANSFORM_OPTIONS);
    });
    hook(submit?.send?.hook, ['submit', 'send', 'hook']);
    payload(submit?.send?.payload, ['submit', 'send', 'payload']);
    for (const name of Object.keys(submit?.notSent ?? {})) field(name, ['submit', 'notSent', name]);
    if (submit) {
      // Every answer reaches the team: each top-level field is sent (all answers, a field: mapping, the
      // reference) or listed under notSent with its reason.
      const mapped = new Set<string>();
      const collect = (p: Payload | undefined) =>
        Object.values(p ?? {}).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : [])).forEach((src) => src.startsWith('field:') && mapped.add(src.slice(6).split('.')[0]));
      collect(submit.send?.payload);
      (submit.files ?? []).forEach((set) => collect(set.announce?.payload));
      (form.steps ?? []).forEach((step) => (step.onLeave ?? []).forEach((a) => collect(a.payload)));
      const sent = (name: string) => submit.send?.answers || mapped.has(name) || submit.reference === `field:${name}` || name in (submit.notSent ?? {});
      for (const name of paths.filter((p) => !p.includes('.') && !sent(p))) {
        problem(['submit'], `the answer "${name}" is never sent`, `Send it (answers: true, or a payload field: field:${name}) or list it under submit.notSent with the reason.`);
      }
    }
  }
  return out;
};

/** The send plan checks of `npm run check`. */
export const SEND_PLAN_CHECKS: CrossCheck[] = [hookTable, sendPlans];

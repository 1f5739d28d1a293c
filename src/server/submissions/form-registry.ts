/**
 * The forms the intake server accepts, each with the same precompiled validators the browser uses
 * (src/generated/forms/<form>.ts, built from schemas/forms/ and config/forms/ by `npm run config`), so an answer
 * the browser would refuse is refused here too, with the same messages.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerErrors, type AjvLikeError, type GeneralMessages } from '../../domain/answer-errors';
import { ruleProblems } from '../../domain/field-checks';
import { unknownAnswers, type FitSchema } from '../../domain/schema-fit';
import { getPath, type Answers } from '../../domain/send-plan';
import type { FormConfig, SiteConfig } from '../../generated/config-types';
import { DEFAULT_SITE_CONFIG } from '../config';

/** A precompiled validate function, as ajv's standalone code makes it. */
type ValidateFunction = ((data: unknown) => boolean) & { errors?: AjvLikeError[] | null };

/** One form as the server knows it. */
export interface KnownForm {
  id: string;
  form: FormConfig;
  schema: { $id?: unknown; properties?: Record<string, { type?: unknown; properties?: unknown }> };
  /** Checks answers against the whole form (and that it has each of them); answers the problems by field, in the form's words. */
  check(answers: Answers): Record<string, string>;
  /** Checks the answers of one step (a step event). */
  checkStep(stepIndex: number, answers: Answers): Record<string, string>;
}

interface GeneratedForm {
  form: FormConfig;
  schema: KnownForm['schema'];
  stepSchemas: KnownForm['schema'][];
  fullValidator: Record<string, ValidateFunction>;
  stepValidators: Record<string, ValidateFunction>[];
}

/** The problem of an answer the form does not have. */
const NOT_AN_ANSWER = 'This form has no such answer: send only the answers of its schema.';

const GENERATED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../generated/forms');

/** Each field's messages from the form's YAML, by dotted path. */
function messagesOf(form: FormConfig): Map<string, Record<string, string>> {
  return new Map(form.steps.flatMap((s) => s.fields.map((f) => [f.field, (f.messages ?? {}) as Record<string, string>] as const)));
}

/** A copy with an empty object for each object property the answers lack, so a missing group is reported by its fields. */
function withObjects(data: Answers, schema: KnownForm['schema']): Answers {
  const out: Answers = { ...data };
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (prop && prop.type === 'object' && prop.properties && out[key] === undefined) out[key] = {};
  }
  return out;
}

/** The general messages of site.yaml (`words.forms.messages`), as the browser shows them. */
function generalMessages(): GeneralMessages {
  return (JSON.parse(readFileSync(DEFAULT_SITE_CONFIG, 'utf8')) as SiteConfig).words.forms.messages;
}

/**
 * The problems of `data` under a schema's precompiled validators: the one of the schema itself, by its `$id` (the module
 * also holds those of its conditions' `if`, which the browser's form asks on its own while drawing).
 */
function run(validators: Record<string, ValidateFunction>, schema: { $id?: unknown }, data: Answers, messages: Map<string, Record<string, string>>, general: GeneralMessages): Record<string, string> {
  const validate = (typeof schema.$id === 'string' ? validators[schema.$id] : undefined) ?? Object.values(validators)[0];
  if (validate(data)) return {};
  return answerErrors(validate.errors ?? [], messages, data, getPath, general);
}

/**
 * Loads every generated form module once.
 * @example const forms = await loadForms(); forms.get('request')?.check(answers)
 */
export async function loadForms(dir = GENERATED): Promise<Map<string, KnownForm>> {
  const ids = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3));
  const forms = new Map<string, KnownForm>();
  const general = generalMessages();
  for (const id of ids) {
    const mod = (await import(path.join(dir, `${id}.ts`))) as GeneratedForm;
    const messages = messagesOf(mod.form);
    // Answers the form does not have (a hand-made request's): refused by name, never stored or relayed. The browser
    // sends none (a saved draft is fitted to the schema first), so its validators need not say so.
    const unknown = (answers: Answers) => Object.fromEntries(unknownAnswers(answers, mod.schema as FitSchema).map((path) => [path, NOT_AN_ANSWER]));
    forms.set(id, {
      id,
      form: mod.form,
      schema: mod.schema,
      // The schema's problems first; then the rules a schema cannot say, as the browser checks them (src/domain/field-checks.ts).
      check: (answers) => ({ ...unknown(answers), ...ruleProblems(mod.form.steps, answers), ...run(mod.fullValidator, mod.schema, withObjects(answers, mod.schema), messages, general) }),
      checkStep: (index, answers) => ({ ...unknown(answers), ...ruleProblems(mod.form.steps.slice(index, index + 1), answers), ...run(mod.stepValidators[index], mod.stepSchemas[index], withObjects(answers, mod.stepSchemas[index]), messages, general) }),
    });
  }
  return forms;
}

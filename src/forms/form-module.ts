/**
 * A form's module made ready before its page is drawn: the generated module (schema, steps, precompiled
 * validators), the widgets of the step it opens on, and in the browser its saved draft, so the form renders
 * synchronously when prerendered and hydrated.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormConfig } from '@/generated/config-types';
import { formLoaders } from '@/generated/config';
import { openDraft } from './use-draft';
import { loadWidgets } from './widgets/registry';
import { stepWidgets } from './step-widgets';
import { readPageState } from './page-context';

/** The shape of a generated form module (src/generated/forms/<form>.ts). */
interface FormModule {
  form: FormConfig;
  schema: RJSFSchema;
  stepSchemas: RJSFSchema[];
  stepValidators: Record<string, unknown>[];
}

export interface Prepared {
  module: FormModule;
  validators: ValidatorType[];
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks a promise with its state as it settles, so React's `use` reads a settled one synchronously. */
export function tracked<T>(promise: Tracked<T>): Tracked<T> {
  if (promise.status) return promise;
  promise.status = 'pending';
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

const cache = new Map<string, Tracked<Prepared>>();

/** Loads a form's module once per page visit. */
export function prepare(formId: string): Tracked<Prepared> {
  let pending = cache.get(formId);
  if (!pending) {
    const loader = (formLoaders as Record<string, () => Promise<unknown>>)[formId];
    pending = tracked(
      (loader ? (loader() as Promise<FormModule>) : Promise.reject(new Error(`There is no form called "${formId}".`))).then(async (module) => {
        // The first step's widgets fetched on their own are there before it is drawn (prerendered or hydrated); the
        // server, which draws any step of a form posted without JavaScript, has every step's.
        await loadWidgets(typeof window === 'undefined' ? module.form.steps.flatMap((_, i) => stepWidgets(module.form, i)) : stepWidgets(module.form, 0));
        return { module, validators: module.stepSchemas.map((s, i) => createPrecompiledValidator(module.stepValidators[i] as never, s)) };
      }),
    );
    cache.set(formId, pending);
  }
  return pending;
}

/**
 * Loads a form's module (and, in the browser, reads its saved draft) before the page is prerendered or hydrated,
 * so the form renders synchronously: its first step is in the prerendered HTML and hydration matches it.
 */
export async function prepareForm(formId: string, servedStep?: number): Promise<void> {
  const { module } = await prepare(formId);
  if (typeof window === 'undefined') {
    // The step a page drawn after a post shows draws at once on the server.
    if (servedStep !== undefined) await loadWidgets(stepWidgets(module.form, servedStep)).catch(() => undefined);
    return;
  }
  const draft = await tracked(openDraft(formId));
  // The step a saved draft opens on, or the page the server drew after a post (a form posted without script), draws
  // at once too, so hydration matches.
  const served = readPageState();
  const steps = [draft?.step, served?.form === formId ? served.step : undefined].filter((step): step is number => typeof step === 'number');
  await loadWidgets(steps.flatMap((step) => stepWidgets(module.form, step))).catch(() => undefined);
}

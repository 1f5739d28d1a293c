import { useEffect } from 'react';
import type { FormConfig } from '@/generated/config-types';
import { loadWidgets } from './widgets/registry';

/** The widget names of a form's step (none for the check page after the last step). */
export function stepWidgets(form: FormConfig, step: number): (string | undefined)[] {
  return form.steps[step]?.fields.map((field) => field.widget) ?? [];
}

/**
 * Once the form is live, the widgets of the step after the one shown are fetched at once, so a customer who taps
 * Continue straight away, before the browser has been idle, still finds that step's widgets there (a file picker
 * that is not yet there is drawn as a spinner until it is: widgets/lazy-part.tsx).
 */
export function useNextStepWidgets(form: FormConfig, live: boolean, position: number): void {
  useEffect(() => {
    if (live) void loadWidgets(stepWidgets(form, position + 1)).catch(() => undefined);
  }, [form, live, position]);
}

/**
 * Once the form is live, the widgets of its other steps are fetched when the browser is idle, so a step change
 * draws the next step at once (each widget fetched on its own is a chunk of its own: see widgets/lazy-part.tsx).
 */
export function useLaterWidgets(form: FormConfig, live: boolean): void {
  useEffect(() => {
    if (!live) return undefined;
    const fetchAll = () => void loadWidgets(form.steps.flatMap((_, i) => stepWidgets(form, i))).catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchAll, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(fetchAll, 200);
    return () => window.clearTimeout(id);
  }, [form, live]);
}

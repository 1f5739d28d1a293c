import { useEffect } from 'react';
import type { FormConfig } from '@/generated/config-types';
import { loadWidgets } from './widgets/registry';

/** The widget names of a form's step (none for the check page after the last step). */
export function stepWidgets(form: FormConfig, step: number): (string | undefined)[] {
  return form.steps[step]?.fields.map((field) => field.widget) ?? [];
}

/**
 * Once the form is live, the widgets fetched on their own (each a chunk of its own: see widgets/lazy-part.tsx) of the
 * step after the one shown are fetched at once, as each step shows, so a customer who taps Continue straight away,
 * before the browser has been idle, still finds them there (one not yet there is drawn as a still space, then a
 * spinner); those of every other step are fetched when the browser is idle, so any step change draws at once.
 */
export function useStepWidgets(form: FormConfig, live: boolean, position: number): void {
  useEffect(() => {
    if (live) void loadWidgets(stepWidgets(form, position + 1)).catch(() => undefined);
  }, [form, live, position]);
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

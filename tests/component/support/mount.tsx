/**
 * Mounts one step of a real form, alone: the form's generated module (src/generated/forms/), its precompiled
 * validators, the real wizard and rjsf form with the app's theme, emotion cache and toast region, but no page,
 * router, server or prerendered HTML. A widget test starts on the step that holds the widget, with the answers
 * of the earlier steps given as data (each earlier step's `onEnter` actions applied, as walking there would), so
 * it no longer walks the whole form to reach one widget; Continue and Back still work inside the form.
 */
import { StrictMode, Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { vi } from 'vitest';
import { page } from 'vitest/browser';
import { colourSchemes, formLoaders, trades as allTrades } from '@/generated/config';
import type { FormConfig } from '@/generated/config-types';
import { Notifications } from '@/app/notifications';
import { createEmotionCache } from '@/app/emotion-cache';
import { createAppTheme } from '@/app/theme';
import { applyEnterActions } from '@/forms/actions';
import { createFormServices } from '@/forms/create-services';
import type { FormServices, SavedDraft } from '@/forms/form-services';
import type { CustomerNumberMode, FormData } from '@/forms/runtime';
import { Wizard } from '@/forms/wizard';
import FormRenderer from '@/forms/form-renderer';
import { stepWidgets } from '@/forms/step-widgets';
import { loadWidgets } from '@/forms/widgets/registry';

interface FormModule {
  form: FormConfig;
  stepSchemas: RJSFSchema[];
  stepValidators: Record<string, unknown>[];
}

const theme = createAppTheme();

export interface MountOptions {
  /** The form of config/forms/ (default: request). */
  form?: string;
  /** Answers of the earlier steps (and any of this one). */
  data?: FormData;
  /** The window's size in CSS pixels (default 1280 × 900). */
  width?: number;
  height?: number;
  tradeLocked?: boolean;
  customerNumberMode?: CustomerNumberMode;
}

export interface Mounted {
  /** The element the form is drawn in (the step is `[data-step]` inside it). */
  container: HTMLElement;
  /** Console errors logged while mounted. */
  errors: string[];
  /** What the form asked its send plan to do (the upload on leaving a step, the submission): nothing is sent. */
  sent: string[];
  /** The draft the form last saved (`mountStep`: kept in memory). */
  draft(): SavedDraft | undefined;
  unmount(): void;
}

let current: Mounted | undefined;

/**
 * Draws step `stepId` of `options.form` (default request) alone. The draft is kept in memory and the send plan
 * only records what it was asked (the journeys in tests/e2e send to the real server); chosen images are kept by
 * the real draft store (IndexedDB), as on the page. One form is mounted at a time: a new mount unmounts the last.
 */
/**
 * Every mount shares the test page's history: the entry the last form marked with its step is unmarked, so the next
 * form opens as on a fresh page (adding its earlier steps under it) and its Back never walks into an earlier test's.
 */
function forgetStepHistory(): void {
  window.history.replaceState(null, '', window.location.href);
}

export async function mountStep(stepId: string, options: MountOptions = {}): Promise<Mounted> {
  current?.unmount();
  forgetStepHistory();
  const formId = options.form ?? 'request';
  await page.viewport(options.width ?? 1280, options.height ?? 900);
  const loader = (formLoaders as Record<string, () => Promise<unknown>>)[formId];
  const module = (await loader()) as FormModule;
  const { form } = module;
  const stepIndex = form.steps.findIndex((s) => s.id === stepId);
  // As on the site, where a live form has the widgets of its steps fetched (see src/forms/step-widgets.ts).
  await loadWidgets(form.steps.flatMap((_, i) => stepWidgets(form, i)));
  if (stepIndex < 0) throw new Error(`The form "${formId}" has no step "${stepId}".`);
  const validators: ValidatorType[] = module.stepSchemas.map((s, i) => createPrecompiledValidator(module.stepValidators[i] as never, s));
  let data: FormData = options.data ?? {};
  for (const step of form.steps.slice(1, stepIndex + 1)) data = applyEnterActions(step.onEnter, data, { trades: allTrades });

  const sent: string[] = [];
  const real = createFormServices(formId, form);
  const saved = new Map<string, SavedDraft>();
  const services: FormServices = {
    drafts: {
      load: async (id) => saved.get(id),
      save: (id, draft) => void saved.set(id, draft),
      apply: () => {},
      // One tab only: no other tab saves this draft.
      follow: () => () => {},
      flush: async () => {},
      clear: async (id) => void saved.delete(id),
    },
    files: real.files,
    send: {
      leave: async (step, actions) => {
        sent.push(...actions.map((a) => `leave:${step}:${a.action}`));
        return [];
      },
      submit: async () => {
        sent.push('submit');
        return { ok: false, kind: 'hook', message: 'Nothing is sent from a component test.' };
      },
    },
  };

  const mounted = render(
    <Wizard
      formId={formId}
      form={form}
      stepSchemas={module.stepSchemas}
      stepValidators={validators}
      initialData={data}
      initialStep={stepIndex}
      initialLedger={undefined}
      trades={(form.trades ?? []).map((id) => allTrades[id]).filter(Boolean)}
      allTrades={allTrades}
      tradeLocked={options.tradeLocked ?? false}
      customerNumberMode={options.customerNumberMode ?? 'editable'}
      colourSchemes={colourSchemes.schemes}
      services={services}
      renderSuccess={() => null}
    />,
    sent,
    `/${formId}`,
    () => saved.get(formId),
  );
  await vi.waitFor(() => page.getByRole('heading', { level: 2, name: form.steps[stepIndex].title }).element());
  return mounted;
}

/**
 * Draws the form block of a page (`- type: form`) at `/<path>?<query>`, as the page does once live: the link's
 * parameters (trade, customer reference) apply as on the site. The form starts without a draft (any left by an
 * earlier mount is cleared) and keeps its draft as on the site.
 */
export async function mountFormBlock(formId: string, query = '', options: Pick<MountOptions, 'width' | 'height'> = {}): Promise<Mounted> {
  current?.unmount();
  forgetStepHistory();
  await page.viewport(options.width ?? 1280, options.height ?? 900);
  const loader = (formLoaders as Record<string, () => Promise<unknown>>)[formId];
  const { form } = (await loader()) as FormModule;
  await createFormServices(formId, form).drafts.clear(formId);
  const mounted = render(<FormRenderer block={{ type: 'form', form: formId }} />, [], `/${formId}${query}`);
  await vi.waitFor(() => document.querySelector('[data-form-ready]') ?? Promise.reject(new Error('The form is not live yet.')), { timeout: 10_000 });
  return mounted;
}

/** Unmounts the form a test left mounted, if any: the component files share one page (see ./setup.ts). */
export function unmountLeftForm(): void {
  current?.unmount();
}

/** Renders `ui` at the address `path` with the app's providers (theme, baseline, emotion, toasts), recording console errors. */
function render(ui: ReactNode, sent: string[], path: string, draft: () => SavedDraft | undefined = () => undefined): Mounted {
  const errors: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    consoleError(...args);
  };
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <Notifications>
              <MemoryRouter initialEntries={[path]}>
                {/* The page's main region: toasts keep off its buttons (src/app/toast-placement.ts). */}
                <main id="main">
                  <Suspense fallback={null}>{ui}</Suspense>
                </main>
              </MemoryRouter>
            </Notifications>
          </ThemeProvider>
        </CacheProvider>
      </StrictMode>,
    ),
  );
  const mounted: Mounted = {
    container,
    errors,
    sent,
    draft,
    unmount() {
      if (current !== mounted) return;
      current = undefined;
      console.error = consoleError;
      root.unmount();
      container.remove();
    },
  };
  current = mounted;
  return mounted;
}

import { Suspense, use } from 'react';
import { Box, CircularProgress } from '@mui/material';
import type { FormBlock as FormConfig, PageConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { site } from '@/generated/config';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
type RendererModule = typeof import('@/forms/form-renderer');

let renderer: Tracked<RendererModule> | undefined;

/** The form renderer's module, loaded once; the promise carries its state so that React can read it synchronously. */
function loadRenderer(): Tracked<RendererModule> {
  if (!renderer) {
    const promise: Tracked<RendererModule> = import('@/forms/form-renderer');
    promise.status = 'pending';
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason) => Object.assign(promise, { status: 'rejected', reason }),
    );
    renderer = promise;
  }
  return renderer;
}

/**
 * Loads the renderer and the forms a page's blocks show, before the page is prerendered or hydrated: the form then
 * renders at once, so the prerendered HTML holds its heading, intro, progress and first step, and hydration matches it.
 */
export async function preloadForms(blocks: PageConfig['blocks'], state?: { form: string; step: number }): Promise<void> {
  const ids = blocks.filter((b): b is FormConfig => b.type === 'form').map((b) => b.form);
  if (!ids.length) return;
  const module = await loadRenderer();
  // A page drawn by the server after a post shows the step of its state: that step's widgets are loaded too.
  await Promise.all(ids.map((id) => module.prepareForm(id, state?.form === id ? state.step : undefined)));
}

function Loading() {
  return (
    <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress aria-label={site.words.blocks.loadingForm} />
    </Box>
  );
}

function LoadedForm(props: BlockProps<FormConfig>) {
  const { default: FormRenderer } = use(loadRenderer() as Promise<RendererModule>);
  return <FormRenderer block={props.block} />;
}

/**
 * A form from config/forms/, loaded only on pages that show one, so marketing pages stay light. Prerendered with
 * its first step (see {@link preloadForms}); reached by a link within the site, it shows a spinner while it loads.
 */
export function FormBlock(props: BlockProps<FormConfig>) {
  return (
    <Suspense fallback={<Loading />}>
      <LoadedForm {...props} />
    </Suspense>
  );
}

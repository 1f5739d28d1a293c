import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { site } from '@/generated/config';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A widget or field whose code is its own chunk, fetched with the step that shows it (see {@link lazyPart}). */
export type LazyPart<P> = ComponentType<P> & {
  /** Fetches the part's code (once); resolves when it can be drawn at once. */
  load(): Promise<void>;
};

/** How long a part may take before its spinner shows. */
const SPINNER_DELAY = '0.4s';

/**
 * Where a part is drawn while its code is on the way: an empty space whose spinner shows only after a moment, so a
 * part that arrives quickly (the usual case: the form fetches the next step's parts as a step shows, and the rest
 * when the browser is idle) never flashes one. Until then the spinner does not turn either: its own animations (the
 * ring's rotation and the dash's stroke, drawn again by the page in every frame) wait as long as its fade.
 */
function Waiting(): ReactNode {
  return (
    <Box sx={{ minHeight: 56, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          opacity: 0,
          '@keyframes lazy-part-show': { from: { opacity: 0 }, to: { opacity: 1 } },
          animation: `lazy-part-show 0.2s ${SPINNER_DELAY} forwards`,
          '& .MuiCircularProgress-root, & .MuiCircularProgress-circle': { animationDelay: SPINNER_DELAY },
        }}
      >
        <CircularProgress size={24} aria-label={site.words.blocks.loadingForm} />
      </Box>
    </Box>
  );
}

/**
 * A widget or field of the form registry that is fetched on its own (the file pickers, the opening hours, the
 * lists of later steps), so a form page's runtime does not carry the code of steps the customer has not reached.
 * Once its code is there it draws at once, with no suspense (the promise carries its state for React's `use`), so
 * a step whose parts were fetched beforehand, or the first step prerendered with them, draws exactly as before.
 *
 * @example const ImageFileField = lazyPart(() => import('./image-file-field').then((m) => m.ImageFileField));
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  const start = (): Tracked<ComponentType<P>> => {
    if (loading && loading.status !== 'rejected') return loading;
    const promise: Tracked<ComponentType<P>> = load();
    promise.status = 'pending';
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason) => Object.assign(promise, { status: 'rejected', reason }),
    );
    loading = promise;
    return promise;
  };
  function Loaded(props: P) {
    const Part = use(start() as Promise<ComponentType<P>>);
    return <Part {...props} />;
  }
  function Part(props: P) {
    if (loading?.status === 'fulfilled' && loading.value) {
      const Ready = loading.value;
      return <Ready {...props} />;
    }
    return (
      <Suspense fallback={<Waiting />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { load: () => start().then(() => undefined) });
}

/** True for a registry entry made by {@link lazyPart}. */
export function isLazyPart(part: unknown): part is LazyPart<never> {
  return typeof part === 'function' && typeof (part as { load?: unknown }).load === 'function';
}

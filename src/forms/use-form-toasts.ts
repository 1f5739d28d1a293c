import { createElement, useCallback, useEffect, useRef } from 'react';
import { useSnackbar } from 'notistack';
import type { FormRuntime } from './runtime';
import { ToastText } from './wizard-progress';

/**
 * The form's toasts: `notify` shows one (with a title when given), and success toasts close when the form's page
 * is left, as they belong to it. Answers `dismiss` too, for the step check's toasts.
 */
export function useFormToasts(): { notify: FormRuntime['notify']; dismiss: (key?: string | number) => void } {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const successes = useRef(new Set<string | number>());
  const notify = useCallback<FormRuntime['notify']>(
    (message, variant = 'info', title) => {
      const key = enqueueSnackbar(title ? createElement(ToastText, { title, description: message }) : message, { variant });
      if (variant === 'success') successes.current.add(key);
      return key;
    },
    [enqueueSnackbar],
  );
  useEffect(() => {
    const shown = successes.current;
    return () => shown.forEach((key) => closeSnackbar(key));
  }, [closeSnackbar]);
  return { notify, dismiss: closeSnackbar };
}

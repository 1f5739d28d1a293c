import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { fixedHeaderBottom } from '@/forms/scroll-below-header';
import { keepToastsOffButtons } from './toast-placement';

/**
 * Toasts (notistack): bottom-right, at most three at a time, inside a region labelled "Notifications"
 * (`data-notifications`: Alt+T moves the keyboard focus to it, see `behaviour/toasts.ts`). Toasts move up
 * out of the way of the page's buttons.
 */
export function Notifications({ children }: { children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  const [domRoot, setDomRoot] = useState<HTMLElement | undefined>(undefined);

  useEffect(() => {
    setDomRoot(region.current ?? undefined);
    return region.current ? keepToastsOffButtons(region.current, fixedHeaderBottom) : undefined;
  }, []);

  return (
    <>
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} domRoot={domRoot}>
        {children}
      </SnackbarProvider>
      <section ref={region} aria-label="Notifications" tabIndex={-1} data-notifications style={{ outline: 'none' }} />
    </>
  );
}

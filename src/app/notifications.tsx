import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { fixedHeaderBottom } from '@/forms/scroll-below-header';
import { keepToastsOffButtons } from './toast-placement';
import { site } from '@/generated/config';

/** Screens as narrow as a phone's. */
const PHONE = '(max-width: 599.95px)';

/**
 * Toasts (notistack): bottom-right, at most three at a time (one on a phone), inside a region labelled "Notifications"
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

  // On a phone one toast at a time (the newest): a stack of them would cover most of the screen.
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const follow = () => setPhone(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  return (
    <>
      <SnackbarProvider maxSnack={phone ? 1 : 3} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} domRoot={domRoot}>
        {children}
      </SnackbarProvider>
      <section ref={region} aria-label={site.words.page.notifications} tabIndex={-1} data-notifications style={{ outline: 'none' }} />
    </>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SnackbarProvider, type SnackbarKey } from 'notistack';
import { fixedHeaderBottom } from '@/forms/scroll-below-header';
import { keepToastsOffButtons } from './toast-placement';
import { hideWhenFree } from './toast-hiding';
import { site } from '@/generated/config';

/** Screens as narrow as a phone's. */
const PHONE = '(max-width: 599.95px)';

/**
 * Toasts (notistack): bottom-right, at most three at a time (one on a phone), inside a region labelled "Notifications"
 * (`data-notifications`: Alt+T moves the keyboard focus to it, see `behaviour/toasts.ts`). Toasts move up
 * out of the way of the page's buttons, and leave after five seconds but not while the customer is typing
 * (toast-hiding.ts, instead of notistack's own timer).
 */
export function Notifications({ children }: { children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  const [domRoot, setDomRoot] = useState<HTMLElement | undefined>(undefined);
  const provider = useRef<SnackbarProvider>(null);
  // The toasts waiting for their time to be up, each with the function that stops its wait.
  const waits = useRef(new Map<SnackbarKey, () => void>());
  const stopWaiting = (key: SnackbarKey) => {
    waits.current.get(key)?.();
    waits.current.delete(key);
  };
  useEffect(() => {
    const all = waits.current;
    return () => all.forEach((stop) => stop());
  }, []);

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
      <SnackbarProvider
        ref={provider}
        maxSnack={phone ? 1 : 3}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        domRoot={domRoot}
        autoHideDuration={null}
        onEnter={(node, _appearing, key) => {
          stopWaiting(key);
          waits.current.set(key, hideWhenFree(node, () => provider.current?.closeSnackbar(key)));
        }}
        onClose={(_event, _reason, key) => (key === undefined ? [...waits.current.keys()].forEach(stopWaiting) : stopWaiting(key))}
      >
        {children}
      </SnackbarProvider>
      <section ref={region} aria-label={site.words.page.notifications} tabIndex={-1} data-notifications style={{ outline: 'none' }} />
    </>
  );
}

/**
 * When a toast leaves the screen: {@link TOAST_SHOWN_MS} after it came, but never between two keys. A toast's
 * leaving draws the toast stack three times (closed, slid away, collapsed) and moves the stack for half a second,
 * which on a slow phone held up the keys typed meanwhile; the "Welcome back" of a restored draft left just as the
 * customer started typing. So a toast whose time is up waits for typing to pause ({@link TYPING_PAUSE_MS}, the pause
 * after which the form takes what was typed) and goes then. As with notistack's own timer, a toast also stays while
 * the window is in the background, while the pointer is over it and while it holds the keyboard focus (Alt+T).
 */
import { TYPING_PAUSE_MS } from '@/forms/typed-text';

/** How long a toast stays on screen before it may leave (ms): notistack's own default. */
export const TOAST_SHOWN_MS = 5000;

/** When the last key was typed in the page (`performance.now()`), and whether the window is in the background. */
const page = { lastKey: Number.NEGATIVE_INFINITY, away: false, following: false };

/** Starts noting keys and the window's focus, once per page. */
function follow(): void {
  if (page.following || typeof window === 'undefined') return;
  page.following = true;
  const key = () => (page.lastKey = performance.now());
  document.addEventListener('keydown', key, true);
  // Text from a phone's keyboard may come as input events only (predictive text, a voice keyboard).
  document.addEventListener('input', key, true);
  window.addEventListener('blur', () => (page.away = true));
  window.addEventListener('focus', () => (page.away = false));
}

/** How long (ms) a toast whose time is up must still wait before it leaves; 0 when it may go now. */
export function waitBeforeHiding(toast: Element | null, now = performance.now()): number {
  const typing = page.lastKey + TYPING_PAUSE_MS - now;
  if (typing > 0) return typing;
  const held = page.away || Boolean(toast && (toast.matches(':hover') || toast.contains(document.activeElement)));
  return held ? TYPING_PAUSE_MS : 0;
}

/**
 * Hides `toast` (with `hide`) once it has been shown for `shownMs` and nothing holds it (see
 * {@link waitBeforeHiding}). Answers the function that stops waiting (the toast closed otherwise).
 *
 * @example const stop = hideWhenFree(node, () => closeSnackbar(key));
 */
export function hideWhenFree(toast: Element | null, hide: () => void, shownMs = TOAST_SHOWN_MS): () => void {
  follow();
  let timer: ReturnType<typeof setTimeout>;
  const check = () => {
    const wait = waitBeforeHiding(toast);
    if (wait > 0) timer = setTimeout(check, wait);
    else hide();
  };
  timer = setTimeout(check, shownMs);
  return () => clearTimeout(timer);
}

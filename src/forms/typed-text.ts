/**
 * A text box that draws each key at once and hands the form its value just after the frame that shows it.
 *
 * Handing rjsf a value redraws the step's form (its state, the wizard, the draft save, the live checks), which on a
 * slow phone takes longer than a frame. So a key redraws only its own box, and the value goes to the form once that
 * frame is drawn, several keys typed meanwhile going as one, as a transition: the next key does not wait for the
 * form's drawing, which React interrupts for it. Nothing is lost on the way: whatever reads the answers first calls
 * {@link handTypedText} (Continue, Back, Submit, Enter, a step the browser's history moves to, leaving the box),
 * which hands every value the form does not show yet over at once, and so does the page being hidden or left,
 * before the draft is written.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** The boxes with a value their form does not show yet, each with the function that hands it over at once. */
const waiting = new Map<symbol, () => void>();

/**
 * Hands every value typed but not yet given to its form over now, and draws the form with it, so what runs next
 * (a step check, a step change, a draft write) sees every key. Cheap when nothing waits.
 *
 * @example const onContinue = () => { handTypedText(); check(dataRef.current); };
 */
export function handTypedText(): void {
  if (waiting.size === 0) return;
  const hands = [...waiting.values()];
  waiting.clear();
  flushSync(() => hands.forEach((hand) => hand()));
}

if (typeof window !== 'undefined') {
  // Registered as the module loads, so before the draft store's own listeners: the draft written as the page goes
  // holds the last key.
  window.addEventListener('pagehide', handTypedText);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') handTypedText();
  });
}

/** Runs `task` once the next frame has been drawn (a hidden page draws none: `pagehide` and `visibilitychange` hand over then). */
function afterNextFrame(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * What a text box shows and how it reports a change. `value` is the text of the form's answer; `onChange` hands
 * the form a value. `change(shown, stored)` shows `shown` at once and hands `stored` after the next frame;
 * `flush()` hands a waiting value now (on leaving the box). An answer changed from elsewhere (a change action, a
 * restored draft) replaces what the box shows.
 */
export function useTypedText(value: string, onChange: (stored: string | undefined) => void) {
  const [own, setOwn] = useState<{ shown: string; from: string } | null>(null);
  // The texts handed to the form since it last showed the box's own text: an answer among them is the form catching up.
  const handed = useRef(new Set<string>());
  // The value the form does not show yet, and whether it went as a transition (which a step change cannot wait for).
  const pending = useRef<{ stored: string | undefined; sent: boolean } | null>(null);
  const key = useRef(Symbol('typed text'));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  /** Hands the waiting value over: at once (`now`), or as a transition once, after the frame that shows it. */
  const hand = useCallback((now: boolean) => {
    const next = pending.current;
    if (!next || (next.sent && !now)) return;
    next.sent = true;
    if (now) {
      pending.current = null;
      waiting.delete(key.current);
      onChangeRef.current(next.stored);
    } else startTransition(() => onChangeRef.current(next.stored));
  }, []);

  // The form's answer changed to a text the box did not hand over: it comes from elsewhere and is shown.
  let shown = value;
  if (own) {
    if (own.from !== value && !handed.current.has(value) && value !== own.shown) setOwn(null);
    else shown = own.shown;
  }

  useEffect(() => {
    if (!own || value !== own.shown) return;
    // The form shows the box's text: nothing waits any more.
    handed.current.clear();
    if (pending.current?.sent && (pending.current.stored ?? '') === value) {
      pending.current = null;
      waiting.delete(key.current);
    }
  }, [own, value]);
  useEffect(() => () => hand(true), [hand]);

  const change = useCallback(
    (text: string, stored: string | undefined) => {
      setOwn({ shown: text, from: value });
      handed.current.add(stored ?? '');
      const scheduled = pending.current && !pending.current.sent;
      pending.current = { stored, sent: false };
      waiting.set(key.current, () => hand(true));
      if (!scheduled) afterNextFrame(() => hand(false));
    },
    [value, hand],
  );
  return { shown, change, flush: () => hand(true) };
}

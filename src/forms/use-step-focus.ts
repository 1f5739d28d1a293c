import { useEffect, type RefObject } from 'react';
import { scrollBelowHeader } from './scroll-below-header';

/**
 * After Continue or Back (`moved`), the new step's heading takes the focus, so screen readers announce it, and the
 * step's top comes into view. Both wait for the animation callbacks of the frame that shows the step: a focus or a
 * measure in the tap made the browser style and lay out the new step there and again in the frame
 * (step-change.test.tsx). Only a change of step (its index, or the check page) moves the focus.
 *
 * @example useStepFocus(heading, state.moved, stepIndex, reviewing)
 */
export function useStepFocus(heading: RefObject<HTMLHeadingElement | null>, moved: boolean, stepIndex: number, reviewing: boolean): void {
  useEffect(() => {
    if (!moved) return;
    const frame = requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      // The step's progress line (its card's first child) and heading, both below the fixed header.
      scrollBelowHeader(heading.current?.parentElement?.firstElementChild ?? heading.current);
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of step moves the focus, not a new `moved` alone
  }, [stepIndex, reviewing]);
}

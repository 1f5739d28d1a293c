import { useEffect, type RefObject } from 'react';
import { scrollBelowHeader } from './scroll-below-header';

/**
 * After Continue or Back (`moved`), the new step's heading takes the focus, so screen readers announce it, and the
 * step's top comes into view. Both wait for the animation callbacks of the frame that shows the step: a focus or a
 * measure in the tap made the browser style and lay out the new step there and again in the frame
 * (step-change.test.tsx). Only a change of step (its index, or the check page) moves the focus, or the form shown
 * again in place of its sent view (`sent` turning false: Back to Form from the preview, whose button is gone).
 *
 * @example useStepFocus(heading, state.moved, stepIndex, reviewing, phase === 'done')
 */
export function useStepFocus(heading: RefObject<HTMLHeadingElement | null>, moved: boolean, stepIndex: number, reviewing: boolean, sent = false): void {
  useEffect(() => {
    if (!moved || sent) return;
    const frame = requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      // The step's progress line (its card's first child) and heading, both below the fixed header.
      scrollBelowHeader(heading.current?.parentElement?.firstElementChild ?? heading.current);
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of step moves the focus, not a new `moved` alone
  }, [stepIndex, reviewing, sent]);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { Notifications } from '@/app/notifications';
import { ToastText } from '@/forms/wizard-progress';
import { drawAlone, removeDrawn } from './support/draw-alone';

/**
 * Every kind of toast the forms give (an error, a success, a note such as "Welcome back", a warning) reads at WCAG
 * AA's contrast: notistack's own colours put white text on light green, blue and orange.
 */

afterEach(() => {
  closeSnackbar();
  removeDrawn();
});

/** The app's notifications region, drawn alone. */
async function drawNotifications(): Promise<HTMLElement> {
  const box = drawAlone(
    <Notifications>
      <p>Page</p>
    </Notifications>,
  );
  await vi.waitFor(() => expect(box.querySelector('[data-notifications]')).not.toBeNull());
  return box;
}

describe('the toasts', () => {
  for (const variant of ['error', 'success', 'info', 'warning'] as const) {
    it(`${variant}: its title and sentence meet the contrast of WCAG AA`, async () => {
      const box = await drawNotifications();
      enqueueSnackbar(<ToastText title="Welcome back" description="We restored the answers you saved on this device." />, { variant });
      await vi.waitFor(() => expect(box.querySelector(`.notistack-MuiContent-${variant}`)).not.toBeNull());
      const toast = box.querySelector<HTMLElement>(`.notistack-MuiContent-${variant}`)!;
      // Once its entrance is over (0.01 ms with the less motion the tests ask for).
      await vi.waitFor(() => expect(document.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));
      const { violations, passes } = await axe.run(toast, { runOnly: ['color-contrast'] });
      expect(violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
      // The check looked at the toast's text.
      expect(passes.flatMap((p) => p.nodes).length).toBeGreaterThan(0);
    });
  }
});

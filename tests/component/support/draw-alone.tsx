import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createAppTheme } from '@/app/theme';

let drawn: { root: Root; box: HTMLElement } | undefined;

/**
 * Draws `children` alone in a box of its own at the end of the page, with the app's theme and baseline (its styles,
 * as a form page has them), at once. {@link removeDrawn} takes it away again (a test file's `afterEach`).
 */
export function drawAlone(children: ReactNode): HTMLElement {
  removeDrawn();
  const box = document.createElement('div');
  box.dataset.drawnAlone = '';
  document.body.append(box);
  const root = createRoot(box);
  flushSync(() =>
    root.render(
      <ThemeProvider theme={createAppTheme()}>
        <CssBaseline />
        {children}
      </ThemeProvider>,
    ),
  );
  drawn = { root, box };
  return box;
}

/** Unmounts and removes what {@link drawAlone} drew, if anything. */
export function removeDrawn(): void {
  drawn?.root.unmount();
  drawn?.box.remove();
  drawn = undefined;
}

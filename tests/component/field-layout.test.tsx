import { afterEach, describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { CssBaseline, FormControl, FormHelperText, Grid, ThemeProvider } from '@mui/material';
import { getDefaultRegistry } from '@rjsf/core';
import { createAppTheme } from '@/app/theme';
import { FieldHelp, FieldRowBox, FieldRows } from '@/forms/widgets/field-layout';
import { mountStep, type Mounted } from './support/mount';
import { REQUEST_DATA } from './support/form';

/**
 * A step's grid, field rows and help lines are plain elements styled by the page's baseline (field-layout.tsx): they must
 * look exactly as the MUI components they stand for (rjsf's MUI theme: Grid container spacing 2 with `mt: 1.25`, Grid
 * items of size 12 with `mb: 1.25`, FormHelperText in the field's FormControl, red when the field shows a problem).
 */

const LOOK = ['display', 'flexWrap', 'gap', 'marginTop', 'marginRight', 'marginBottom', 'marginLeft', 'width', 'boxSizing', 'minWidth', 'color', 'fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'textAlign'] as const;

/** The computed look of an element, by the properties above. */
function lookOf(element: Element | null): Record<string, string> {
  expect(element).not.toBeNull();
  const style = getComputedStyle(element!);
  return Object.fromEntries(LOOK.map((name) => [name, style[name]]));
}

let root: Root | undefined;
let mounted: Mounted | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  mounted?.unmount();
  mounted = undefined;
  document.querySelector('[data-layout-test]')?.remove();
});

/** MUI's own components and the plain ones side by side, in a column as wide as a phone's form. */
function drawBoth(): HTMLElement {
  const box = document.createElement('div');
  box.dataset.layoutTest = '';
  box.style.width = '326px';
  document.body.append(box);
  const registry = getDefaultRegistry();
  const helpProps = { fieldPathId: { $id: 'plain', path: [] }, help: 'Without the @.', uiSchema: {}, registry } as unknown as Parameters<typeof FieldHelp>[0];
  root = createRoot(box);
  flushSync(() =>
    root!.render(
      <ThemeProvider theme={createAppTheme()}>
        <CssBaseline />
        <Grid container spacing={2} sx={{ mt: 1.25 }} data-mui="rows">
          <Grid size={{ xs: 12 }} sx={{ mb: 1.25 }} data-mui="row">
            <FormControl fullWidth>
              <FormHelperText component="div" sx={{ mt: 0.625 }} data-mui="help">
                Without the @.
              </FormHelperText>
            </FormControl>
            <FormControl fullWidth error>
              <FormHelperText component="div" sx={{ mt: 0.625 }} data-mui="help-error">
                Without the @.
              </FormHelperText>
            </FormControl>
          </Grid>
        </Grid>
        <div data-plain="rows-box">
          <FieldRows>
            <FieldRowBox>
              <FormControl fullWidth data-plain="help">
                <FieldHelp {...helpProps} />
              </FormControl>
              <FormControl fullWidth error data-plain="help-error">
                <FieldHelp {...helpProps} />
              </FormControl>
            </FieldRowBox>
          </FieldRows>
        </div>
      </ThemeProvider>,
    ),
  );
  return box;
}

describe('the plain field layout', () => {
  it('looks as MUI’s Grid and FormHelperText, a problem’s red included', () => {
    const box = drawBoth();
    const plainRows = box.querySelector('[data-plain="rows-box"] > .field-rows');
    expect(lookOf(plainRows)).toEqual(lookOf(box.querySelector('[data-mui="rows"]')));
    expect(lookOf(plainRows!.firstElementChild)).toEqual(lookOf(box.querySelector('[data-mui="row"]')));
    expect(lookOf(box.querySelector('[data-plain="help"] > .field-help'))).toEqual(lookOf(box.querySelector('[data-mui="help"]')));
    const redHelp = box.querySelector('[data-plain="help-error"] > .field-help');
    expect(redHelp?.classList.contains('Mui-error')).toBe(true);
    expect(lookOf(redHelp)).toEqual(lookOf(box.querySelector('[data-mui="help-error"]')));
    expect(lookOf(redHelp).color).not.toBe(lookOf(box.querySelector('[data-mui="help"]')).color);
  });

  it('is what a step draws: its rows, and its help lines with MUI’s classes and the id its box names', async () => {
    mounted = await mountStep('content', { data: REQUEST_DATA, width: 390, height: 844 });
    const step = document.querySelector('[data-step="content"]')!;
    expect(step.querySelectorAll('.MuiGrid-container.field-rows').length).toBeGreaterThan(0);
    expect(step.querySelectorAll('.MuiGrid-container:not(.field-rows)')).toHaveLength(0);
    const help = step.querySelector('#request_instagramHandle__help');
    expect(help?.className).toContain('MuiFormHelperText-root MuiFormHelperText-sizeMedium MuiFormHelperText-contained');
    expect(help?.textContent).toBe('Without the @.');
    expect(document.getElementById('request_instagramHandle')?.getAttribute('aria-describedby')).toContain('request_instagramHandle__help');
    const reference = drawBoth();
    expect(lookOf(help)).toEqual({ ...lookOf(reference.querySelector('[data-mui="help"]')), width: lookOf(help).width });
    expect(mounted.errors).toEqual([]);
  });
});

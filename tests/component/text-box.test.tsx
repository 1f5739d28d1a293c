import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ElementType } from 'react';
import { CssBaseline, InputAdornment, TextField, ThemeProvider, type InputBaseComponentProps, type TextFieldProps } from '@mui/material';
import { createAppTheme } from '@/app/theme';
import { TextBox, TextBoxAdornment, type TextBoxProps } from '@/forms/widgets/inputs/text-box';
import { HeldInput, HeldTextarea } from '@/forms/widgets/inputs/held-input';
import { expectSame, nextFrame, sameIds, settled, steady } from './support/text-box-compare';

/**
 * The plain text box (text-box.tsx) must be MUI's outlined TextField to the eye and to the code that reads its markup:
 * the same classes on every part, the same attributes, the same computed look and the same boxes, in every state a
 * form's field reaches (empty, required, filled, focused, autofilled, hovered, with a problem, disabled, read-only,
 * with a placeholder, multi-line, adorned, with a help line, without a label).
 */

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.querySelector('[data-text-box-test]')?.remove();
});

type Case = Omit<TextBoxProps, 'id'> & { held?: boolean };

/** MUI's TextField and the plain box given the same props, one above the other in a phone-wide column. */
function drawBoth(props: Case): { mui: HTMLElement; ours: HTMLElement } {
  const column = document.createElement('div');
  column.dataset.textBoxTest = '';
  column.style.width = '326px';
  document.body.append(column);
  const { held = true, startAdornment, endAdornment, inputProps, shrink, helperText, helperTextId, readOnly, inputComponent, ...shared } = props;
  const component = inputComponent ?? (held ? (props.multiline ? HeldTextarea : HeldInput) : undefined);
  root = createRoot(column);
  flushSync(() =>
    root!.render(
      <ThemeProvider theme={createAppTheme()}>
        <CssBaseline />
        <p data-away="">Away from the boxes</p>
        <div data-which="mui">
          <TextField
            id="theirs-box"
            {...(shared as TextFieldProps)}
            helperText={helperText}
            slotProps={{
              inputLabel: { shrink },
              input: {
                startAdornment: startAdornment && <InputAdornment position="start">£</InputAdornment>,
                endAdornment: endAdornment && <InputAdornment position="end">a month</InputAdornment>,
                readOnly,
                ...(component && {
                  inputComponent: component as ElementType<InputBaseComponentProps>,
                }),
              },
              htmlInput: inputProps,
              ...(helperTextId && {
                formHelperText: { id: `theirs-box${helperTextId}` },
              }),
            }}
          />
        </div>
        <div data-which="ours">
          <TextBox
            id="ours-box"
            {...shared}
            {...{ inputProps, shrink, helperText, readOnly }}
            helperTextId={helperTextId && `ours-box${helperTextId}`}
            startAdornment={startAdornment && <TextBoxAdornment position="start">£</TextBoxAdornment>}
            endAdornment={endAdornment && <TextBoxAdornment position="end">a month</TextBoxAdornment>}
            inputComponent={component}
          />
        </div>
      </ThemeProvider>,
    ),
  );
  return {
    mui: column.querySelector('[data-which="mui"] > *')!,
    ours: column.querySelector('[data-which="ours"] > *')!,
  };
}

const CASES: Record<string, Case> = {
  empty: { label: 'First name', value: '', fullWidth: true },
  required: {
    label: 'First name',
    value: '',
    required: true,
    fullWidth: true,
    inputProps: { autoComplete: 'given-name', 'aria-describedby': 'x__help' },
  },
  filled: {
    label: 'First name',
    value: 'Sam',
    defaultValue: 'Sam',
    required: true,
    fullWidth: true,
  },
  error: {
    label: 'Email',
    value: 'sam@',
    defaultValue: 'sam@',
    required: true,
    error: true,
    fullWidth: true,
    inputProps: { 'aria-invalid': true },
  },
  'empty with an error': {
    label: 'Email',
    value: '',
    required: true,
    error: true,
    fullWidth: true,
  },
  disabled: {
    label: 'Phone',
    value: '07700 900123',
    defaultValue: '07700 900123',
    disabled: true,
    fullWidth: true,
    type: 'tel',
  },
  'disabled and empty': {
    label: 'Phone',
    value: '',
    disabled: true,
    required: true,
    fullWidth: true,
  },
  'read-only': {
    label: 'Customer reference',
    value: 'TS-1',
    readOnly: true,
    held: false,
    style: { maxWidth: 420 },
  },
  placeholder: {
    label: 'Website',
    value: '',
    placeholder: 'www.example.co.uk',
    shrink: true,
    fullWidth: true,
  },
  'placeholder under its label': {
    label: 'Website',
    value: '',
    placeholder: 'www.example.co.uk',
    fullWidth: true,
  },
  'multi-line': {
    label: 'About',
    value: 'One\ntwo\nthree\nfour',
    defaultValue: 'One\ntwo\nthree\nfour',
    multiline: true,
    fullWidth: true,
    inputProps: { minRows: 3 },
  },
  'multi-line empty': {
    label: 'About',
    value: '',
    multiline: true,
    fullWidth: true,
    inputProps: { minRows: 3 },
  },
  adorned: {
    label: 'Price',
    value: '',
    held: false,
    fullWidth: true,
    startAdornment: 'start',
    endAdornment: 'end',
  },
  'with a help line': {
    label: 'Area',
    value: '',
    held: false,
    error: true,
    helperText: 'Type a town first',
  },
  'without a label': {
    value: 'text',
    defaultValue: 'text',
    fullWidth: true,
    multiline: true,
    inputProps: { minRows: 4, 'aria-labelledby': 'b' },
  },
};

describe('the plain text box', () => {
  for (const [name, props] of Object.entries(CASES)) {
    it(`is MUI’s outlined TextField: ${name}`, async () => {
      const both = drawBoth(props);
      await expectSame(both);
    });
  }

  it('is MUI’s when focused, with the brand colour and a 2 px outline, and with a problem', async () => {
    for (const name of ['empty', 'filled', 'error', 'placeholder under its label', 'multi-line']) {
      const props = CASES[name];
      const both = drawBoth(props);
      const looks = [];
      for (const field of [both.mui, both.ours]) {
        field.querySelector<HTMLElement>('.MuiInputBase-input')!.focus();
        await settled();
        looks.push(await steady(field, field === both.mui ? 'theirs-box' : 'ours-box'));
      }
      expect(looks[1]).toEqual(looks[0]);
      expect(both.ours.querySelector('label')?.classList.contains('Mui-focused')).toBe(true);
      const outline = getComputedStyle(both.ours.querySelector('fieldset')!);
      expect(outline.borderTopColor, name).toBe(name === 'error' ? 'rgb(211, 47, 47)' : 'rgb(49, 114, 178)');
      expect(outline.borderTopWidth, name).not.toBe(getComputedStyle(both.mui.querySelector('fieldset')!).borderTopWidth);
      root?.unmount();
      document.querySelector('[data-text-box-test]')?.remove();
    }
  });

  it('is MUI’s when the pointer is over it', async () => {
    const both = drawBoth(CASES.filled);
    const looks = [];
    for (const field of [both.mui, both.ours]) {
      await userEvent.hover(field.querySelector('.MuiInputBase-input')!);
      await settled();
      looks.push(sameIds(field, field === both.mui ? 'theirs-box' : 'ours-box'));
    }
    expect(looks[1]).toEqual(looks[0]);
    expect(getComputedStyle(both.ours.querySelector('fieldset')!).borderTopColor).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('raises its label for the browser’s autofill, as MUI does, and lowers it when autofill ends on an empty box', async () => {
    const both = drawBoth(CASES.empty);
    // The browser starts the baseline's "no autofill" animation on every box as it is drawn; autofill comes later.
    await Promise.all(
      [both.mui, both.ours].map((field) => new Promise((resolve) => field.querySelector('input')!.addEventListener('animationstart', resolve, { once: true }))),
    );
    await nextFrame();
    // As the browser starts the baseline's autofill animations on both boxes.
    const animationStarts = async (animationName: string) => {
      for (const field of [both.mui, both.ours]) field.querySelector('input')!.dispatchEvent(new AnimationEvent('animationstart', { animationName, bubbles: true }));
      await settled();
    };
    await animationStarts('mui-auto-fill');
    await expectSame(both);
    expect(both.ours.querySelector('label')?.getAttribute('data-shrink')).toBe('true');
    await animationStarts('mui-auto-fill-cancel');
    await expectSame(both);
    expect(both.ours.querySelector('label')?.getAttribute('data-shrink')).toBe('false');
    // The browser starts the animation itself on an autofilled box: the page's baseline names it on both.
    expect(getComputedStyle(both.ours.querySelector('input')!).animationName).toBe('mui-auto-fill-cancel');
  });

  it('gives its element to `inputRef` and focuses the box on a tap on its outline', async () => {
    let given: Element | null = null;
    const column = document.createElement('div');
    column.dataset.textBoxTest = '';
    document.body.append(column);
    root = createRoot(column);
    flushSync(() =>
      root!.render(
        <ThemeProvider theme={createAppTheme()}>
          <TextBox
            id="ref"
            label="Town"
            value=""
            inputRef={(el) => {
              given = el;
            }}
          />
        </ThemeProvider>,
      ),
    );
    expect(given).toBe(document.getElementById('ref'));
    const box = column.querySelector<HTMLElement>('.MuiInputBase-root')!;
    box.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.activeElement).toBe(given);
    await nextFrame();
    expect(column.querySelector('label')?.className).toContain('Mui-focused');
  });
});

/**
 * The class names MUI's outlined TextField gives each of its parts in each state, in MUI's order, for the plain text
 * box (text-box.tsx): tests, the page's baseline and the rules written for the page before it is live all find the
 * box's parts by them.
 */

/** The class marking a plain text box's root, which the baseline's rules (text-box-look.ts) are scoped to. */
export const TEXT_BOX = {
  root: 'text-box',
  outline: 'MuiOutlinedInput-notchedOutline',
  adornment: 'text-box-adornment',
  shaded: 'text-box-shaded',
} as const;

/** The states a text box's classes say. */
export interface TextBoxState {
  focused: boolean;
  filled: boolean;
  shrink: boolean;
  disabled: boolean;
  error: boolean;
  required: boolean;
  fullWidth: boolean;
  multiline: boolean;
  readOnly: boolean;
  adornedStart: boolean;
  adornedEnd: boolean;
}

/** The names whose state holds, each with a space before it. */
function when(pairs: ReadonlyArray<readonly [boolean, string]>): string {
  return pairs.map(([on, name]) => (on ? ` ${name}` : '')).join('');
}

/**
 * The classes of the root, label, asterisk, outlined box, input and help line, as MUI's FormControl, InputLabel (a
 * FormLabel), OutlinedInput (an InputBase) and FormHelperText compose them.
 *
 * @example textBoxClasses({ ...state, error: true }).label // 'MuiFormLabel-root MuiInputLabel-root ... Mui-error ...'
 */
export function textBoxClasses(s: TextBoxState) {
  const inputLabel = `MuiInputLabel-root MuiInputLabel-formControl MuiInputLabel-animated${when([[s.shrink, 'MuiInputLabel-shrink']])} MuiInputLabel-outlined`;
  const formState = when([
    [s.disabled, 'Mui-disabled'],
    [s.error, 'Mui-error'],
  ]);
  return {
    root: `MuiFormControl-root${when([[s.fullWidth, 'MuiFormControl-fullWidth']])} MuiTextField-root ${TEXT_BOX.root}`,
    label: `MuiFormLabel-root ${inputLabel} MuiFormLabel-colorPrimary${formState}${when([
      [s.filled, 'MuiFormLabel-filled'],
      [s.focused, 'Mui-focused'],
      [s.required, 'Mui-required'],
    ])} ${inputLabel}`,
    asterisk: `MuiFormLabel-asterisk MuiInputLabel-asterisk${when([[s.error, 'Mui-error']])}`,
    box: `MuiInputBase-root MuiOutlinedInput-root MuiInputBase-colorPrimary${formState}${when([
      [s.fullWidth, 'MuiInputBase-fullWidth'],
      [s.focused, 'Mui-focused'],
    ])} MuiInputBase-formControl${when([
      [s.multiline, 'MuiInputBase-multiline'],
      [s.adornedStart, 'MuiInputBase-adornedStart'],
      [s.adornedEnd, 'MuiInputBase-adornedEnd'],
      [s.readOnly, 'Mui-readOnly'],
      [s.readOnly, 'MuiInputBase-readOnly'],
    ])}`,
    input: `MuiInputBase-input MuiOutlinedInput-input${when([
      [s.disabled, 'Mui-disabled'],
      [s.readOnly, 'Mui-readOnly'],
      [s.readOnly, 'MuiInputBase-readOnly'],
    ])}`,
    helper: `MuiFormHelperText-root${formState} MuiFormHelperText-sizeMedium MuiFormHelperText-contained${when([
      [s.filled, 'MuiFormHelperText-filled'],
      [s.focused, 'Mui-focused'],
      [s.required, 'Mui-required'],
    ])}`,
  };
}

/**
 * The classes of an adornment before or after the text (MUI's InputAdornment in an outlined TextField).
 *
 * @example adornmentClasses('start') // 'MuiInputAdornment-root MuiInputAdornment-positionStart ...'
 */
export function adornmentClasses(position: 'start' | 'end'): string {
  return `MuiInputAdornment-root MuiInputAdornment-position${position === 'start' ? 'Start' : 'End'} MuiInputAdornment-outlined MuiInputAdornment-sizeMedium ${TEXT_BOX.adornment}`;
}

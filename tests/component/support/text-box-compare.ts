import { expect, vi } from 'vitest';
import { userEvent } from 'vitest/browser';

/**
 * What two text boxes are compared by (tests/component/text-box.test.tsx): each part's classes, attributes, text,
 * computed look and place in its root, read once the page has settled.
 */

/** The computed properties compared. */
const LOOK = [
  'display position boxSizing width height minWidth maxWidth marginTop marginRight marginBottom marginLeft',
  'paddingTop paddingRight paddingBottom paddingLeft borderTopWidth borderTopStyle borderTopColor borderLeftWidth',
  'borderTopLeftRadius color backgroundColor fontFamily fontSize fontWeight lineHeight letterSpacing textAlign',
  'transform transformOrigin transitionProperty transitionTimingFunction zIndex pointerEvents userSelect cursor',
  'whiteSpace overflow textOverflow visibility opacity float animationName animationDuration outlineStyle',
  'alignItems flexDirection verticalAlign top left right bottom resize webkitTextFillColor',
]
  .join(' ')
  .split(' ');

/** The parts of a TextField, by the selector that finds each under its root. */
const PARTS = {
  root: ':scope',
  label: ':scope > label',
  asterisk: ':scope > label > span',
  box: ':scope > .MuiInputBase-root',
  input: '.MuiInputBase-input',
  outline: 'fieldset',
  legend: 'fieldset > legend',
  notch: 'fieldset > legend > span',
  helper: ':scope > .MuiFormHelperText-root',
  adornment: '.MuiInputAdornment-positionStart',
  adornmentText: '.MuiInputAdornment-positionStart > p',
  endAdornment: '.MuiInputAdornment-positionEnd',
} as const;
const ATTRIBUTES = [
  'id',
  'for',
  'name',
  'type',
  'required',
  'disabled',
  'readonly',
  'placeholder',
  'aria-invalid',
  'aria-describedby',
  'aria-hidden',
  'data-shrink',
  'autocomplete',
  'inputmode',
  'rows',
];

/** Every part's classes (but emotion's), attributes, text, computed look and place in its root. */
export function describeField(root: Element) {
  const origin = root.getBoundingClientRect();
  const parts: Record<string, unknown> = {};
  for (const [part, selector] of Object.entries(PARTS)) {
    const el = root.matches(selector) ? root : root.querySelector(selector);
    if (!el) {
      parts[part] = null;
      continue;
    }
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    parts[part] = {
      classes: [...el.classList].filter((c) => !c.startsWith('css-') && !c.startsWith('text-box')).join(' '),
      attributes: Object.fromEntries(ATTRIBUTES.flatMap((a) => (el.hasAttribute(a) ? [[a, el.getAttribute(a)]] : []))),
      text: el === root ? undefined : el.textContent,
      look: Object.fromEntries(LOOK.map((name) => [name, style[name as keyof CSSStyleDeclaration]])),
      place: [box.left - origin.left, box.top - origin.top, box.width, box.height].map((n) => Math.round(n * 100) / 100),
      ...(part === 'input' && {
        placeholder: ['opacity', 'color'].map((name) => getComputedStyle(el, '::placeholder')[name as 'opacity']),
      }),
    };
  }
  return parts;
}

/** The description of a field with its own ids read as the other's. */
export const sameIds = (field: Element, own: string) => JSON.parse(JSON.stringify(describeField(field)).replaceAll(own, 'ID'));

/**
 * A field's description once its placeholder's fade is over (it is not shortened with the less motion the tests ask
 * for, and the page's animations do not list it) and the description no longer changes from frame to frame. Two
 * frames alike were not enough alone: on a busy machine two frames can come with the same animation time, in the
 * middle of the fade.
 */
export async function steady(field: Element, own: string) {
  const start = performance.now();
  const input = field.querySelector('.MuiInputBase-input');
  const fade = input ? longestTransition(getComputedStyle(input, '::placeholder')) : 0;
  while (performance.now() - start < fade) await nextFrame();
  let before = JSON.stringify(sameIds(field, own));
  for (;;) {
    await nextFrame();
    const now = JSON.stringify(sameIds(field, own));
    if (now === before) return JSON.parse(now);
    before = now;
  }
}

/** The two alike, once the pointer is away from both and their transitions are over. */
export async function expectSame({ mui, ours }: { mui: HTMLElement; ours: HTMLElement }) {
  await userEvent.hover(document.querySelector('[data-away]')!);
  await settled();
  await vi.waitFor(() => expect(sameIds(ours, 'ours-box')).toEqual(sameIds(mui, 'theirs-box')));
}

/** The longest duration and delay of an element's transitions, in milliseconds. */
function longestTransition(style: CSSStyleDeclaration): number {
  const ms = (list: string) => list.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) : parseFloat(t) * 1000) || 0);
  const durations = ms(style.transitionDuration);
  const delays = ms(style.transitionDelay);
  return Math.max(0, ...durations.map((d, i) => d + (delays[i % delays.length] ?? 0)));
}

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The frame after a change, once its transitions (0.01 ms each with the less motion the tests ask for) are over. */
export async function settled() {
  await nextFrame();
  await vi.waitFor(() => expect(document.getAnimations().filter((a) => a instanceof CSSTransition)).toHaveLength(0));
}

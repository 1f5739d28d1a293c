import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, prefix, type Middleware } from 'stylis';

/** Emotion cache key shared by the server and the browser, so prerendered styles are reused on hydration. */
export const EMOTION_KEY = 'css';

/**
 * The properties whose prefixed forms browsers the site's build targets still need (its JavaScript is built for
 * Vite's "baseline widely available": Chrome and Edge 107, Firefox 104, Safari 16): `user-select`,
 * `box-decoration-break`, `text-size-adjust` and `hyphens` (Safari), `background-clip: text` and the `mask`
 * properties (Chrome before 120), `color-adjust` (Chrome's `-webkit-print-color-adjust`, before 136).
 */
const STILL_PREFIXED = new Set([
  'user-select',
  'box-decoration-break',
  'text-size-adjust',
  'hyphens',
  'background-clip',
  'color-adjust',
  'mask',
  'mask-image',
  'mask-mode',
  'mask-clip',
  'mask-size',
  'mask-repeat',
  'mask-origin',
  'mask-position',
  'mask-composite',
]);

/**
 * Emotion's default stylis prefixer, for those properties only. The default adds every prefix old engines wanted
 * (`-webkit-box`, `-ms-flexbox`, `-moz-transform`, `::-moz-placeholder`, `@-webkit-keyframes`): about a quarter of
 * every page's critical CSS, which each page load parses and matches at a phone's speed for no browser the site
 * runs its scripts in.
 */
export const neededPrefixes: Middleware = (element, _index, children) => {
  if (element.type !== DECLARATION || element.length < 0 || element.return) return;
  if (typeof element.props === 'string' && STILL_PREFIXED.has(element.props)) {
    element.return = (prefix as (value: string, length: number, children: unknown) => string)(element.value, element.length, children);
  }
};

/** A new emotion cache with the shared key; styles are inserted at the start of `<head>`. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, prepend: true, stylisPlugins: [neededPrefixes] });
}

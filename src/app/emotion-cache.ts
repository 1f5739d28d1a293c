import createCache, { type EmotionCache } from '@emotion/cache';

/** Emotion cache key shared by the server and the browser, so prerendered styles are reused on hydration. */
export const EMOTION_KEY = 'css';

/** A new emotion cache with the shared key; styles are inserted at the start of `<head>`. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, prepend: true });
}

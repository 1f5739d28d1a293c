/**
 * Drawings laid out at a fixed width and scaled to their box (`[data-fit-width="900"]`, the template
 * pictures): sets `--fit-scale` on the box to its width over that layout width, now and whenever it resizes.
 * Answers a function that stops following it.
 */
export function fitToWidth(box: HTMLElement): () => void {
  const layoutWidth = Number(box.dataset.fitWidth);
  if (!layoutWidth) return () => {};
  const fit = () => box.style.setProperty('--fit-scale', String(box.clientWidth / layoutWidth));
  fit();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(fit);
  observer.observe(box);
  return () => observer.disconnect();
}

/** Follows every `[data-fit-width]` drawing under `root`. */
export function fitAll(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-fit-width]').forEach(fitToWidth);
}

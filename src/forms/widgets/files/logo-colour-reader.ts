/**
 * Reads the two main colours of a logo in the browser: draws it small on a canvas and hands the
 * pixels to the pure rule in src/domain/logo-colours.ts.
 */
import { logoColours, type LogoColours } from '@/domain/logo-colours';

/** Longest side the logo is drawn at; plenty for its main colours and quick on any phone. */
const SAMPLE_SIDE = 100;

/** The RGBA pixels of an image file drawn at most `side` pixels wide and high. */
export async function readImagePixels(file: Blob, side = SAMPLE_SIDE): Promise<Uint8ClampedArray> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('This browser cannot draw images on a canvas.');
    context.drawImage(bitmap, 0, 0, width, height);
    return context.getImageData(0, 0, width, height).data;
  } finally {
    bitmap.close();
  }
}

/** The primary and secondary colours of a logo image, or undefined when it has none to offer. */
export async function readLogoColours(file: Blob): Promise<LogoColours | undefined> {
  return logoColours(await readImagePixels(file));
}

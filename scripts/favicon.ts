/**
 * The site's icon as a PNG, drawn from `public/favicon.svg` (the one to edit). Pages link the PNG, not the SVG: a
 * browser fetches and decodes a page's icon in the page's own renderer, and an SVG icon is decoded by building a
 * whole SVG document for it on the page's main thread (13 to 45 ms on this machine's Chromium in traces of /contact,
 * the page's longest task after its script), where a PNG of the same icon decodes in a fraction of a millisecond.
 * The SVG is still served at its address, for anything that links it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The icon's size in pixels: a 32 px browser tab at twice the pixels, and more than any other place shows it. */
export const FAVICON_SIZE = 64;
/** Where the page links the icon (index.html) and the build writes it. */
export const FAVICON_PNG = 'favicon.png';

/**
 * The PNG of the SVG icon `svg`, `size` pixels square, with a palette of its few colours (a few hundred bytes).
 * @example await faviconPng(await readFile('public/favicon.svg')) // <Buffer 89 50 4e 47 ...>
 */
export async function faviconPng(svg: Buffer, size = FAVICON_SIZE): Promise<Buffer> {
  return sharp(svg, { density: Math.ceil((72 * size) / 16) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * The Vite plugin: the browser build writes `favicon.png` beside the files of `public/`, and the dev server answers
 * its address with the same drawing.
 */
export function faviconFromSvg(): Plugin {
  let svgFile = '';
  return {
    name: 'tradesites-favicon-png',
    configResolved(config) {
      svgFile = path.join(config.publicDir, 'favicon.svg');
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: FAVICON_PNG, source: await faviconPng(await readFile(svgFile)) });
    },
    configureServer(server) {
      server.middlewares.use(`/${FAVICON_PNG}`, (_req, res, next) => {
        readFile(svgFile)
          .then((svg) => faviconPng(svg))
          .then((png) => {
            res.setHeader('content-type', 'image/png');
            res.end(png);
          }, next);
      });
    },
  };
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the browser build, once, at the highest
 * settings, for the server to send as they are (`preCompressed` of @fastify/static in
 * src/server/routes/static-site.ts): compressing each script again on every request cost the server about 1.4 ms of
 * processor time per file, and Brotli's quality 11 sends 15% fewer bytes than the quality 4 affordable per request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files worth compressing: scripts, styles and other text the server sends as files. */
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Smaller files are sent as they are (the server's own threshold for compressing per request, src/server/start.ts). */
const MIN_BYTES = 1024;

/** The text files under `dir` (relative paths), but for those in a dot folder (Vite's `.vite`, its manifest). */
async function textFilesUnder(dir: string): Promise<string[]> {
  const all = await readdir(dir, { recursive: true });
  return all.filter((file) => TEXT.test(file) && !file.split(path.sep).some((part) => part.startsWith('.')));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of at least 1 kB under `dir`, each only when it is smaller
 * than the file. Returns the files compressed and their bytes before and after Brotli.
 * @example await precompressFiles('dist/client') // { files: 70, bytes: 1741796, brotliBytes: 415000 }
 */
export async function precompressFiles(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = await textFilesUnder(dir);
  const sizes = await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const info = await stat(full);
      if (!info.isFile() || info.size < MIN_BYTES) return undefined;
      const data = await readFile(full);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < data.length) await writeFile(`${full}.br`, br);
      if (gz.length < data.length) await writeFile(`${full}.gz`, gz);
      return { bytes: data.length, brotliBytes: Math.min(br.length, data.length) };
    }),
  );
  const done = sizes.filter((s) => s !== undefined);
  return { files: done.length, bytes: done.reduce((sum, s) => sum + s.bytes, 0), brotliBytes: done.reduce((sum, s) => sum + s.brotliBytes, 0) };
}

/**
 * The Vite plugin: once the browser build is written, its text files get their compressed copies. The server-side
 * build (`vite build --ssr`) is never sent to a browser and gets none, nor does a build made with `PRECOMPRESS=0`,
 * whose files the server compresses per request: a build served once and thrown away (the browser test of a
 * trade added to a copy of the project) would spend more processor time on Brotli's highest setting (about 3 s)
 * than its requests save.
 */
export function precompressed(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'tradesites-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr || process.env.PRECOMPRESS === '0') return;
      const { files, bytes, brotliBytes } = await precompressFiles(outDir);
      this.info(`${files} files compressed ahead of serving: ${Math.round(bytes / 1024)} kB, ${Math.round(brotliBytes / 1024)} kB as Brotli`);
    },
  };
}

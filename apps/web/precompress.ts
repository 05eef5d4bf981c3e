// The build's compressed copies: beside every JavaScript, CSS, SVG and HTML file a brotli (`.br`)
// and a gzip (`.gz`) file, made once here instead of on every request. The server sends them by
// the request's Accept-Encoding (@fastify/static `preCompressed`, apps/server web-app.ts).
// index.html is left out: the server renders it with the runtime configuration and compresses
// that itself.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html)$/;

export interface PrecompressSummary {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) for each compressible
 * file under `dir` but the root index.html. A copy that would not be smaller than its file (a
 * tiny chunk) is not written: the server then sends the file itself.
 */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f) && path.relative(dir, f) !== 'index.html');
  // zlib's asynchronous calls run on libuv's thread pool: the files compress in parallel.
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      summary.files++;
      summary.rawBytes += bytes.length;
      summary.brotliBytes += Math.min(br.length, bytes.length);
      summary.gzipBytes += Math.min(gzipped.length, bytes.length);
      await Promise.all([
        br.length < bytes.length ? writeFile(`${file}.br`, br) : undefined,
        gzipped.length < bytes.length ? writeFile(`${file}.gz`, gzipped) : undefined,
      ]);
    }),
  );
  return summary;
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/** The Vite plugin: compresses the output folder once the bundle is written (builds only). */
export function precompress(): Plugin {
  return {
    name: 'fedra:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const s = await precompressDir(options.dir);
        this.info(
          `compressed ${s.files} files: ${kB(s.rawBytes)} -> ${kB(s.brotliBytes)} brotli, ${kB(s.gzipBytes)} gzip`,
        );
      },
    },
  };
}

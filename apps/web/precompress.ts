import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// Text assets are compressed once, at build time, at the strongest settings (brotli 11, gzip 9), and
// the server hands out the `.br`/`.gz` sibling the browser accepts (@fastify/static's preCompressed):
// no compression work per request, and a cheap phone downloads a third of the bytes.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, headers and framing outweigh the saving. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` (recursively). */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    // A compressed copy that is not smaller is not worth a content-encoding header.
    for (const [suffix, bytes] of [['.br', br] as const, ['.gz', gz] as const]) {
      if (bytes.length >= raw.length) continue;
      fs.writeFileSync(file + suffix, bytes);
      written.push(file + suffix);
    }
  }
  return written;
}

/** The Vite plugin: precompresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'ye-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (!config) return;
      precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}

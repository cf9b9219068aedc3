// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of dist/web, once at
// build time at the highest levels, so the server sends them (Content-Encoding, Vary) without
// compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/web';
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest|xml)$/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

let before = 0;
let after = 0;
for (const path of files(ROOT).filter((p) => COMPRESSIBLE.test(p))) {
  const raw = readFileSync(path);
  if (raw.length < 512) continue;
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  before += raw.length;
  after += br.length;
}
process.stdout.write(
  `compressed dist/web: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB (brotli)\n`,
);

/**
 * Build step: the brotli and gzip variants beside every built file worth compressing
 * (`shared/precompress.ts`), in BUILD_DIR's `client/` or the folder given as argument.
 */
import { precompress } from '../../shared/precompress.ts'
import { buildDirFromEnv, buildPaths } from '../build-dir.ts'

const dir = process.argv[2] ?? buildPaths(buildDirFromEnv()).client
const started = performance.now()
const { files, bytes, brotliBytes } = await precompress(dir)
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
console.log(
  `precompressed ${files} files in ${dir}: ${kib(bytes)} -> ${kib(brotliBytes)} brotli (${Math.round(performance.now() - started)} ms)`,
)

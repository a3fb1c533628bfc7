/**
 * Build step: the brotli and gzip variants beside every built file worth compressing
 * (`shared/precompress.ts`), in the build's `client/`.
 */
import { precompress } from '../../shared/precompress.ts'

export async function precompressSite(clientDir: string): Promise<string> {
  const { files, bytes, brotliBytes } = await precompress(clientDir)
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
  return `precompressed ${files} files: ${kib(bytes)} -> ${kib(brotliBytes)} brotli`
}

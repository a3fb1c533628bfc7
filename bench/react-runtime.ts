/**
 * React's own runtime as this project ships it: a bare `hydrateRoot` of one paragraph, built by
 * the same Vite and the same React in production mode, minified, and measured brotli -11 as the
 * build precompresses the page's scripts. The bench prints the page's JavaScript at load beside
 * it: what is left over is the project's own code.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { build } from 'vite'

const BARE_ENTRY = `import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

hydrateRoot(document.getElementById('root'), createElement('p', null, 'bare'))
`

/** The bare runtime's bytes, brotli -11, built in `.test-build/react-runtime/`. */
export async function reactRuntimeBytes(): Promise<number> {
  // Inside the repository, so `react` resolves to the project's own copy.
  const root = resolve('.test-build', 'react-runtime')
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  const entry = join(root, 'entry.js')
  writeFileSync(entry, BARE_ENTRY)
  const outDir = join(root, 'dist')
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: entry } },
  })
  const assets = join(outDir, 'assets')
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
  return scripts.reduce((sum, file) => {
    const bytes = readFileSync(join(assets, file))
    return (
      sum + brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    )
  }, 0)
}

/**
 * Bundles a browser script that runs inline in the page (the pre-paint theme script, the entry
 * loader) into one minified classic script: its own TypeScript module, imports included,
 * built like the rest of the code rather than pasted in as text. Its SHA-256 is what the
 * Content-Security-Policy allows (shared/content-security-policy.ts).
 */
import { resolve } from 'node:path'
import { build, type Rolldown } from 'vite'
import { ENGINE_DIR } from '../paths/engine.ts'

const bundled = new Map<string, Promise<string>>()

async function bundle(file: string, define: Record<string, string>): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    define,
    build: {
      write: false,
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      lib: { entry: file, formats: ['iife'], name: 'inline', fileName: 'inline' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const [first] = Array.isArray(output) ? output : [output]
  const chunk = first?.output.find((item) => item.type === 'chunk')
  if (!chunk) throw new Error(`${file} bundled to nothing`)
  // The IIFE's name is never read; a bare expression runs the same and names no global.
  return chunk.code.trim().replace(/^var inline\s*=\s*/, '')
}

/**
 * The script `file` (relative to the engine) as inline code, with `define`'s names replaced by
 * their values; built once per process for each.
 */
export function inlineScript(file: string, define: Record<string, string> = {}): Promise<string> {
  const path = resolve(ENGINE_DIR, file)
  const key = `${path} ${JSON.stringify(define)}`
  let code = bundled.get(key)
  if (!code) {
    code = bundle(path, define)
    bundled.set(key, code)
  }
  return code
}

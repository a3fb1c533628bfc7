/**
 * `bifolio serve`: the built server alone, as production runs it. Kept apart from the other
 * commands so that it starts without loading the build's tools (Vite, the content checks).
 */
import { existsSync } from 'node:fs'
import { relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildPaths } from '../build/paths/build-dir.ts'
import { siteBuild } from './site.ts'
import { UsageError } from './usage-error.ts'

/** The built server, in this process: it reads its settings from the environment. */
export async function runBuiltServer(buildDir: string): Promise<void> {
  const entry = buildPaths(buildDir).serverEntry
  if (!existsSync(entry)) {
    throw new UsageError(
      `there is no built server in ${relative(process.cwd(), buildDir)}; run \`npm run build\` first`,
    )
  }
  await import(pathToFileURL(entry).href)
}

export async function serve(args: readonly string[]): Promise<void> {
  if (args.length > 0)
    throw new UsageError(`bifolio serve takes no arguments; got ${args.join(' ')}`)
  process.env.NODE_ENV = 'production'
  await runBuiltServer(siteBuild().buildDir)
}

/**
 * `bifolio inbox`: the built inbox, run on a production host after the build's tools were
 * pruned, so it loads nothing of the build.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildPaths } from '../builder/paths/build-dir.ts'
import { siteBuild } from './site.ts'
import { UsageError } from './usage-error.ts'

export async function inbox(args: readonly string[]): Promise<void> {
  const entry = join(buildPaths(siteBuild().buildDir).server, 'inbox.js')
  if (!existsSync(entry)) {
    throw new UsageError('the inbox reads the built server; run `npm run build` first')
  }
  // The built inbox reads its options as a process's arguments.
  process.argv = [process.argv[0] ?? 'node', entry, ...args]
  await import(pathToFileURL(entry).href)
}

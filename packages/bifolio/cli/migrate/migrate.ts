/**
 * `bifolio migrate`: rewrites the site's content written for an earlier version (the
 * TypeScript files of the first versions) as the data files this version reads, and says what
 * it did, one line a file. Content already in today's format is left as it is.
 */
import { join, relative } from 'node:path'
import { siteBuild } from '../site.ts'
import { UsageError } from '../usage-error.ts'
import { migrateFromTypeScript } from './from-typescript.ts'

export async function migrate(args: readonly string[]): Promise<void> {
  if (args.length > 0)
    throw new UsageError(`bifolio migrate takes no arguments; got ${args.join(' ')}`)
  const { contentDir } = siteBuild()
  const shown = (file: string) => relative(process.cwd(), join(contentDir, file))
  const { written, removed } = await migrateFromTypeScript(contentDir)
  if (written.length === 0) {
    console.log(`${shown('.')}: already in this version's format; nothing to migrate`)
    return
  }
  for (const file of written) console.log(`wrote ${shown(file)}`)
  for (const file of removed) console.log(`removed ${shown(file)}`)
  console.log('check the result with `npm run dev`, or `npx bifolio check`')
}

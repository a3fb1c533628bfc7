/**
 * `npm run migrate [content folder]`: rewrites an owner's content folder written for an
 * earlier version (TypeScript files) as the data files this version reads, and says what it
 * did, one line a file.
 */
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { migrateFromTypeScript } from './from-typescript.ts'

const dir = process.argv[2] ?? 'src/content'
if (!existsSync(join(dir, 'profile.json'))) {
  console.error(`${dir}: not a content folder (it has no profile.json)`)
  process.exit(2)
}
try {
  const { written, removed } = await migrateFromTypeScript(dir)
  if (written.length === 0) console.log(`${relative('.', dir)}: nothing to migrate`)
  for (const file of written) console.log(`wrote ${join(dir, file)}`)
  for (const file of removed) console.log(`removed ${join(dir, file)}`)
} catch (error) {
  console.error(`${dir}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

/**
 * `bifolio <command>`: every command an owner's site needs, run by its npm scripts. A mistake
 * (an unknown command, a folder that is not a site, a content problem) is said in one line or
 * one line per problem, and the command exits non-zero; nothing prints a stack trace at the
 * owner.
 */
import { ContentError } from '../builder/plugins/content/content-error.ts'
import { ConfigError } from '../server/config-values.ts'
import { commandNamed, usage } from './commands.ts'
import { UsageError } from './usage-error.ts'

async function main(args: readonly string[]): Promise<void> {
  const [name, ...rest] = args
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(usage())
    return
  }
  await commandNamed(name).run(rest)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError || error instanceof ConfigError || error instanceof ContentError
  console.error(
    known ? error.message : error instanceof Error ? (error.stack ?? error.message) : error,
  )
  process.exit(error instanceof UsageError ? 2 : 1)
})

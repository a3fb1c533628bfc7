/**
 * `npm start`: parse the configuration, build the site if it is missing or stale, serve it
 * with the contact API, and stop cleanly on SIGTERM or SIGINT.
 */
import { join } from 'node:path'
import { ensureBuild } from './build/ensure-build'
import { ConfigError, parseConfig } from './config'
import { startServer } from './start-server'

async function main(): Promise<void> {
  const config = parseConfig()
  const root = process.cwd()
  ensureBuild({ root, siteUrl: config.siteUrl })
  const server = await startServer({ config, clientDir: join(root, 'dist', 'client') })
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      console.log(`${signal}: stopping`)
      server.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `could not start: ${error instanceof Error ? error.message : error}`,
  )
  process.exit(1)
})

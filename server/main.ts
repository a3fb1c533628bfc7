/**
 * The production entry (`npm run serve`, built to `dist/server/main.js`): parse the
 * configuration, serve the built site in `dist/client/` with the contact API, and stop cleanly
 * on SIGTERM or SIGINT. It never builds: `npm start` does that first when needed.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, parseConfig } from './config'
import { createLogger } from './log/logger'
import { startServer } from './start-server'
import { stopOnSignals } from './stop-on-signals'

async function main(): Promise<void> {
  const config = parseConfig()
  const logger = createLogger({ format: config.logFormat })
  const clientDir = join(process.cwd(), 'dist', 'client')
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new ConfigError(`${clientDir} holds no built site; run \`npm run build\` first.`)
  }
  const server = await startServer({
    config,
    clientDir,
    log: logger.log,
    accessLog: logger.access,
  })
  stopOnSignals(server, logger.log)
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `could not start: ${error instanceof Error ? error.message : error}`,
  )
  process.exit(1)
})

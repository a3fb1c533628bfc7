/**
 * The production entry (`npm run serve`, built to `dist/server/main.js`): parse the
 * configuration, serve the built site in `dist/client/` with the contact API, and stop cleanly
 * on SIGTERM or SIGINT. It never builds: `npm start` does that first when needed.
 */
// First: the modules below read the site's languages as they load.
import '../../../src/i18n/site-languages'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, parseConfig } from './config'
import { runMain } from './run-main'
import { createLogger } from '../../log/logger'
import { startServer } from './start-server'
import { stopOnSignals } from './stop-on-signals'

async function main(): Promise<void> {
  const config = parseConfig()
  const logger = createLogger({ format: config.logFormat })
  // The site is built beside the compiled server (`<BUILD_DIR>/client/` next to
  // `<BUILD_DIR>/server/`), so a build in any folder serves itself from any working directory.
  const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'client')
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

runMain(main)

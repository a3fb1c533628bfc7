/**
 * The production server as a child process for the restart, stop and update tests: real
 * config from the environment (log format included), real outbox and SMTP, the production
 * failure and signal handling, a fixture site instead of a build, short backoffs.
 */
import { parseConfig } from '../../server/adapters/node/config'
import { createLogger } from '../../server/log/logger'
import { runMain } from '../../server/adapters/node/run-main'
import { startServer } from '../../server/adapters/node/start-server'
import { stopOnSignals } from '../../server/adapters/node/stop-on-signals'
import { fixtureSite } from './fixtures'

runMain(async () => {
  const config = parseConfig()
  const logger = createLogger({ format: config.logFormat })
  const server = await startServer({
    config,
    clientDir: fixtureSite(),
    backoff: { baseMs: 20, maxMs: 100 },
    smtpTimeouts: { connectionMs: 2000, socketMs: 2000 },
    log: logger.log,
  })
  console.log(`READY ${server.url}`)
  stopOnSignals(server, logger.log)
})

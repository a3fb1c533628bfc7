/**
 * The production server as a child process for the restart test: real config from the
 * environment, real outbox and SMTP, a fixture site instead of a build, short backoffs.
 */
import { parseConfig } from '../config'
import { startServer } from '../start-server'
import { fixtureSite } from './fixtures'

const server = await startServer({
  config: parseConfig(),
  clientDir: fixtureSite(),
  backoff: { baseMs: 20, maxMs: 100 },
  smtpTimeouts: { connectionMs: 2000, socketMs: 2000 },
  log: (line) => console.log(line),
})
console.log(`READY ${server.url}`)
process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)))

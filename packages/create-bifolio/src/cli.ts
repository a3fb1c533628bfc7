/** The `create-bifolio` command, on this process: its arguments, streams and exit code. */
import { EXIT } from './input-error.ts'
import { run } from './run.ts'

try {
  process.exitCode = await run({
    argv: process.argv.slice(2),
    cwd: process.cwd(),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    isTerminal: Boolean(process.stdin.isTTY),
    today: new Date().toISOString().slice(0, 10),
  })
} catch (error) {
  process.stderr.write(
    `create-bifolio failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  )
  process.exitCode = EXIT.failed
}

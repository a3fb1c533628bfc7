/**
 * SIGTERM (a service manager, `docker stop`) and SIGINT (Ctrl-C) stop the server cleanly and
 * exit 0. A second signal while stopping exits at once: whoever sends it has decided not to wait.
 */
import type { Log } from '../../log/logger'
import type { RunningServer } from './start-server'

export function stopOnSignals(
  server: Pick<RunningServer, 'stop'>,
  log: Log,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log(`${signal} again: exiting without waiting`, 'warn')
        return exit(1)
      }
      stopping = true
      log(`${signal}: stopping`)
      const started = performance.now()
      server.stop().then(
        () => {
          log(`stopped in ${Math.round(performance.now() - started)} ms`)
          exit(0)
        },
        (error: unknown) => {
          log(`stop failed: ${error instanceof Error ? error.message : error}`, 'error')
          exit(1)
        },
      )
    })
  }
}

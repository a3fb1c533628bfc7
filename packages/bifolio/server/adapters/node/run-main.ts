import { ConfigError } from '../../config-values'

/**
 * Runs a process's start and, when it fails, says why in one line and exits 1: a setting's own
 * message for a bad environment, "could not start" with the reason for anything else.
 */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `could not start: ${error instanceof Error ? error.message : error}`,
    )
    process.exit(1)
  })
}

/**
 * Runs `job` again when it throws, up to `attempts` times in all: on a busy machine Lighthouse
 * sometimes loses a trace (NO_NAVSTART) and a page may never settle, and a rerun fixes both.
 */
export async function withRetry<T>(job: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await job()
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(`\nretrying after: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

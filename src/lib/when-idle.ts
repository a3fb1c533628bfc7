/**
 * Runs `run` when the browser has nothing else to do, or within `timeoutMs` at the latest;
 * where there is no idle callback (Safari), a task soon after. Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 1)
  return () => window.clearTimeout(handle)
}

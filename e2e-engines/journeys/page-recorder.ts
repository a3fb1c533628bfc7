/**
 * Page functions (sent as source text: no outside bindings) that record, from before the
 * app's code runs, what the browser would show in its console as an error: uncaught errors
 * (React reports a failed hydration this way too), rejected promises, resources that failed to
 * load, Content-Security-Policy refusals, and `console.error` or a hydration warning.
 */
interface RecordingWindow {
  enginesProblems?: string[]
}

export function installProblemRecorder(): void {
  const page = window as Window & RecordingWindow
  if (page.enginesProblems) return
  const problems: string[] = []
  page.enginesProblems = problems
  // Loads the browser stops because the visitor leaves (a link followed while a chunk was on
  // its way) fail for no one to see, yet fire error events, Firefox's even once the page
  // comes back from the back/forward cache. A preload's real failure is an HTTP status,
  // which the gate reports for every request.
  let isLeaving = false
  window.addEventListener('beforeunload', () => (isLeaving = true))
  window.addEventListener('pageshow', () => (isLeaving = false))
  const isPreload = (element: Partial<Element>) =>
    element.tagName === 'LINK' && /preload|prefetch/.test(element.getAttribute?.('rel') ?? '')
  const describe = (value: unknown): string =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value)
  window.addEventListener(
    'error',
    (event) => {
      // The window for a script's error, an element for a load's. Told apart by shape, not by
      // `instanceof`: a driver may run this function in a realm of its own.
      const target = event.target as Partial<Element> | null
      if (target?.tagName && target.getAttribute) {
        if (isLeaving || isPreload(target)) return
        const source = target.getAttribute('src') ?? target.getAttribute('href')
        problems.push(`failed to load <${target.tagName.toLowerCase()}> ${source}`)
      } else {
        const what = event.message || (event.error ? describe(event.error) : '')
        const where = target?.constructor?.name ?? 'nothing'
        problems.push(`uncaught: ${what || `a ${event.constructor.name} on ${where}`}`)
      }
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${describe(event.reason)}`),
  )
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP refused ${event.blockedURI || 'inline code'} (${event.violatedDirective})`),
  )
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      const text = args.map(describe).join(' ')
      if (level === 'error' || /hydrat/i.test(text)) problems.push(`console.${level}: ${text}`)
      original(...args)
    }
  }
}

/** What the recorder caught since the last call; nothing in a page reached without one. */
export function recordedProblems(): string[] {
  return (window as Window & RecordingWindow).enginesProblems?.splice(0) ?? []
}

/**
 * `npm test`: every step of the suite, in order, each run whatever the ones before it found, so
 * a red lint does not hide a red browser suite. The end names the steps that failed, and the
 * exit code is not zero if any did. An interrupted step (Ctrl+C) stops the run there.
 */
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

export interface Step {
  /** What the summary calls it, e.g. `Chromium`. */
  name: string
  command: string
  args: readonly string[]
}

/** The suite, as README.md and docs/testing.md describe it. */
export const SUITE: readonly Step[] = [
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'types', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'unit', command: 'npm', args: ['run', 'test:unit'] },
  { name: 'Chromium', command: 'npm', args: ['run', 'test:e2e'] },
  { name: 'engines', command: 'npm', args: ['run', 'test:engines'] },
  { name: 'edge', command: 'npm', args: ['run', 'test:edge'] },
  { name: 'journey', command: 'npm', args: ['run', 'test:journey'] },
]

/** The steps whose outcome no site's content can change: they read code, not content. */
const SITE_INDEPENDENT = new Set(['lint', 'types', 'journey'])

/**
 * The steps for the site under test: all of them for the sample; for another owner's site
 * (`BIFOLIO_SITE`, set by `npm run test:owner`) those that read the site's content. Lint and
 * the type-check read no content (Prettier and ESLint leave every site's `content/` alone, and no
 * engine file imports it), and the journey brings its own, so a second run would prove nothing.
 */
export function suiteFor(env: NodeJS.ProcessEnv): readonly Step[] {
  return env.BIFOLIO_SITE?.trim() ? SUITE.filter((step) => !SITE_INDEPENDENT.has(step.name)) : SUITE
}

export interface StepsResult {
  /** The steps that ran and failed, in order. */
  failed: string[]
  /** The step stopped by a signal, after which nothing else ran. */
  interrupted?: string
  /** How long each step that ran took, in whole seconds, in order. */
  seconds: Record<string, number>
}

export function runSteps(
  steps: readonly Step[],
  options: { cwd?: string; stdio?: 'inherit' | 'ignore' } = {},
): StepsResult {
  const failed: string[] = []
  const seconds: Record<string, number> = {}
  const say = options.stdio === 'ignore' ? () => {} : (line: string) => console.log(line)
  for (const step of steps) {
    say(`::: ${step.name}`)
    const startedMs = Date.now()
    const result = spawnSync(step.command, step.args, {
      cwd: options.cwd,
      stdio: options.stdio ?? 'inherit',
    })
    seconds[step.name] = Math.round((Date.now() - startedMs) / 1000)
    say(`::: ${step.name} done in ${seconds[step.name]} s`)
    if (result.signal === 'SIGINT' || result.signal === 'SIGTERM') {
      return { failed, interrupted: step.name, seconds }
    }
    if (result.status !== 0) failed.push(step.name)
  }
  return { failed, seconds }
}

/** One line with each step's time and the total, so a slower suite shows in every run. */
export function timings(result: StepsResult): string {
  const entries = Object.entries(result.seconds)
  const total = entries.reduce((sum, [, seconds]) => sum + seconds, 0)
  const each = entries.map(([name, seconds]) => `${name} ${seconds} s`).join(', ')
  return `npm test took ${Math.round(total / 60)} min: ${each}`
}

/** The last lines of the run: which steps failed, or that none did. */
export function summary(steps: readonly Step[], result: StepsResult): string {
  if (result.interrupted) return `npm test: stopped during ${result.interrupted}`
  if (result.failed.length === 0) return `npm test: all ${steps.length} steps passed`
  return `npm test: ${result.failed.length} of ${steps.length} steps failed: ${result.failed.join(', ')}`
}

function main(): void {
  const steps = suiteFor(process.env)
  const result = runSteps(steps)
  console.log(`\n${timings(result)}\n${summary(steps, result)}`)
  process.exit(result.interrupted ? 130 : result.failed.length > 0 ? 1 : 0)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()

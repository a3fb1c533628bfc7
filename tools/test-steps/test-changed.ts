/**
 * `npm run test:changed`: the edit loop's check, within two minutes. Lint and formatting of the
 * files changed since the last commit (or since the ref given), the type-check of the whole
 * repository (incremental, so a second run reads only what changed) and the unit tests that
 * import a changed file (less the owner's whole site test). The full `npm test` still decides; this answers "did I break what I
 * touched" before it.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { runSteps, timings, type Step } from './test-steps.ts'

const LINTED = /\.(?:[cm]?[jt]sx?)$/
const FORMATTED = /\.(?:[cm]?[jt]sx?|css|json|md|ya?ml)$/

/** The files changed since `base`, committed or not, and the new ones git does not ignore. */
function changedFiles(base: string): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n')
  const files = [
    ...git('diff', '--name-only', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]
  return [...new Set(files)].filter((file) => file && existsSync(file))
}

/** The steps for the files changed since `base`; a kind of file with no change has no step. */
export function changedSteps(files: readonly string[], base: string): Step[] {
  const linted = files.filter((file) => LINTED.test(file))
  const formatted = files.filter((file) => FORMATTED.test(file))
  const steps: Step[] = []
  if (linted.length > 0) steps.push({ name: 'lint', command: 'npx', args: ['eslint', ...linted] })
  if (formatted.length > 0) {
    steps.push({ name: 'format', command: 'npx', args: ['prettier', '--check', ...formatted] })
  }
  steps.push({
    name: 'types',
    command: 'npx',
    args: ['tsc', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', TSC_STATE],
  })
  // The owner's whole `bifolio test` on a created site is a suite of its own, for `npm test`.
  const unit = [
    'vitest',
    'run',
    '--changed',
    base,
    '--exclude',
    'packages/bifolio/cli/site-test/**',
  ]
  steps.push({ name: 'unit', command: 'npx', args: unit })
  return steps
}

const TSC_STATE = 'node_modules/.cache/bifolio/tsc.tsbuildinfo'

function main(): void {
  const base = process.argv[2] ?? 'HEAD'
  const files = changedFiles(base)
  console.log(`${files.length} file(s) changed since ${base}`)
  const result = runSteps(changedSteps(files, base))
  console.log(`\n${timings(result).replace('npm test', 'test:changed')}`)
  if (result.failed.length > 0) console.log(`failed: ${result.failed.join(', ')}`)
  process.exit(result.interrupted ? 130 : result.failed.length > 0 ? 1 : 0)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()

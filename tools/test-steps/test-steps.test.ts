import { describe, expect, it } from 'vitest'
import { runSteps, suiteFor, summary, timings, SUITE, type Step } from './test-steps.ts'

/** A real process that ends with `code`, or is killed by `signal`. */
const step = (name: string, code: number | NodeJS.Signals): Step => ({
  name,
  command: process.execPath,
  args: [
    '-e',
    typeof code === 'number' ? `process.exit(${code})` : `process.kill(process.pid, '${code}')`,
  ],
})

describe('npm test', () => {
  it('runs every step after one fails, and names each failed one', () => {
    const steps = [step('lint', 1), step('types', 0), step('unit', 2), step('Chromium', 0)]
    const result = runSteps(steps, { stdio: 'ignore' })
    expect(result.failed).toEqual(['lint', 'unit'])
    expect(summary(steps, result)).toBe('npm test: 2 of 4 steps failed: lint, unit')
  })

  it('says so when every step passed', () => {
    const steps = [step('lint', 0), step('types', 0)]
    const result = runSteps(steps, { stdio: 'ignore' })
    expect(summary(steps, result)).toBe('npm test: all 2 steps passed')
  })

  it("gives each step's time and the whole run's", () => {
    const line = timings({ failed: [], seconds: { lint: 95, unit: 130 } })
    expect(line).toBe('npm test took 4 min: lint 95 s, unit 130 s')
  })

  it('stops at a step that was interrupted, rather than start the next', () => {
    const steps = [step('lint', 1), step('unit', 'SIGINT'), step('Chromium', 0)]
    const result = runSteps(steps, { stdio: 'ignore' })
    expect(result).toMatchObject({ failed: ['lint'], interrupted: 'unit' })
    expect(Object.keys(result.seconds)).toEqual(['lint', 'unit'])
    expect(summary(steps, result)).toBe('npm test: stopped during unit')
  })
})

describe("the suite's steps", () => {
  it('are all seven for the sample, and for another owner those that read its content', () => {
    const names = (env: NodeJS.ProcessEnv) => suiteFor(env).map((step) => step.name)
    expect(names({})).toEqual(SUITE.map((step) => step.name))
    expect(names({})).toContain('journey')
    expect(names({ BIFOLIO_SITE: 'sites/noor' })).toEqual(['unit', 'Chromium', 'engines', 'edge'])
  })
})

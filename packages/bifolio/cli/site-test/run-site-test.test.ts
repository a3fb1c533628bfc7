/**
 * The site test against real builds: small hand-made sites (`test/site-test/`), each served by
 * the built server of the tests' build of the site under test with its own `client/` folder,
 * must pass whole or fail with a line for each thing wrong. (`bifolio test`'s own test runs it
 * over a whole site.)
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../../builder/freshness/ensure-build.ts'
import { enginePath } from '../../builder/paths/engine.ts'
import { readBuildSettings } from '../../builder/build-config.ts'
import { linkPackages } from '../../builder/steps/link-packages/link-packages.ts'
import { REPOSITORY, siteUnderTest, testBuildDir } from '../../test/site-under-test.ts'
import { problemLine } from './problems.ts'
import { runSiteTest } from './run-site-test.ts'

const siteDir = siteUnderTest()
const siteBuild = testBuildDir(siteDir)
// A guard against a run that hangs, not a timing: a build and a browser pass on a busy machine.
const LONG = 20 * 60_000
const made: string[] = []

beforeAll(() => {
  ensureBuild({ root: siteDir, buildDir: siteBuild, siteUrl: readBuildSettings().siteUrl })
}, LONG)

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

/** A build whose pages are the fixture's own, served by the site under test's built server. */
function fixtureBuild(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `site-test-${name}-`))
  made.push(dir)
  cpSync(join(siteBuild, 'server'), join(dir, 'server'), { recursive: true })
  cpSync(enginePath('test', 'site-test', name, 'client'), join(dir, 'client'), { recursive: true })
  linkPackages(siteDir, dir, join(REPOSITORY, 'node_modules'))
  return dir
}

async function run(buildDir: string) {
  const lines: string[] = []
  const result = await runSiteTest({ buildDir, log: (line) => lines.push(line) })
  return { ...result, lines, problems: result.problems.map(problemLine) }
}

describe('the site test', () => {
  it(
    'passes a small site whose form posts without code, and reaches the mailbox from it',
    async () => {
      const { pages, problems, lines } = await run(fixtureBuild('good'))
      expect(problems).toEqual([])
      expect(pages).toBe(3)
      expect(lines).toContain('✓ contact form on /: the message reached the mailbox')
    },
    LONG,
  )

  it(
    'names the page, the theme and the fault of everything wrong in a broken site',
    async () => {
      const { problems, lines } = await run(fixtureBuild('broken'))
      const expected = [
        '/ (light, dark): console error: broken on purpose',
        expect.stringMatching(/^\/ \(light, dark\): axe button-name: .+ at button$/),
        '/imprint (light, dark): /missing.png answered 404',
        '/imprint (light): shows no theme with "light" saved',
        '/imprint (dark): shows no theme with "dark" saved',
        '/: link to /nowhere/ answers 404',
        '/: link to /imprint#team: /imprint has no element with id "team"',
        '/: link to /#gone: this page has no element with id "gone"',
        '/: no page holds the contact form',
      ]
      expect(problems).toEqual(expect.arrayContaining(expected))
      expect(problems).toHaveLength(expected.length)
      expect(lines).toContain('✗ / (light, dark): 2 problem(s)')
      expect(lines).toContain('✓ /404 (light, dark)')
    },
    LONG,
  )
})

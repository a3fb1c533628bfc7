/**
 * The site test against real builds: the sample's (the tests' own `.test-build/`, built when
 * stale) must pass whole; small hand-made sites (`test/site-test/`), served by the same built
 * server with their own `client/` folder, must fail with a line for each thing wrong.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathOf, prerenderedRoutes } from '../../src/i18n/routes'
import { TEST_BUILD_DIR } from '../build-dir'
import { loadContent } from '../content/load-content'
import { linkPackages } from '../link-packages/link-packages'
import { siteUrlFromEnv } from '../site-url'
import { ensureBuild } from '../../server/build/ensure-build'
import { problemLine } from './problems'
import { runSiteTest } from './run-site-test'

const root = process.cwd()
const sampleBuild = resolve(root, TEST_BUILD_DIR)
// A guard against a run that hangs, not a timing: a build and a browser pass on a busy machine.
const LONG = 20 * 60_000
const made: string[] = []

beforeAll(() => {
  ensureBuild({ root, buildDir: TEST_BUILD_DIR, siteUrl: siteUrlFromEnv() })
}, LONG)

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

/** A build whose pages are the fixture's own, served by the sample's built server. */
function fixtureBuild(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `site-test-${name}-`))
  made.push(dir)
  cpSync(join(sampleBuild, 'server'), join(dir, 'server'), { recursive: true })
  cpSync(join(root, 'test', 'site-test', name, 'client'), join(dir, 'client'), { recursive: true })
  linkPackages(root, dir)
  return dir
}

async function run(buildDir: string) {
  const lines: string[] = []
  const result = await runSiteTest({ buildDir, log: (line) => lines.push(line) })
  return { ...result, lines, problems: result.problems.map(problemLine) }
}

describe('the site test', () => {
  it(
    'passes the sample: every page the content makes, in both themes, its links and its form',
    async () => {
      const content = await loadContent(join(root, 'src', 'content'))
      const paths = prerenderedRoutes(content.projects.map((project) => project.card.slug)).map(
        pathOf,
      )
      const { pages, problems, lines } = await run(sampleBuild)
      expect(problems).toEqual([])
      expect(pages).toBe(paths.length)
      for (const path of paths) expect(lines).toContain(`✓ ${path} (light, dark)`)
      expect(lines).toContain('✓ contact form on /: the message reached the mailbox')
    },
    LONG,
  )

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

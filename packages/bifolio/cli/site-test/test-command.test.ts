/**
 * `bifolio test` as an owner runs it, in a site folder of its own: a copy of the site under
 * test (its content and package.json, the repository's packages as its node_modules): how it
 * answers what stops it early. A whole passing run, a build and every page in a browser, is
 * the owner's journey's, on a site made from the packed packages.
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { enginePath } from '../../builder/paths/engine.ts'
import { REPOSITORY, siteUnderTest } from '../../test/site-under-test.ts'
import { SITE_TEST_BUILD_DIR } from './test-command.ts'

const run = promisify(execFile)
// A guard against a run that hangs, not a timing: a build and a browser pass on a busy machine.
const LONG = 20 * 60_000
const made: string[] = []

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

function siteCopy(): string {
  const site = mkdtempSync(join(tmpdir(), 'bifolio-test-site-'))
  made.push(site)
  cpSync(join(siteUnderTest(), 'content'), join(site, 'content'), { recursive: true })
  cpSync(join(siteUnderTest(), 'package.json'), join(site, 'package.json'))
  symlinkSync(join(REPOSITORY, 'node_modules'), join(site, 'node_modules'), 'dir')
  return site
}

/** `bifolio test …args` in `site`, its output as lines. */
async function bifolioTest(site: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const siteEnv = { ...process.env, ...env }
  // The site is the working directory, as in an owner's npm script.
  delete siteEnv.BIFOLIO_SITE
  const argv = [enginePath('bin', 'bifolio.js'), 'test', ...args]
  const options = { cwd: site, env: siteEnv, timeout: LONG }
  const { code, stdout, stderr } = await run(process.execPath, argv, options).then(
    (done) => ({ code: 0, ...done }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
  return { code, stderr, lines: stdout.trimEnd().split('\n') }
}

// Every case starts the command-line tool, whose TypeScript is compiled as it loads.
describe('bifolio test', { timeout: LONG }, () => {
  it('takes no arguments: one line, exit code 2', async () => {
    const { code, stderr, lines } = await bifolioTest(siteCopy(), ['now'])
    expect({ code, stderr, lines }).toEqual({
      code: 2,
      stderr: 'bifolio test takes no arguments; got now\n',
      lines: [''],
    })
  })

  it('says where the browser it was told of is not, before building anything, exit code 2', async () => {
    const site = siteCopy()
    const { code, stderr } = await bifolioTest(site, [], { CHROME_PATH: '/nowhere/chrome' })
    expect(code).toBe(2)
    expect(stderr).toBe(
      'bifolio test: CHROME_PATH names no file: "/nowhere/chrome"; point it at a Chromium or Chrome.\n',
    )
    expect(existsSync(join(site, SITE_TEST_BUILD_DIR))).toBe(false)
  })

  it('names each content problem on a line of its own, builds nothing, exit code 1', async () => {
    const site = siteCopy()
    const profileFile = join(site, 'content', 'profile.json')
    const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Record<string, unknown>
    await writeFile(profileFile, JSON.stringify({ ...profile, email: 'not-an-address' }))
    const { code, lines } = await bifolioTest(site)
    expect(code).toBe(1)
    expect(lines).toContain(
      '  ✗ content/profile.json: "email" must be an e-mail address, got "not-an-address"',
    )
    expect(lines.at(-1)).toMatch(
      /^✗ bifolio test: the content has 1 problem\(s\); nothing was built \(\d+ s\)$/,
    )
    expect(existsSync(join(site, SITE_TEST_BUILD_DIR))).toBe(false)
  })

  it('fails on a placeholder of the starter left in the content, builds nothing, exit code 1', async () => {
    const site = siteCopy()
    const profileFile = join(site, 'content', 'profile.json')
    const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Record<string, unknown>
    await writeFile(profileFile, JSON.stringify({ ...profile, name: 'TODO: your name' }))
    const { code, lines } = await bifolioTest(site)
    expect(code).toBe(1)
    expect(lines).toContain('  ✗ a placeholder left: content/profile.json: name')
    expect(lines.at(-1)).toMatch(
      /^✗ bifolio test: 1 placeholder\(s\) of the starter left .*; nothing was built/,
    )
    expect(existsSync(join(site, SITE_TEST_BUILD_DIR))).toBe(false)
  })
})

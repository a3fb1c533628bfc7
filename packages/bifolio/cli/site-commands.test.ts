import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContentError } from '../builder/plugins/content/content-error.ts'
import { enginePath } from '../builder/paths/engine.ts'
import { check } from './site-commands.ts'

// A site in Arabic among others, with its own font folder: the content check's fixture.
const RTL_SITE = enginePath('../../sites/rania')

const dirs: string[] = []
afterEach(async () => {
  vi.unstubAllEnvs()
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('bifolio check', () => {
  it('finds a letter the CV fonts lack, as a build would, in one line naming look.yml', async () => {
    const site = await mkdtemp(join(tmpdir(), 'check-'))
    dirs.push(site)
    await cp(join(RTL_SITE, 'content'), join(site, 'content'), { recursive: true })
    const look = join(site, 'content/look.yml')
    // The starter's Latin-only family in place of the site's own, which has Arabic letters.
    const text = (await readFile(look, 'utf8')).replace(/sans: \{[^}]*\}/, 'sans: inter')
    await writeFile(look, text)
    vi.stubEnv('BIFOLIO_SITE', site)
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const refused = await check([]).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(ContentError)
    const problems = (refused as ContentError).problems
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/look\.yml: "fonts" has no "\p{Script=Arabic}/u)
  })
})

/**
 * The whole content check on a copy of the owner's content, changed as an owner would change
 * it: several mistakes come back together, and a section hidden by one edit of `sections`
 * builds with its words left in place.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { look as ownerLook } from '../../src/content/look.ts'
import { checkContent } from './check-content.ts'
import { ContentError } from './content-error.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The type-check builds a TypeScript program of the content: 10 s quiet, more when busy. */
const TYPE_CHECK_TIMEOUT_MS = 90_000
const options = { base: '/', asset: (key: string) => `/${key}`, look: ownerLook }

let project: string
let content: string

/**
 * A project of its own inside this one, so that the type-check finds the same configuration
 * and packages: the content, the declarations it uses and the tsconfig.
 */
beforeEach(async () => {
  const cache = join(ROOT, 'node_modules', '.cache')
  await mkdir(cache, { recursive: true })
  project = await mkdtemp(join(cache, 'check-content-'))
  content = join(project, 'src', 'content')
  await cp(join(ROOT, 'src', 'content'), content, { recursive: true })
  for (const file of await readdir(join(ROOT, 'src'))) {
    if (file.endsWith('.d.ts')) await cp(join(ROOT, 'src', file), join(project, 'src', file))
  }
  await cp(join(ROOT, 'tsconfig.json'), join(project, 'tsconfig.json'))
})
afterEach(() => rm(project, { recursive: true, force: true }))

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const path = join(content, file)
  const before = await readFile(path, 'utf8')
  const after = change(before)
  expect(after, file).not.toBe(before)
  await writeFile(path, after)
}

async function problemsOf(run: Promise<unknown>): Promise<readonly string[]> {
  const error = await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ContentError)
  return (error as ContentError).problems
}

describe('the content check', () => {
  it('names every problem in one pass, one line each: a faint accent with the rest', async () => {
    const [first] = (await readdir(join(content, 'projects'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    await edit(`projects/${first}/es.md`, (text) =>
      text.replace(/^repository:.*\n/m, '').replace(/^---\n/, "---\nrepository: ''\n"),
    )
    await edit('cv.yml', (text) => text.replace(/^updated:.*$/m, 'updated: soon'))
    await edit('profile.json', (text) =>
      JSON.stringify({ ...(JSON.parse(text) as object), email: 'nobody' }),
    )
    const faint = { ...ownerLook, accent: { light: '#bfe9ea', dark: ownerLook.accent.dark } }
    const problems = await problemsOf(
      checkContent(content, { ...options, look: faint, typeCheck: false }),
    )
    const about = (file: string, field: string) =>
      problems.filter((line) => line.startsWith(`src/content/${file}: "${field}"`))
    expect(about(`projects/${first}/es.md`, 'repository')).toHaveLength(1)
    expect(about('cv.yml', 'updated')).toHaveLength(1)
    expect(about('profile.json', 'email')).toHaveLength(1)
    expect(about('look.ts', 'accent')).not.toHaveLength(0)
  })

  it(
    'passes what the docs let an owner leave out: sections hidden by one edit, their words kept, and no profile links',
    { timeout: TYPE_CHECK_TIMEOUT_MS },
    async () => {
      await edit('profile.json', (text) => {
        const profile = JSON.parse(text) as Record<string, unknown>
        delete profile.links
        return JSON.stringify(profile)
      })
      await edit('site.ts', (text) =>
        text.replace(
          /export const sections = \[[^\]]*\]/,
          "export const sections = ['home', 'contact']",
        ),
      )
      const checked = await checkContent(content, { ...options, typeCheck: true })
      expect(checked.owner.site.sections).toEqual(['home', 'contact'])
    },
  )
})

/**
 * The whole content check on a copy of the owner's content, changed as an owner would change
 * it: several mistakes come back together, and a section hidden by one edit of `sections`
 * builds with its words left in place.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'
import { loadContent } from './load-content.ts'
import { problemsOf } from '../../../test/content-problems.ts'

let content: string

beforeEach(async () => {
  content = await mkdtemp(join(tmpdir(), 'load-content-'))
  await cp(SITE_CONTENT, content, { recursive: true })
})
afterEach(() => rm(content, { recursive: true, force: true }))

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const path = join(content, file)
  const before = await readFile(path, 'utf8')
  const after = change(before)
  expect(after, file).not.toBe(before)
  await writeFile(path, after)
}

/** Sets a field of a YAML file as an owner would, whatever the file's layout; comments stay. */
async function setYaml(file: string, path: string[], value: unknown): Promise<void> {
  await edit(file, (text) => {
    const document = parseDocument(text)
    document.setIn(path, value)
    return document.toString()
  })
}

describe('the content check', () => {
  it('names every problem in one pass, one line each: a faint accent with the rest', async () => {
    const [first] = (await readdir(join(content, 'projects'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    await edit(`projects/${first}/es.md`, (text) =>
      text.replace(/^year:.*\n/m, '').replace(/^---\n/, '---\nyear: someday\n'),
    )
    await setYaml('cv.yml', ['updated'], 'soon')
    await edit('profile.json', (text) =>
      JSON.stringify({ ...(JSON.parse(text) as object), email: 'nobody' }),
    )
    await setYaml('look.yml', ['accent', 'light'], '#bfe9ea')
    const problems = await problemsOf(loadContent(content))
    const about = (file: string, field: string) =>
      problems.filter((line) => line.startsWith(`content/${file}: "${field}"`))
    expect(about(`projects/${first}/es.md`, 'year')).toHaveLength(1)
    expect(about('cv.yml', 'updated')).toHaveLength(1)
    expect(about('profile.json', 'email')).toHaveLength(1)
    expect(about('look.yml', 'accent')).not.toHaveLength(0)
  })

  it('passes what the docs let an owner leave out: sections hidden by one edit, their words kept, and no profile links', async () => {
    await edit('profile.json', (text) => {
      const profile = JSON.parse(text) as Record<string, unknown>
      delete profile.links
      return JSON.stringify(profile)
    })
    await setYaml('site.yml', ['sections'], ['home', 'contact'])
    const checked = await loadContent(content)
    expect(checked.owner.site.sections).toEqual(['home', 'contact'])
  })

  it('names the languages from language.names, and from blog.languageNames where it says nothing', async () => {
    const { owner } = await loadContent(content)
    const [first] = owner.site.languages
    if (!first) throw new Error('the site has no language')
    const file = `${first.toLowerCase()}.yml`
    await setYaml(file, ['language', 'names'], { xx: 'Own name', yy: 'Newer name' })
    await setYaml(file, ['blog', 'languageNames'], { yy: 'Older name', zz: 'Older only' })
    const names = (await loadContent(content)).owner.words[first]?.language.names
    expect(names).toEqual({ xx: 'Own name', yy: 'Newer name', zz: 'Older only' })
  })

  it('names each icon no set holds in one line, with the file, the field and the likely icon or where to look', async () => {
    const technologies = parseDocument(await readFile(join(content, 'technologies.yml'), 'utf8'))
    const [first, second] = Object.entries(technologies.toJS() as Record<string, { icon: string }>)
    const [typo, { icon } = { icon: '' }] = first ?? []
    const [unknown] = second ?? []
    if (!typo || !icon || !unknown) throw new Error('the content lists fewer than two technologies')
    await setYaml('technologies.yml', [typo, 'icon'], `${icon}x`)
    await setYaml('technologies.yml', [unknown, 'icon'], 'simple-icons:fabricjs')
    const problems = await problemsOf(loadContent(content))
    expect(problems).toEqual(
      expect.arrayContaining([
        `content/technologies.yml: "${typo}"."icon": there is no icon "${icon}x" in Simple Icons (did you mean "${icon}"?)`,
        `content/technologies.yml: "${unknown}"."icon": there is no icon "simple-icons:fabricjs" in Simple Icons; its names are at https://icon-sets.iconify.design/simple-icons/`,
      ]),
    )
    expect(problems).toHaveLength(2)
  })

  it('names a language file that does not parse alone, with its line and how to quote the value', async () => {
    const words = (await readFile(join(content, 'en.yml'), 'utf8')).split('\n')
    const at = words.findIndex((line) => /^\s*[\w-]+: [^'"|>{[#&*!%@`]/.test(line))
    expect(at).toBeGreaterThanOrEqual(0)
    await edit('en.yml', () =>
      words.map((line, index) => (index === at ? `${line}: and more` : line)).join('\n'),
    )
    const problems = await problemsOf(loadContent(content))
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/en\\.yml:${at + 1}: .*must be quoted`)),
    ])
  })
})

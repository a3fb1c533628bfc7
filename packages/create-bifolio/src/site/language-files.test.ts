import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import {
  commandNamed,
  editorSchemaProblems,
  findUntranslated,
  loadContent,
} from '../../test/engine.ts'
import { readFixture, resumeFixture } from '../../test/fixture.ts'
import { fromResume } from '../resume/from-resume.ts'
import { PLACEHOLDER_MARK } from '../untranslated.ts'
import { readCatalogue, technologyMatcher } from './catalogue.ts'
import { planSite, type SiteSpec } from './plan-site.ts'
import { TEMPLATE_DIR } from './template.ts'
import { writeSite } from './write-site.ts'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

const OWNER: SiteSpec = {
  folder: 'site',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  languages: ['pt-BR', 'fr'],
  language: 'fr',
  engine: '^1.0.0',
  testTools: {},
  today: '2027-02-03',
}

async function contentOf(spec: SiteSpec): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-'))
  dirs.push(dir)
  await writeSite(dir, await planSite(TEMPLATE_DIR, spec))
  return join(dir, 'content')
}

/** The texts of a data file an owner translates: every string but the starter's placeholders. */
function translatable(value: unknown): number {
  if (typeof value === 'string') return value.startsWith(PLACEHOLDER_MARK) ? 0 : 1
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + translatable(item), 0)
  if (value && typeof value === 'object') return translatable(Object.values(value))
  return 0
}

const untranslatedIn = async (content: string, languages: readonly string[]) =>
  (await findUntranslated(content, languages)).map(({ line }) => line)

describe('a new site in languages the starter is not written in', () => {
  it("lists them in site.yml and passes the engine's content check, every word in place", async () => {
    const content = await contentOf(OWNER)
    const files = await readdir(content)
    expect(files).toEqual(expect.arrayContaining(['pt-BR.yml', 'fr.yml']))
    expect(files).not.toContain('es.yml')
    expect(files).not.toContain('en.yml')
    const site = parse(await readFile(join(content, 'site.yml'), 'utf8')) as { languages: string[] }
    expect(site.languages).toEqual(['pt-BR', 'fr'])
    const loaded = await loadContent(content)
    expect(Object.keys(loaded.owner.words)).toEqual(['pt-BR', 'fr'])
    expect(loaded.profile.language).toBe('fr')
    expect((await readdir(join(content, 'projects', 'example-project'))).sort()).toEqual([
      'fr.md',
      'placeholder-cover.png',
      'pt-BR.md',
    ])
    // The editor's schemas know every language's words file and the CV's texts in these tags.
    const { checked, problems } = await editorSchemaProblems(content)
    expect(problems).toEqual([])
    expect(checked).toEqual(expect.arrayContaining(['pt-BR.yml', 'fr.yml', 'cv.yml']))
  })

  it("starts each from the starter's English words, every one marked for translation but the placeholders", async () => {
    const content = await contentOf(OWNER)
    const english = parse(await readFile(join(TEMPLATE_DIR, 'content', 'en.yml'), 'utf8'))
    for (const tag of ['pt-BR', 'fr']) {
      const words = await readFile(join(content, `${tag}.yml`), 'utf8')
      // The data is the English words as they are: the mark is a comment, never published.
      expect(parse(words)).toEqual(english)
      const marked = (await untranslatedIn(content, ['pt-BR', 'fr'])).filter((line) =>
        line.startsWith(`content/${tag}.yml: `),
      )
      expect(marked).toHaveLength(translatable(english))
      expect(marked).toContain(`content/${tag}.yml: hero.greeting`)
    }
  })

  it("writes the engine's English words, marked, into a language the engine has none in", async () => {
    const content = await contentOf({ ...OWNER, languages: ['en', 'ar'], language: 'en' })
    const loaded = await loadContent(content)
    expect(Object.keys(loaded.owner.words)).toEqual(['en', 'ar'])
    // The engine's word, as English has it, waiting for its Arabic.
    expect(loaded.owner.words.ar?.notFound.title).toBe(loaded.owner.words.en?.notFound.title)
    const marked = await untranslatedIn(content, ['en', 'ar'])
    expect(marked).toContain('content/ar.yml: notFound.title')
    expect(marked).toContain('content/ar.yml: contact.fields.email.label')
    expect(marked.filter((line) => line.startsWith('content/en.yml'))).toEqual([])
  })

  it("writes each text of cv.yml and each project's page in every language, the facts in the first one's", async () => {
    const content = await contentOf({ ...OWNER, languages: ['fr', 'en-GB'] })
    const cv = parse(await readFile(join(content, 'cv.yml'), 'utf8')) as {
      summary: Record<string, string>
    }
    expect(Object.keys(cv.summary)).toEqual(['fr', 'en-GB'])
    const loaded = await loadContent(content)
    expect(loaded.projects).toHaveLength(1)
    const page = (tag: string) =>
      readFile(join(content, 'projects', 'example-project', `${tag}.md`), 'utf8')
    expect(await page('fr')).toMatch(/^technologies:/m)
    expect(await page('en-GB')).not.toMatch(/^technologies:/m)
    // British English takes the starter's English words, which need no translation.
    expect(await untranslatedIn(content, ['fr', 'en-GB'])).not.toContainEqual(
      expect.stringMatching(/^content\/en-GB\.yml/),
    )
  })

  it("fills the resume's language with its words and marks them in the others", async () => {
    const catalogue = await readCatalogue(join(TEMPLATE_DIR, 'content'))
    const resume = resumeFixture()
    const content = await contentOf({
      ...OWNER,
      resume: fromResume(readFixture(resume), technologyMatcher(catalogue), 'en'),
      resumeLanguage: 'pt-BR',
    })
    const loaded = await loadContent(content)
    for (const tag of ['pt-BR', 'fr'])
      expect(loaded.owner.words[tag]?.hero.subtitle).toBe(resume.basics.label)
    const untranslated = await untranslatedIn(content, ['pt-BR', 'fr'])
    expect(untranslated).toContain('content/fr.yml: hero.subtitle')
    expect(untranslated).toContain('content/cv.yml: experience[0].role.fr')
    expect(untranslated).not.toContain('content/pt-BR.yml: hero.subtitle')
    expect(untranslated).not.toContain('content/cv.yml: experience[0].role.pt-BR')
  })

  it("is counted by the engine's check, a line per language, the untranslated words listed", async () => {
    const content = await contentOf(OWNER)
    const untranslated = await findUntranslated(content, ['pt-BR', 'fr'])
    const printed: string[] = []
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line))
    vi.stubEnv('BIFOLIO_SITE', join(content, '..'))
    try {
      await commandNamed('check').run([])
    } finally {
      log.mockRestore()
      vi.unstubAllEnvs()
    }
    for (const tag of ['pt-BR', 'fr']) {
      const count = untranslated.filter(({ locale }) => locale === tag).length
      expect(printed).toContain(`${tag}: 0 words missing, ${count} untranslated`)
    }
    expect(printed).toContainEqual(
      expect.stringMatching(/^ {2}content\/fr\.yml: meta\.description, hero\.greeting/),
    )
  })
})

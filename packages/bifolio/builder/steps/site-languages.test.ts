/**
 * Another owner's languages, built for real: a site in English only, and one in English first
 * and Spanish second. The fixture is the site under test's content with `languages` set in
 * `site.yml`, its projects, articles and testimonials left out (their facts are written in its
 * own first language) and the CV's texts kept in the listed languages only.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { REPOSITORY, SITE_CONTENT } from '../../test/site-under-test.ts'
import { LOCALES, PATH_WORDS, setSiteLanguages } from '../../src/i18n/locales.ts'
import { format } from '../../src/lib/format.ts'
import { readBuildSettings } from '../build-config.ts'
import { runBuild } from '../run-build.ts'

const BUILD_TIMEOUT_MS = 600_000

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `value` with every `{ es: …, en: … }` of the content kept to `languages`. */
function inLanguages(value: unknown, languages: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((entry) => inLanguages(entry, languages))
  if (!isRecord(value)) return value
  const keys = Object.keys(value)
  const perLanguage = keys.length > 0 && keys.every((key) => key === 'es' || key === 'en')
  return Object.fromEntries(
    keys
      .filter((key) => !perLanguage || languages.includes(key))
      .map((key) => [key, inLanguages(value[key], languages)]),
  )
}

async function editYaml(file: string, edit: (data: Record<string, unknown>) => unknown) {
  const data: unknown = parse(await readFile(file, 'utf8'))
  if (!isRecord(data)) throw new Error(`${file} is not a mapping`)
  await writeFile(file, stringify(edit(data)))
}

/** A copy of the site under test's content in `languages`, built; its build folder. */
async function buildIn(languages: readonly string[]): Promise<{ siteDir: string; client: string }> {
  const siteDir = resolve(REPOSITORY, '.test-build', `languages-${languages.join('-')}`)
  const contentDir = join(siteDir, 'content')
  await rm(siteDir, { recursive: true, force: true })
  await mkdir(siteDir, { recursive: true })
  await cp(SITE_CONTENT, contentDir, {
    recursive: true,
    filter: (path) => !/[/\\](projects|posts)$/.test(path),
  })
  await mkdir(join(contentDir, 'projects'))
  await editYaml(join(contentDir, 'site.yml'), (site) => ({
    ...site,
    languages,
    sections: (site.sections as string[]).filter((entry) =>
      ['home', 'skills', 'about-me', 'contact'].includes(entry),
    ),
  }))
  await editYaml(join(contentDir, 'clients.yml'), (clients) => ({ ...clients, testimonials: [] }))
  await editYaml(join(contentDir, 'cv.yml'), (cv) => inLanguages(cv, languages))
  const profileFile = join(contentDir, 'profile.json')
  const profile = JSON.parse(await readFile(profileFile, 'utf8')) as Record<string, unknown>
  await writeFile(profileFile, JSON.stringify({ ...profile, language: languages[0] }))
  const buildDir = join(siteDir, 'dist')
  await runBuild(
    {
      siteDir,
      contentDir,
      buildDir,
      cacheDir: resolve(REPOSITORY, 'node_modules', '.cache', 'bifolio'),
      ...readBuildSettings({}),
    },
    () => undefined,
  )
  return { siteDir, client: join(buildDir, 'client') }
}

/** What a page's HTML says of its language: `lang`, hreflang links, the language toggle. */
async function pageFacts(client: string, file: string) {
  const html = await readFile(join(client, file), 'utf8')
  return {
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, lang, href]) => [lang, new URL(href ?? '').pathname],
    ),
    hasToggle: html.includes('data-testid="language-toggle"'),
  }
}

/** The landing page's title as the fixture's words file for `locale` gives it, name filled in. */
async function titleIn(siteDir: string, locale: string): Promise<string> {
  const words: unknown = parse(await readFile(join(siteDir, 'content', `${locale}.yml`), 'utf8'))
  const meta = isRecord(words) && isRecord(words.meta) ? words.meta : {}
  const profile = JSON.parse(
    await readFile(join(siteDir, 'content', 'profile.json'), 'utf8'),
  ) as Record<string, unknown>
  return format(String(meta.title), { name: String(profile.name) })
}

const before = LOCALES
const pathWordsBefore = PATH_WORDS
let englishOnly: { siteDir: string; client: string }
let englishFirst: { siteDir: string; client: string }

beforeAll(async () => {
  englishOnly = await buildIn(['en'])
  englishFirst = await buildIn(['en', 'es'])
}, BUILD_TIMEOUT_MS)

afterAll(async () => {
  // The build set the fixture's languages in this worker, which the next test files share.
  setSiteLanguages(before, pathWordsBefore)
  for (const site of [englishOnly, englishFirst])
    if (site) await rm(site.siteDir, { recursive: true, force: true })
})

describe('a site in one language', () => {
  it('serves it at the root, with no other language’s pages, no switch and no hreflang', async () => {
    const home = await pageFacts(englishOnly.client, 'index.html')
    expect(home).toEqual({
      lang: 'en',
      title: await titleIn(englishOnly.siteDir, 'en'),
      hreflang: [],
      hasToggle: false,
    })
    for (const file of ['imprint.html', 'privacy.html', 'projects/index.html', '404.html']) {
      expect((await pageFacts(englishOnly.client, file)).lang, file).toBe('en')
    }
    expect(existsSync(join(englishOnly.client, 'en'))).toBe(false)
    expect(existsSync(join(englishOnly.client, 'es'))).toBe(false)
    const sitemap = await readFile(join(englishOnly.client, 'sitemap.xml'), 'utf8')
    expect(sitemap).not.toContain('hreflang')
  })
})

describe('a site in English first and Spanish second', () => {
  it('serves English at the root and Spanish under /es/, each page linking the other', async () => {
    const english = await pageFacts(englishFirst.client, 'index.html')
    const spanish = await pageFacts(englishFirst.client, 'es/index.html')
    expect(english.lang).toBe('en')
    expect(english.title).toBe(await titleIn(englishFirst.siteDir, 'en'))
    expect(spanish.lang).toBe('es')
    expect(spanish.title).toBe(await titleIn(englishFirst.siteDir, 'es'))
    const pair = [
      ['en', '/'],
      ['es', '/es/'],
      ['x-default', '/'],
    ]
    expect(english.hreflang).toEqual(pair)
    expect(spanish.hreflang).toEqual(pair)
    expect(english.hasToggle && spanish.hasToggle).toBe(true)
  })

  it('names the projects’ pages in each language’s own word under its prefix', async () => {
    expect((await pageFacts(englishFirst.client, 'projects/index.html')).hreflang).toEqual([
      ['en', '/projects/'],
      ['es', '/es/proyectos/'],
      ['x-default', '/projects/'],
    ])
    expect((await pageFacts(englishFirst.client, 'es/404.html')).lang).toBe('es')
    expect(existsSync(join(englishFirst.client, 'en'))).toBe(false)
  })
})

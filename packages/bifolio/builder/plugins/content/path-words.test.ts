/**
 * The path words on a copy of the owner's content: the engine's in each language it knows, an
 * owner's own in a words file, and one line per word that cannot be an address.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'
import { LOCALES, PATH_WORDS, setSiteLanguages } from '../../../src/i18n/locales.ts'
import { projectPath, routeFromPath } from '../../../src/i18n/routes.ts'
import { engineWordsFor } from '../../../src/words/engine-words.ts'
import { contentLanguages } from './content-languages.ts'
import { loadContent } from './load-content.ts'
import { problemsOf } from '../../../test/content-problems.ts'

const site = LOCALES
const sitePathWords = PATH_WORDS
let content: string

beforeEach(async () => {
  content = await mkdtemp(join(tmpdir(), 'path-words-'))
  await cp(SITE_CONTENT, content, { recursive: true })
})
afterEach(() => rm(content, { recursive: true, force: true }))
// The check sets the copy's languages and path words in this worker, which later files share.
afterAll(() => setSiteLanguages(site, sitePathWords))

/** The site's last language, whose words file the tests write in, and the one before it. */
async function languages(): Promise<{ last: string; other: string }> {
  const all = await contentLanguages(content)
  const last = all.at(-1)
  const other = all.at(-2)
  if (!last || !other) throw new Error('the site under test has one language')
  return { last, other }
}

async function setPaths(locale: string, paths: Record<string, string>): Promise<void> {
  const file = join(content, `${locale}.yml`)
  const document = parseDocument(await readFile(file, 'utf8'))
  for (const [kind, word] of Object.entries(paths)) document.setIn(['paths', kind], word)
  await writeFile(file, document.toString())
}

describe('the path words', () => {
  it("are the engine's in each language it knows that the owner's words leave alone", async () => {
    const checked = await loadContent(content)
    for (const locale of await contentLanguages(content)) {
      const engine = engineWordsFor(locale)?.paths
      const own = parseDocument(await readFile(join(content, `${locale}.yml`), 'utf8')).get('paths')
      if (engine && own === undefined) expect(checked.owner.pathWords[locale]).toEqual(engine)
    }
  })

  it("are an owner's own where the words file writes them, in every address", async () => {
    const { last } = await languages()
    await setPaths(last, { projects: 'trabajos', articles: 'notas' })
    const checked = await loadContent(content)
    expect(checked.owner.pathWords[last]).toEqual({ projects: 'trabajos', articles: 'notas' })
    expect(projectPath(last, 'crm')).toMatch(/\/trabajos\/crm\/$/)
    expect(routeFromPath(projectPath(last, 'crm'))).toEqual({
      kind: 'project',
      slug: 'crm',
      locale: last,
    })
  })

  it('names a word that is no lowercase slug, one line with its file and key', async () => {
    const { last } = await languages()
    await setPaths(last, { projects: 'Mis Proyectos' })
    const problems = await problemsOf(loadContent(content))
    expect(problems.filter((line) => line.includes('"paths"'))).toEqual([
      `content/${last}.yml: "paths"."projects" is "Mis Proyectos", not a path word: lowercase letters and digits, words joined by single hyphens, e.g. projects`,
    ])
  })

  it("refuses one word for both kinds, a page's address and a language's prefix", async () => {
    const { last, other } = await languages()
    await setPaths(last, { projects: 'work', articles: 'work' })
    await setPaths(other, { projects: 'imprint', articles: last.toLowerCase() })
    const problems = await problemsOf(loadContent(content))
    expect(problems.filter((line) => line.includes('"paths"'))).toEqual([
      `content/${other}.yml: "paths"."projects" is "imprint", the address of a page of its own; choose another word`,
      `content/${other}.yml: "paths"."articles" is "${last.toLowerCase()}", a language's prefix on this site; choose another word`,
      `content/${last}.yml: "paths"."articles" is "work", the same as "projects"; each kind needs its own word`,
    ])
  })
})

/**
 * The starter's Spanish and English files made into the site's languages: `languages:` in
 * site.yml, a words file per language named by its tag (`pt-BR.yml`), each text of cv.yml one
 * entry per language, and each project a page per language with the facts in the first one's.
 * Every key the starter's files hold is copied, whatever they are, so the starter may change
 * its words without this changing.
 */
import {
  isMap,
  isNode,
  isScalar,
  Pair,
  parseDocument,
  Scalar,
  visit,
  type Document,
  type YAMLMap,
} from 'yaml'
import {
  DEFAULT_LANGUAGES,
  LANGUAGE_NAMES,
  languageName,
  LOCALES,
  type LanguageTag,
  type Locale,
} from '../locales.ts'
import { markAll } from '../untranslated.ts'
import { ENGINE_ENGLISH, engineSpeaks } from './engine-words.ts'
import type { LanguageSource } from './site-languages.ts'

/** The site's languages at the top of site.yml, unless they are the starter's own. */
export function setLanguages(site: Document, languages: readonly LanguageTag[]): void {
  if (languages.join() === DEFAULT_LANGUAGES.join()) return
  if (!isMap(site.contents)) return
  const list = site.createNode([...languages], { flow: true })
  const key = new Scalar('languages')
  const own =
    " The site's languages in order, as language tags: the first is served at /, each other at\n" +
    ' /<tag in lower case>/, each with its words in <tag>.yml.'
  // Below the file's opening comment (its schema's line first), which the first key holds.
  const [first] = site.contents.items
  const firstKey = isScalar(first?.key) ? first.key : undefined
  const [opening, ...rest] = (firstKey?.commentBefore ?? '').split('\n\n')
  key.commentBefore = opening ? `${opening}\n\n${own}` : own
  if (firstKey) {
    firstKey.commentBefore = rest.join('\n\n') || undefined
    firstKey.spaceBefore = true
  }
  site.contents.items.unshift(new Pair(key, list))
}

/** The first line of a words file, which names its JSON Schema for the owner's editor. */
const schemaLine = (words: Document) => (words.commentBefore ?? '').split('\n')[0] ?? ''

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Adds each of the engine's English words that `words` lacks, marked for translation: a site
 * in a language the engine has no words in writes them all, or its check names each missing.
 */
function withEngineEnglish(words: Document, tag: LanguageTag): void {
  let first = true
  const fill = (map: YAMLMap, tree: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(tree)) {
      const present: unknown = map.get(key, true)
      if (isMap(present) && isTree(value)) fill(present, value)
      if (present !== undefined) continue
      const node = words.createNode(value)
      markAll(node)
      const name = new Scalar(key)
      if (first && map === words.contents) {
        name.commentBefore =
          ` The engine's own words (labels, the form's messages, the 404 page, headings), which it\n` +
          ` has none of in ${languageName(tag)}: translate them too.`
        name.spaceBefore = true
        first = false
      }
      map.add(new Pair(name, node))
    }
  }
  if (isMap(words.contents)) fill(words.contents, ENGINE_ENGLISH)
}

/** A words file per language, from the starter's file each starts from. */
export function wordsFiles(
  starter: Record<Locale, Document>,
  sources: readonly LanguageSource[],
): Map<LanguageTag, Document> {
  return new Map(
    sources.map(({ tag, from, isMarked }) => {
      const words = starter[from].clone()
      if (isMarked) {
        markAll(words.contents)
        words.commentBefore = [
          schemaLine(starter[from]),
          ` Every word of the site in ${languageName(tag)}, in the same shape as the other languages' files.`,
          ` It starts from the ${LANGUAGE_NAMES[from]} words: translate each value followed by "# untranslated",`,
          ' then delete that comment. `npx bifolio check` counts and lists those left; the page shows',
          ' them as they are until then. {name} and {email} stand for yours, from profile.json.',
        ].join('\n')
      }
      if (!engineSpeaks(tag)) withEngineEnglish(words, tag)
      return [tag, words]
    }),
  )
}

const isStarterEntry = (keys: readonly unknown[]) =>
  keys.length === LOCALES.length && LOCALES.every((locale) => keys.includes(locale))

/** Every `{es: …, en: …}` of a document (cv.yml's texts) as one entry per site language. */
export function rekeyLanguages(document: Document, sources: readonly LanguageSource[]): void {
  visit(document, {
    Map(_, map) {
      const keys = map.items.map((pair) => (isScalar(pair.key) ? pair.key.value : pair.key))
      if (!isStarterEntry(keys)) return undefined
      const byLocale = new Map(map.items.map((pair, index) => [keys[index], pair]))
      map.items = sources.map(({ tag, from, isMarked }) => {
        const pair = byLocale.get(from)
        // A copy each: a language marked for translation must not mark the one it comes from.
        const value = isNode(pair?.value) ? pair.value.clone() : new Scalar(null)
        if (isMarked) markAll(value)
        return new Pair(new Scalar(tag), value)
      })
      return visit.SKIP
    },
  })
}

const FRONT_MATTER = /^---\n([\s\S]*?\n)---\n/

/** A page's front matter, and the rest of it. */
function splitPage(text: string): { data: Document; body: string } {
  const match = FRONT_MATTER.exec(text)
  return match
    ? { data: parseDocument(match[1] ?? ''), body: text.slice(match[0].length) }
    : { data: parseDocument(''), body: text }
}

const keysOf = (data: Document) =>
  isMap(data.contents)
    ? data.contents.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key))
    : []

/**
 * Each project's page per language, from the starter's page in the language each starts from
 * (its words are placeholders, to replace rather than translate). The facts (the fields only
 * one of the starter's pages has) go to the first language's page, where the engine reads them.
 */
export function projectPages(
  files: Map<string, string | Buffer>,
  sources: readonly LanguageSource[],
): void {
  const pages = [...files.keys()].filter((path) =>
    /^content\/projects\/[^/]+\/(es|en)\.md$/.test(path),
  )
  const folders = new Set(pages.map((path) => path.slice(0, path.lastIndexOf('/'))))
  for (const folder of folders) {
    const parts = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        splitPage(String(files.get(`${folder}/${locale}.md`) ?? '')),
      ]),
    ) as Record<Locale, ReturnType<typeof splitPage>>
    const [withFacts, other] = [...LOCALES].sort(
      (a, b) => keysOf(parts[b].data).length - keysOf(parts[a].data).length,
    ) as [Locale, Locale]
    const factKeys = keysOf(parts[withFacts].data).filter(
      (key) => !keysOf(parts[other].data).includes(key),
    )
    for (const locale of LOCALES) files.delete(`${folder}/${locale}.md`)
    sources.forEach(({ tag, from }, index) => {
      const data = parts[from].data.clone()
      for (const key of factKeys) data.delete(key)
      if (index === 0 && isMap(data.contents)) {
        const facts = parts[withFacts].data.clone()
        const factPairs = (isMap(facts.contents) ? facts.contents.items : []).filter((pair) =>
          factKeys.includes(isScalar(pair.key) ? String(pair.key.value) : ''),
        )
        const [firstFact] = factPairs
        // The starter's note on the facts names its own first language's page.
        if (from !== withFacts && isScalar(firstFact?.key))
          firstFact.key.commentBefore = " The project's facts, in the first language's page only"
        data.contents.items.push(...factPairs)
      }
      const frontMatter = data.toString({ lineWidth: 0, flowCollectionPadding: false })
      files.set(`${folder}/${tag}.md`, `---\n${frontMatter}---\n${parts[from].body}`)
    })
  }
}

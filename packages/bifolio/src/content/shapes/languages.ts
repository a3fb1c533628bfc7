/**
 * `languages` of `site.yml`: the site's languages in order, as BCP 47 tags. The first is
 * served at `/`, each other under its tag in lower case (`/en/`, `/pt-br/`).
 */
import * as v from 'valibot'
import { DEFAULT_LANGUAGES, LOCALES } from '../../i18n/locales.ts'

const notATag = (issue: { input: unknown }) =>
  `"${String(issue.input)}" is not a language tag such as es, en or pt-BR`

/** A tag `Intl` knows, written as its canonical form would be: `es`, `en`, `pt-BR`. */
function isCanonical(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

const MUST = 'must be a language tag such as es, en or pt-BR'

export const languageTag = v.pipe(
  v.string(MUST),
  // The pattern is also the editor's: its JSON Schema cannot run the check after it.
  v.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, MUST),
  v.check(isCanonical, notATag),
)

/** One of the site's languages, as they stand when the content is checked. */
export const siteLanguage = v.pipe(
  v.string('must be one of the site\'s languages, e.g. "es"'),
  v.check(
    (tag) => LOCALES.includes(tag),
    (issue) => {
      const list = LOCALES.map((tag) => `"${tag}"`)
      const must = list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list[0]
      return `must be ${must ?? 'a language of the site'}, got ${JSON.stringify(issue.input)}`
    },
  ),
)

/** Two tags that differ only in case would share a URL. */
const distinctTags = v.rawCheck<string[]>(({ dataset, addIssue }) => {
  if (!dataset.typed) return
  const seen = new Set<string>()
  for (const tag of dataset.value) {
    if (seen.has(tag.toLowerCase())) addIssue({ message: `names "${tag}" twice; once is enough` })
    seen.add(tag.toLowerCase())
  }
})

export const languagesShape = v.optional(
  v.pipe(
    v.array(languageTag, 'must be a list of language tags such as [es, en]'),
    v.minLength(1, 'must name at least one language, e.g. [en]'),
    distinctTags,
    v.description(
      "Optional: the site's languages in order, as tags such as es, en or pt-BR; the first is served at /, each other at /<tag in lower case>/, and each has its words in <tag>.yml. Without it: [es, en].",
    ),
  ),
  [...DEFAULT_LANGUAGES],
)

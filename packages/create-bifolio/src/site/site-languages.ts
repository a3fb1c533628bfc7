/**
 * Where each of the site's languages takes its words from. A language the starter is written
 * in (es, en; `en-GB` is en) takes its words as they are. Another starts from the words of the
 * language the resume is written in, or from English, each marked for translation; the
 * resume's own language takes the resume's words unmarked.
 */
import { starterLocaleOf, type LanguageTag, type Locale } from '../locales.ts'

export interface LanguageSource {
  tag: LanguageTag
  /** The starter's language whose words it starts from. */
  from: Locale
  /** Whether those words are another language's, to translate. */
  isMarked: boolean
}

export interface ResumeLanguage {
  /** The site's language the resume is written in. */
  tag: LanguageTag
  /** The starter's language that holds the resume's words as written. */
  written: Locale
}

export function languageSources(
  languages: readonly LanguageTag[],
  resume?: ResumeLanguage,
): LanguageSource[] {
  const fallback = resume?.written ?? 'en'
  return languages.map((tag) => {
    if (resume?.tag === tag) return { tag, from: resume.written, isMarked: false }
    const own = starterLocaleOf(tag)
    // The resume's words stand as written in its language's slot: another language gets them marked.
    if (own && !(resume && own === resume.written)) return { tag, from: own, isMarked: false }
    return { tag, from: fallback, isMarked: true }
  })
}

/**
 * The words the engine brings in each language it knows: its labels, the form's messages, the
 * 404 page, the legal texts' headings, the case studies', articles' and CV's headings and the
 * mail's labels. An owner's words file writes only their own words, and any of these it
 * rewrites wins. The build reads them; a page gets them merged into its owner's words.
 */
import type { LanguageFile } from '../content/shapes/words.ts'
import type { Locale } from '../i18n/locales.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { it } from './it.ts'
import { pt } from './pt.ts'
import { ptBR } from './pt-br.ts'

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [Key in keyof T]?: DeepPartial<T[Key]> }
    : T

/** Some of a words file's words, in its shape. */
export type PartialWords = DeepPartial<LanguageFile>

/** The engine's words in one language: the same keys in every language, English's. */
export type EngineWords = typeof en

// Keyed by tag in lower case: a region's words (`pt-br`) before its language's (`pt`).
const ENGINE_WORDS: Readonly<Record<string, EngineWords>> = {
  es,
  en,
  pt,
  'pt-br': ptBR,
  fr,
  de,
  it,
}

/** The languages (and regions) the engine brings its words in, as their files are named. */
export const ENGINE_LANGUAGES = Object.keys(ENGINE_WORDS)

/**
 * The engine's language `locale` speaks: its own, or its base language, so `pt-PT` speaks
 * `pt` and `pt-BR` Brazil's own; none for a language the engine does not know.
 */
export function engineLanguageOf(locale: Locale): string | undefined {
  const tag = locale.toLowerCase()
  const base = tag.split('-')[0] ?? tag
  return [tag, base].find((language) => language in ENGINE_WORDS)
}

/** The engine's words in the language `locale` speaks, if it knows one. */
export function engineWordsFor(locale: Locale): EngineWords | undefined {
  const language = engineLanguageOf(locale)
  return language === undefined ? undefined : ENGINE_WORDS[language]
}

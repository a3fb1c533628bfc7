/**
 * The engine's own words as a new site needs them: the languages the engine brings words in,
 * and its English words, which a site in any other language writes itself (the engine's check
 * names each one missing). This command runs before the engine is installed, so it reads a
 * copy of them (engine-words.json), which its tests hold equal to the engine's.
 */
import { readFileSync } from 'node:fs'
import type { LanguageTag } from '../locales.ts'

interface EngineWordsCopy {
  languages: string[]
  en: Record<string, unknown>
}

const copy = JSON.parse(
  readFileSync(new URL('./engine-words.json', import.meta.url), 'utf8'),
) as EngineWordsCopy

/** Whether the engine brings its words in `tag`'s language: `pt-BR` and `pt-PT` as `pt` does. */
export function engineSpeaks(tag: LanguageTag): boolean {
  const lower = tag.toLowerCase()
  return [lower, lower.split('-')[0]].some((language) => copy.languages.includes(language ?? ''))
}

/** The engine's words in English, every group and key. */
export const ENGINE_ENGLISH: Readonly<Record<string, unknown>> = copy.en

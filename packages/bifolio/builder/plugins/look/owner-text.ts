/**
 * The words the owner's landing page shows, in every language, as one text: what the fallback
 * faces are measured against (fonts.ts), so that a paragraph takes the same lines before and
 * after the web font arrives. The engine's words count with the owner's, as the page shows both.
 */
import { engineWordsFor } from '../../../src/words/engine-words.ts'
import { contentLanguages } from '../content/content-languages.ts'
import { readDataFile } from '../content/read-data-file.ts'
import { withEngineWords } from '../content/with-engine-words.ts'

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts)
  return []
}

/** The text, or nothing when the words cannot be read (the content check names why). */
export async function ownerText(contentDir: string): Promise<string> {
  const languages = await contentLanguages(contentDir)
  const words = await Promise.all(
    languages.map((locale) => readDataFile(contentDir, `${locale}.yml`)),
  )
  return words
    .flatMap((result, index) => {
      if (!('value' in result)) return []
      const locale = languages[index] ?? ''
      return texts(withEngineWords(result.value, engineWordsFor(locale), []))
    })
    .join(' ')
}

/**
 * The words the owner's landing page shows, in every language, as one text: what the fallback
 * faces are measured against (fonts.ts), so that a paragraph takes the same lines before and
 * after the web font arrives.
 */
import { contentLanguages } from '../content/content-languages.ts'
import { readDataFile } from '../content/read-data-file.ts'

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
  return words.flatMap((result) => ('value' in result ? texts(result.value) : [])).join(' ')
}

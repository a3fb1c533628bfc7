/**
 * The words the owner's landing page shows, in both languages, as one text: what the fallback
 * faces are measured against (fonts.ts), so that a paragraph takes the same lines before and
 * after the web font arrives.
 */
import { LOCALES } from '../../../src/i18n/locales.ts'
import { readDataFile } from '../content/read-data-file.ts'

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts)
  return []
}

/** The text, or nothing when the words cannot be read (the content check names why). */
export async function ownerText(contentDir: string): Promise<string> {
  const words = await Promise.all(
    LOCALES.map((locale) => readDataFile(contentDir, `${locale}.yml`)),
  )
  return words.flatMap((result) => ('value' in result ? texts(result.value) : [])).join(' ')
}

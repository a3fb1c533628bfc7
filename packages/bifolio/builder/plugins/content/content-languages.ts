/**
 * The site's languages as `site.yml` lists them, for the steps that need them before, or
 * without, the whole content check: a list that fails its shape is the default here, and the
 * check names why.
 */
import * as v from 'valibot'
import { languagesShape } from '../../../src/content/shapes/languages.ts'
import { DEFAULT_LANGUAGES, type Locale } from '../../../src/i18n/locales.ts'
import { readDataFile } from './read-data-file.ts'

export async function contentLanguages(contentDir: string): Promise<readonly Locale[]> {
  const read = await readDataFile(contentDir, 'site.yml')
  const value: unknown = 'value' in read ? read.value : undefined
  const listed = typeof value === 'object' && value !== null && 'languages' in value
  const result = v.safeParse(languagesShape, listed ? value.languages : undefined)
  return result.success ? result.output : DEFAULT_LANGUAGES
}

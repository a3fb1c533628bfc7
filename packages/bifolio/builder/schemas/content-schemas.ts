/**
 * The JSON Schema of each owner file, made from the very shapes the content check parses it
 * with, so an editor that validates and completes as the owner types agrees with the build.
 * They are written to the engine's `schemas/` (`npm run schemas`) and shipped with it; each
 * data file names its own on its first line (`# yaml-language-server: $schema=…`), and
 * `profile.json` in its `"$schema"`.
 */
import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { cvSchema } from '../plugins/content/cv-schema.ts'
import { clientsShape } from '../../src/content/shapes/clients.ts'
import { lookShape } from '../../src/content/shapes/look.ts'
import { profileShape } from '../../src/content/shapes/profile.ts'
import { siteShape } from '../../src/content/shapes/site.ts'
import { technologiesShape } from '../../src/content/shapes/technologies.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { enginePath } from '../paths/engine.ts'
import { ownerWordsShape } from './owner-words-shape.ts'

/** Each schema, the shape it is made from, and the owner files it is for (`<tag>.yml`: each language's words). */
const SCHEMAS = {
  site: { shape: siteShape, files: ['site.yml'] },
  clients: { shape: clientsShape, files: ['clients.yml'] },
  technologies: { shape: technologiesShape, files: ['technologies.yml'] },
  look: { shape: lookShape, files: ['look.yml'] },
  cv: { shape: cvSchema, files: ['cv.yml'] },
  words: { shape: ownerWordsShape, files: ['<tag>.yml'] },
  profile: { shape: profileShape, files: ['profile.json'] },
} as const satisfies Record<string, { shape: v.GenericSchema; files: readonly string[] }>

export type SchemaName = keyof typeof SCHEMAS

export const SCHEMA_NAMES = Object.keys(SCHEMAS) as SchemaName[]

/** Where the engine keeps them, and the path a site's content file names one by. */
export const SCHEMAS_DIR = enginePath('schemas')
export const schemaFileName = (name: SchemaName) => `${name}.schema.json`
export const schemaPathFromContent = (name: SchemaName) =>
  `../node_modules/bifolio/schemas/${schemaFileName(name)}`

/** The content files a schema is for in a site in `languages`, e.g. `['es.yml', 'en.yml']` for `words`. */
export const filesOfSchema = (name: SchemaName, languages: readonly Locale[]): readonly string[] =>
  SCHEMAS[name].files.flatMap((file) =>
    file === '<tag>.yml' ? languages.map((tag) => `${tag}.yml`) : [file],
  )

/**
 * The JSON Schema text of one shape. What JSON Schema cannot say is left to the content check,
 * which still says it in one line: text trimmed before it is measured, a check in code (a day
 * that is on the calendar, a period that ends after it starts, a currency that exists), a rule
 * over a whole list (ids used once, the page's order) and the defaults filled in.
 */
export function jsonSchemaText(name: SchemaName): string {
  const { shape, files } = SCHEMAS[name]
  const { $schema, ...schema } = toJsonSchema(shape, {
    ignoreActions: ['trim', 'check', 'raw_check', 'transform'],
  })
  const title = `bifolio: content/${files.join(', content/')}`
  return `${JSON.stringify({ $schema, title, ...schema }, null, 2)}\n`
}

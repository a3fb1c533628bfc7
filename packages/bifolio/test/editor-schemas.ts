/**
 * A content folder as an owner's editor sees it: each data file names the engine's JSON Schema
 * for it (YAML on its first line, `profile.json` in its `"$schema"`), and that schema, read by
 * a JSON Schema validator of its own (Ajv), accepts the file. One line per problem.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import { parse } from 'yaml'
import {
  filesOfSchema,
  SCHEMA_NAMES,
  SCHEMAS_DIR,
  schemaFileName,
  schemaPathFromContent,
  type SchemaName,
} from '../builder/schemas/content-schemas.ts'
import { contentLanguages } from '../builder/plugins/content/content-languages.ts'

// Formats (e-mail, link, date) are the content check's to judge; the shapes are the point here.
const ajv = new Ajv({ allErrors: true, validateFormats: false })

const validators = new Map<SchemaName, ValidateFunction>()

/** Each schema compiled once: Ajv turns it into code, which takes a while. */
function validatorOf(name: SchemaName): ValidateFunction {
  const known = validators.get(name)
  if (known) return known
  const schema = JSON.parse(readFileSync(join(SCHEMAS_DIR, schemaFileName(name)), 'utf8'))
  const validate = ajv.compile(schema as object)
  validators.set(name, validate)
  return validate
}

/** The schema the file names: on the first line of YAML, in `"$schema"` of JSON. */
function namedSchema(file: string, text: string, data: unknown): string | undefined {
  if (file.endsWith('.json')) return (data as { $schema?: string } | null)?.$schema
  const first = text.split('\n', 1)[0] ?? ''
  return /^# yaml-language-server: \$schema=(\S+)$/.exec(first)?.[1]
}

/** Each problem of the data files in `contentDir`, and the files that were checked. */
export async function editorSchemaProblems(contentDir: string): Promise<{
  checked: string[]
  problems: string[]
}> {
  const languages = await contentLanguages(contentDir)
  const checked: string[] = []
  const problems: string[] = []
  for (const name of SCHEMA_NAMES) {
    const validate = validatorOf(name)
    for (const file of filesOfSchema(name, languages)) {
      const path = join(contentDir, file)
      if (!existsSync(path)) continue
      checked.push(file)
      const text = readFileSync(path, 'utf8')
      const data: unknown = file.endsWith('.json') ? JSON.parse(text) : parse(text)
      const named = namedSchema(file, text, data)
      const expected = schemaPathFromContent(name)
      if (named !== expected) {
        const where = file.endsWith('.json')
          ? `"$schema": "${expected}"`
          : `# yaml-language-server: $schema=${expected} on its first line`
        problems.push(
          `${file}: names ${named ? `the schema ${named}` : 'no schema'}; it needs ${where}`,
        )
      }
      if (!validate(data))
        for (const error of validate.errors ?? [])
          problems.push(`${file}: ${error.instancePath || '/'} ${error.message ?? 'is refused'}`)
    }
  }
  return { checked, problems }
}

/**
 * `npm run schemas` in the engine: writes the JSON Schema of each owner file into `schemas/`
 * from the content's shapes. Run it after changing a shape; a test fails until it is.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { jsonSchemaText, SCHEMA_NAMES, SCHEMAS_DIR, schemaFileName } from './content-schemas.ts'

mkdirSync(SCHEMAS_DIR, { recursive: true })
for (const name of SCHEMA_NAMES) {
  writeFileSync(join(SCHEMAS_DIR, schemaFileName(name)), jsonSchemaText(name))
  console.log(`wrote schemas/${schemaFileName(name)}`)
}

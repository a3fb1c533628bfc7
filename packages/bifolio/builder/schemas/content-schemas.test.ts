import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseDocument, type Document } from 'yaml'
import { SITE_CONTENT } from '../../test/site-under-test.ts'
import { editorSchemaProblems } from '../../test/editor-schemas.ts'
import { contentLanguages } from '../plugins/content/content-languages.ts'
import {
  filesOfSchema,
  jsonSchemaText,
  SCHEMA_NAMES,
  SCHEMAS_DIR,
  schemaFileName,
} from './content-schemas.ts'

const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A YAML file changed in place, its comments (its schema's line among them) kept. */
function edit(file: string, change: (document: Document) => void): void {
  const document = parseDocument(readFileSync(file, 'utf8'))
  change(document)
  writeFileSync(file, document.toString())
}

/** The site under test's content, in a folder of its own to change. */
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-schemas-'))
  made.push(dir)
  cpSync(SITE_CONTENT, dir, { recursive: true })
  return dir
}

describe("the engine's JSON Schemas", () => {
  it.each(SCHEMA_NAMES)(
    'schemas/%s.schema.json is the one the content check’s shape makes (npm run schemas)',
    (name) => {
      const committed = readFileSync(join(SCHEMAS_DIR, schemaFileName(name)), 'utf8')
      expect(committed).toBe(jsonSchemaText(name))
    },
  )

  it("accept the site's data files, each of which names its own", async () => {
    const { checked, problems } = await editorSchemaProblems(SITE_CONTENT)
    expect(problems).toEqual([])
    const languages = await contentLanguages(SITE_CONTENT)
    expect(checked.sort()).toEqual(
      SCHEMA_NAMES.flatMap((name) => filesOfSchema(name, languages)).sort(),
    )
  })

  it('refuse what the content check refuses in shape: a colour, a field it does not know', async () => {
    const dir = contentCopy()
    edit(join(dir, 'look.yml'), (look) => look.setIn(['accent', 'light'], 'teal'))
    edit(join(dir, 'site.yml'), (site) => site.set('section', ['home']))
    expect((await editorSchemaProblems(dir)).problems).toEqual([
      'site.yml: / must NOT have additional properties',
      'look.yml: /accent/light must match pattern "^#[0-9a-fA-F]{6}$"',
    ])
  })

  it('say which file names no schema, and what it needs', async () => {
    const dir = contentCopy()
    const cv = readFileSync(join(dir, 'cv.yml'), 'utf8')
    writeFileSync(join(dir, 'cv.yml'), cv.split('\n').slice(1).join('\n'))
    expect((await editorSchemaProblems(dir)).problems).toEqual([
      'cv.yml: names no schema; it needs # yaml-language-server: $schema=../node_modules/bifolio/schemas/cv.schema.json on its first line',
    ])
  })
})

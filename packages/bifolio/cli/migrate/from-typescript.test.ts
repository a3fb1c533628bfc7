import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { enginePath } from '../../builder/paths/engine.ts'
import { schemaLine } from './from-typescript.ts'

describe('a migrated data file', () => {
  it("names on its first line the engine's JSON Schema for it, which the engine ships", () => {
    for (const [file, schema] of [
      ['site.yml', 'site'],
      ['look.yml', 'look'],
      ['es.yml', 'words'],
      ['en.yml', 'words'],
    ] as const) {
      expect(schemaLine(file)).toBe(
        `# yaml-language-server: $schema=../node_modules/bifolio/schemas/${schema}.schema.json\n`,
      )
      expect(existsSync(enginePath('schemas', `${schema}.schema.json`)), schema).toBe(true)
    }
  })
})

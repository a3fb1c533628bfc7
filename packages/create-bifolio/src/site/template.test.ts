import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { engineRange } from './template.ts'

const ENGINE_PACKAGE_JSON = new URL('../../../bifolio/package.json', import.meta.url)

describe('the engine a new site depends on', () => {
  it('is the version of the engine this repository holds, and any later one of its major', async () => {
    const engine = JSON.parse(await readFile(ENGINE_PACKAGE_JSON, 'utf8')) as { version: string }
    expect(await engineRange()).toBe(`^${engine.version}`)
  })
})

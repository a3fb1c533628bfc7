import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { engineRanges } from './template.ts'
import { commandNamed, missingTools } from '../../test/engine.ts'
import { SITE_COMMANDS } from './site-package.ts'

const ENGINE_PACKAGE_JSON = new URL('../../../bifolio/package.json', import.meta.url)

interface EngineManifest {
  version: string
  devDependencies: Record<string, string>
}

const engineManifest = async () =>
  JSON.parse(await readFile(ENGINE_PACKAGE_JSON, 'utf8')) as EngineManifest

describe('the engine a new site depends on', () => {
  it('is the version of the engine this repository holds, and any later one of its major', async () => {
    const engine = await engineManifest()
    expect((await engineRanges()).engine).toBe(`^${engine.version}`)
  })

  it("brings the browser test's tools in the ranges the engine is tested with", async () => {
    const engine = await engineManifest()
    const { testTools } = await engineRanges()
    expect(Object.keys(testTools).length).toBeGreaterThan(0)
    for (const [name, range] of Object.entries(testTools)) {
      expect(engine.devDependencies[name], name).toBe(range)
    }
  })

  it('leaves nothing for `bifolio test` to ask for', async () => {
    const { testTools } = await engineRanges()
    expect(missingTools('test', (name) => name in testTools)).toBeUndefined()
  })
})

describe("a new site's npm scripts", () => {
  it('each call a command the engine has', () => {
    for (const command of SITE_COMMANDS) expect(() => commandNamed(command), command).not.toThrow()
  })
})

import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { engineRanges } from './template.ts'
import { commandNamed, missingTools } from '../../test/engine.ts'
import { hasNodeSqlite, SITE_COMMANDS } from './site-package.ts'

const ENGINE_PACKAGE_JSON = new URL('../../../bifolio/package.json', import.meta.url)

interface EngineManifest {
  version: string
  devDependencies: Record<string, string>
  peerDependencies: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
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

describe('the SQLite package of a site created on Node 20', () => {
  it("is the engine's optional peer, in the engine's range", async () => {
    const engine = await engineManifest()
    const { sqlite } = await engineRanges()
    expect(Object.keys(sqlite).length).toBeGreaterThan(0)
    for (const [name, range] of Object.entries(sqlite)) {
      expect(engine.peerDependencies[name], name).toBe(range)
      expect(engine.peerDependenciesMeta?.[name]?.optional, name).toBe(true)
    }
  })

  it('is needed below Node 22.13 only, where node:sqlite is unflagged', () => {
    expect(['20.19.0', '20.20.2', '22.12.0'].map((version) => hasNodeSqlite(version))).toEqual([
      false,
      false,
      false,
    ])
    expect(['22.13.0', '23.4.0', '24.1.0'].map((version) => hasNodeSqlite(version))).toEqual([
      true,
      true,
      true,
    ])
  })
})

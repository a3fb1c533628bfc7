import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { engineRange } from './template.ts'
import { commandNamed } from '../../test/engine.ts'
import { SITE_COMMANDS } from './site-package.ts'

const ENGINE_PACKAGE_JSON = new URL('../../../bifolio/package.json', import.meta.url)

describe('the engine a new site depends on', () => {
  it('is the version of the engine this repository holds, and any later one of its major', async () => {
    const engine = JSON.parse(await readFile(ENGINE_PACKAGE_JSON, 'utf8')) as { version: string }
    expect(await engineRange()).toBe(`^${engine.version}`)
  })
})

describe("a new site's npm scripts", () => {
  it('each call a command the engine has', () => {
    for (const command of SITE_COMMANDS) expect(() => commandNamed(command), command).not.toThrow()
  })
})

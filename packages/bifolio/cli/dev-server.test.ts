/**
 * `bifolio dev` follows the owner's look: a new accent in `look.yml` is what the next request
 * gets, with no restart by hand.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { readBuildSettings } from '../builder/build-config.ts'
import { SITE_CONTENT } from '../test/site-under-test.ts'
import { runDevServer, type DevServer } from './dev-server.ts'

const siteDir = mkdtempSync(join(tmpdir(), 'bifolio-dev-'))
cpSync(SITE_CONTENT, join(siteDir, 'content'), { recursive: true })
const contentDir = join(siteDir, 'content')
let server: DevServer | undefined

afterAll(async () => {
  await server?.close()
  rmSync(siteDir, { recursive: true, force: true })
})

const lookCss = async () =>
  (await fetch(new URL('@id/__x00__virtual:look.css', server?.url()))).text()

describe('bifolio dev', () => {
  it(
    'serves a changed look.yml on the next request, on the same port',
    { timeout: 60_000 },
    async () => {
      server = await runDevServer(
        {
          siteDir,
          contentDir,
          buildDir: join(siteDir, 'dist'),
          cacheDir: join(siteDir, 'node_modules', '.cache', 'bifolio'),
          ...readBuildSettings({}),
        },
        0,
      )
      const before = server.url()
      const look = parse(readFileSync(join(contentDir, 'look.yml'), 'utf8')) as {
        accent: { light: string; dark: string }
      }
      // A dark red that reads on white, unlike any owner's accent this test could be given.
      const accent = look.accent.light.toLowerCase() === '#9b1c1c' ? '#7c2d12' : '#9b1c1c'
      expect(await lookCss()).not.toContain(accent)

      writeFileSync(
        join(contentDir, 'look.yml'),
        stringify({ ...look, accent: { ...look.accent, light: accent } }),
      )
      await expect.poll(lookCss, { timeout: 30_000, interval: 500 }).toContain(accent)
      expect(server.url()).toBe(before)
    },
  )
})

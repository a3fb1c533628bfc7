/**
 * `bifolio dev` follows the owner's look: a new accent in `look.yml` is what the next request
 * gets, with no restart by hand. It answers the files a page's head links (icons, manifest,
 * feed, share picture) as the build writes them, not with the page's HTML.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBuildSettings } from '../builder/build-config.ts'
import { CONTENT_TYPES } from '../shared/content-types.ts'
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

beforeAll(async () => {
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
}, 60_000)

/** The addresses of the files the landing page's head links, beside its stylesheets and pages. */
async function linkedFiles(): Promise<string[]> {
  const page = await (
    await fetch(new URL('/', server?.url()), { headers: { accept: 'text/html' } })
  ).text()
  const head = page.slice(0, page.indexOf('</head>'))
  const links = [
    ...head.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest|alternate)"[^>]*>/g),
  ]
    .filter(([tag]) => !tag.includes('hreflang'))
    .map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? '')
  const share = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1] ?? ''
  return [...links, share].map((href) => new URL(href, server?.url()).pathname)
}

describe('bifolio dev', () => {
  it('answers every file the page links beside it with its own type, as the build writes it', async () => {
    const paths = await linkedFiles()
    // Two icons, the touch icon, the manifest and the share picture at least.
    expect(paths.length).toBeGreaterThanOrEqual(5)
    for (const path of paths) {
      const res = await fetch(new URL(path, server?.url()))
      expect(res.status, path).toBe(200)
      const type = CONTENT_TYPES[path.slice(path.lastIndexOf('.'))]
      expect(res.headers.get('content-type'), path).toBe(type)
    }
    const ico = Buffer.from(
      await (await fetch(new URL('/favicon.ico', server?.url()))).arrayBuffer(),
    )
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0])
    const robots = await (await fetch(new URL('/robots.txt', server?.url()))).text()
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', server?.url()).href}`)
  })

  it('writes the absolute addresses for the host the browser asked, not the first one', async () => {
    // node:http, since fetch sends the address's own host whatever the headers say.
    const sitemapLine = (host: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        get(new URL('/robots.txt', server?.url()), { headers: { host } }, (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve(body.split('\n').find((line) => line.startsWith('Sitemap:'))))
        }).on('error', reject)
      })
    const { port } = new URL(server?.url() ?? '')
    expect(await sitemapLine(`localhost:${port}`)).toBe(
      `Sitemap: http://localhost:${port}/sitemap.xml`,
    )
    expect(await sitemapLine(`127.0.0.1:${port}`)).toBe(
      `Sitemap: http://127.0.0.1:${port}/sitemap.xml`,
    )
  })

  it(
    'serves a changed look.yml on the next request, on the same port',
    { timeout: 60_000 },
    async () => {
      if (!server) throw new Error('the dev server did not start')
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

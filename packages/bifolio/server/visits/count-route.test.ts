/**
 * `POST /api/count` in process on a real SQLite file: what is counted, and everything that is
 * refused or left uncounted without a row to show for it. The pages and files come from the
 * owner's content, as the built site has them.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { projects } from '../../src/content/projects'
import { projectPages } from '../../src/content/project-language'
import { owner } from '../../src/content/owner'
import { site } from '../../src/content/owner-content'
import { localeFromPath } from '../../src/i18n/routes'
import { COUNT_PATH, MAX_BEACON_BYTES } from '../../src/schema/count-beacon'
import { createApp } from '../app'
import { openOutbox, type OutboxStore } from '../adapters/node/outbox-store'
import { tempDir } from '../../test/server/fixtures'
import { countedSite, ownerCountedSite } from './counted-site'

const SLUGS = projects.map((project) => project.slug)
const COUNTED = countedSite(projectPages(projects), owner.name)
const PAGES = [...COUNTED.pages]
const FILES = [...COUNTED.files]
const HOME = PAGES[0] ?? '/'

/** A desktop Chrome as a person runs it. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const LIMIT = { count: 5, windowMs: 60_000 }

let store: OutboxStore | undefined
afterEach(() => {
  store?.close()
  store = undefined
})

/** Room for every page of a large site; the flood test sets a tight one. */
const ROOMY = { count: 1000, windowMs: 60_000 }

function start({
  counting = true,
  limit = ROOMY,
}: { counting?: boolean; limit?: typeof LIMIT } = {}) {
  store = openOutbox(tempDir('portfolio-count-'))
  const app = createApp({
    config: {
      siteUrl: 'https://example.com',
      trustProxy: false,
      contactLimit: { count: 5, windowSeconds: 600 },
      allowedOrigins: [],
    },
    store,
    site: { csp: "default-src 'none'" },
    clientOf: () => '203.0.113.7',
    log: () => {},
    counting: counting ? { store: store.visits, counted: COUNTED, limit } : undefined,
  })
  return app
}

function beacon(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}

const rows = async () => (store ? store.visits.countsSince('2000-01-01') : [])

describe('POST /api/count', () => {
  it('counts a view of each of the site’s pages in that page’s language, and nothing else', async () => {
    const app = start()
    for (const path of PAGES) {
      const res = await app.request(COUNT_PATH, beacon({ kind: 'view', path, device: 'tablet' }))
      expect(res.status).toBe(204)
    }
    const counted = await rows()
    expect(
      counted.map(({ path, language, device, referrer, count }) => ({
        path,
        language,
        device,
        referrer,
        count,
      })),
    ).toEqual(
      expect.arrayContaining(
        PAGES.map((path) => ({
          path,
          language: localeFromPath(path),
          device: 'tablet',
          referrer: '',
          count: 1,
        })),
      ),
    )
    expect(counted).toHaveLength(PAGES.length)
  })

  it('keeps one row for a page viewed again the same day, however often', async () => {
    const app = start()
    for (let index = 0; index < 25; index += 1) {
      await app.request(
        COUNT_PATH,
        beacon({ kind: 'view', path: HOME, device: 'phone', referrer: 'github.com' }),
      )
    }
    expect(await rows()).toEqual([
      expect.objectContaining({ path: HOME, referrer: 'github.com', device: 'phone', count: 25 }),
    ])
  })

  it('counts a page by its canonical path', async () => {
    const app = start()
    const [slug] = SLUGS
    if (!slug) return
    const canonical = PAGES.find((path) => path.endsWith(`/${slug}/`)) ?? ''
    await app.request(
      COUNT_PATH,
      beacon({ kind: 'view', path: `${canonical}index.html`, device: 'desktop' }),
    )
    await app.request(
      COUNT_PATH,
      beacon({ kind: 'view', path: canonical.slice(0, -1), device: 'desktop' }),
    )
    expect(await rows()).toEqual([expect.objectContaining({ path: canonical, count: 2 })])
  })

  it('counts a download of each document in the language of the page it was followed from', async () => {
    const app = start()
    const enHome = PAGES.find((path) => localeFromPath(path) === 'en') ?? HOME
    for (const file of FILES) {
      const res = await app.request(
        COUNT_PATH,
        beacon({ kind: 'download', path: enHome, file, device: 'phone' }),
      )
      expect(res.status).toBe(204)
    }
    expect((await rows()).map(({ kind, path, language }) => ({ kind, path, language }))).toEqual(
      expect.arrayContaining(
        FILES.map((file) => ({ kind: 'download', path: file, language: 'en' })),
      ),
    )
  })

  it.each([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['DNT: 1', { dnt: '1' }],
    [
      'a crawler',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    ['headless Chrome', { 'user-agent': BROWSER.replace('Chrome/', 'HeadlessChrome/') }],
    ['no User-Agent', { 'user-agent': '' }],
  ])('answers 204 and stores nothing for %s', async (_name, headers) => {
    const app = start()
    const res = await app.request(
      COUNT_PATH,
      beacon({ kind: 'view', path: HOME, device: 'phone' }, headers),
    )
    expect(res.status).toBe(204)
    expect(await rows()).toEqual([])
  })

  it.each([
    ['a path the site does not have', { kind: 'view', path: '/wp-login.php', device: 'phone' }],
    [
      'a project that does not exist',
      { kind: 'view', path: `/proyectos/${SLUGS.join('-')}-none/`, device: 'phone' },
    ],
    ['the not-found page', { kind: 'view', path: '/404', device: 'phone' }],
    [
      'a file that is not a document',
      { kind: 'download', path: HOME, file: 'passwords.pdf', device: 'phone' },
    ],
  ])('answers 422 and stores nothing for %s', async (_name, body) => {
    const app = start()
    const res = await app.request(COUNT_PATH, beacon(body))
    expect(res.status).toBe(422)
    expect(await rows()).toEqual([])
  })

  it.each([
    ['not JSON', '{"kind":', 400],
    ['not a beacon', { kind: 'view', path: HOME, device: 'phone', visitor: 'ana' }, 400],
    ['an unknown device', { kind: 'view', path: HOME, device: 'fridge' }, 400],
    [
      'a referrer that is not a host',
      { kind: 'view', path: HOME, device: 'phone', referrer: 'https://x.example/a?b' },
      400,
    ],
    [
      'a body over the limit',
      { kind: 'view', path: HOME, device: 'phone', referrer: `${'a'.repeat(60)}.`.repeat(20) },
      413,
    ],
  ])('refuses %s and stores nothing', async (_name, body, status) => {
    const app = start()
    if (status === 413) expect(JSON.stringify(body).length).toBeGreaterThan(MAX_BEACON_BYTES)
    const res = await app.request(COUNT_PATH, beacon(body))
    expect(res.status).toBe(status)
    expect(await rows()).toEqual([])
  })

  it('answers 415 to another content type', async () => {
    const app = start()
    const res = await app.request(
      COUNT_PATH,
      beacon(
        { kind: 'view', path: HOME, device: 'phone' },
        { 'content-type': 'application/x-www-form-urlencoded' },
      ),
    )
    expect(res.status).toBe(415)
    expect(await rows()).toEqual([])
  })

  it('answers 403 to a beacon from another site’s page', async () => {
    const app = start()
    const res = await app.request(
      COUNT_PATH,
      beacon(
        { kind: 'view', path: HOME, device: 'phone' },
        { origin: 'https://elsewhere.example' },
      ),
    )
    expect(res.status).toBe(403)
    const own = await app.request(
      COUNT_PATH,
      beacon({ kind: 'view', path: HOME, device: 'phone' }, { origin: 'https://example.com' }),
    )
    expect(own.status).toBe(204)
  })

  it('limits a flood from one network with 429, counting no more than the limit', async () => {
    const app = start({ limit: LIMIT })
    const answers = []
    for (let index = 0; index < LIMIT.count * 3; index += 1) {
      answers.push(
        (await app.request(COUNT_PATH, beacon({ kind: 'view', path: HOME, device: 'phone' })))
          .status,
      )
    }
    expect(answers.filter((status) => status === 204)).toHaveLength(LIMIT.count)
    expect(answers.at(-1)).toBe(429)
    expect(await rows()).toEqual([expect.objectContaining({ count: LIMIT.count })])
  })

  it('answers 503 when the store cannot count', async () => {
    const app = start()
    store?.close()
    const res = await app.request(COUNT_PATH, beacon({ kind: 'view', path: HOME, device: 'phone' }))
    expect(res.status).toBe(503)
    store = undefined
  })

  it('is not there when counting is off', async () => {
    const app = start({ counting: false })
    const res = await app.request(COUNT_PATH, beacon({ kind: 'view', path: HOME, device: 'phone' }))
    expect(res.status).toBe(404)
    expect(await rows()).toEqual([])
  })

  it('follows the owner’s counting setting in site.yml', () => {
    expect(ownerCountedSite() !== undefined).toBe(site.counting)
  })
})

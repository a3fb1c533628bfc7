/**
 * `bifolio stats` as the owner runs it, as a process, on a DATA_DIR the Node server counted in:
 * the JSON it prints is what was recorded, the terminal view draws the days, and a wrong flag
 * is one line.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { projects } from '../../src/content/projects'
import { projectPages } from '../../src/content/project-language'
import { owner } from '../../src/content/owner'
import { localeFromPath } from '../../src/i18n/routes'
import { openOutbox } from '../../server/adapters/node/outbox-store'
import { countedSite } from '../../server/visits/counted-site'
import type { StatsReport } from '../../server/visits/visit-report'
import type { Visit } from '../../server/visits/visits'
import { tempDir, validBody } from '../../test/server/fixtures'

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'bifolio.js')
const COUNTED = countedSite(projectPages(projects), owner.name)
const PAGES = [...COUNTED.pages]
const [FILE = ''] = [...COUNTED.files]
const DAY_MS = 86_400_000

async function run(dataDir: string, ...args: string[]) {
  return promisify(execFile)(process.execPath, [BIN, 'stats', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  })
}

/** Views of every page, the first page `n + 1` times; one download; two messages. */
async function record(dataDir: string, at: number): Promise<void> {
  const store = openOutbox(dataDir, { now: () => at })
  try {
    for (const [index, path] of PAGES.entries()) {
      const view: Visit = {
        kind: 'view',
        path,
        language: localeFromPath(path),
        referrer: index === 0 ? 'github.com' : '',
        device: index % 2 === 0 ? 'phone' : 'desktop',
      }
      for (let time = 0; time <= (index === 0 ? 3 : 0); time += 1) await store.visits.record(view)
    }
    await store.visits.record({
      kind: 'download',
      path: FILE,
      language: 'es',
      referrer: '',
      device: 'tablet',
    })
    const limit = { count: 5, windowSeconds: 600 }
    const message = { ...validBody, language: 'es' as const, consent: true as const }
    await store.accept({ client: 'a', id: 'one', message }, limit)
    await store.accept({ client: 'a', id: 'two', message }, limit)
  } finally {
    store.close()
  }
}

describe('bifolio stats', () => {
  it('prints as JSON what the server counted in the period', async () => {
    const dataDir = tempDir('portfolio-stats-')
    const now = Date.now()
    await record(dataDir, now)
    // A day outside a 7-day period, which it leaves out.
    const store = openOutbox(dataDir, { now: () => now - 10 * DAY_MS })
    await store.visits.record({
      kind: 'view',
      path: PAGES[0] ?? '/',
      language: 'es',
      referrer: '',
      device: 'phone',
    })
    store.close()

    const report = JSON.parse((await run(dataDir, '--json', '--days', '7')).stdout) as StatsReport
    const views = PAGES.length + 3
    const phones = PAGES.filter((_, index) => index % 2 === 0).length + 3
    expect(report).toMatchObject({
      days: 7,
      views,
      pages: Object.fromEntries(PAGES.map((path, index) => [path, index === 0 ? 4 : 1])),
      referrers: { 'github.com': 4 },
      devices: { phone: phones, tablet: 0, desktop: views - phones },
      downloads: { [FILE]: 1 },
      messages: 2,
    })
    expect((report.languages.es ?? 0) + (report.languages.en ?? 0)).toBe(views)
    expect(Object.keys(report.perDay)).toHaveLength(7)
    expect(report.perDay[new Date(now).toISOString().slice(0, 10)]).toBe(views)
    // The page most viewed comes first.
    expect(Object.keys(report.pages)[0]).toBe(PAGES[0])
  })

  it('draws the days as bars for a person', async () => {
    const dataDir = tempDir('portfolio-stats-text-')
    await record(dataDir, Date.now())
    const { stdout } = await run(dataDir)
    expect(stdout).toMatch(/\(30 days, UTC\): \d+ page view\(s\)/)
    expect(stdout).toMatch(/ {2}\d{4}-\d\d-\d\d {2}\d+ {2}█+/)
    expect(stdout).toContain('github.com')
    expect(stdout).toContain(FILE)
    expect(stdout).toContain('Messages received: 2')
  })

  it('says nothing was counted yet, and gives zeros as JSON', async () => {
    const dataDir = tempDir('portfolio-stats-empty-')
    expect((await run(dataDir)).stdout).toMatch(/^Nothing counted yet/)
    expect(JSON.parse((await run(dataDir, '--json')).stdout)).toMatchObject({
      views: 0,
      messages: 0,
    })
  })

  it.each([['--days', 'x'], ['--days=0'], ['--weeks', '2'], ['--days']])(
    'answers %s with one line and exit code 2',
    async (...args) => {
      const failed = await run(tempDir('portfolio-stats-bad-'), ...args).catch(
        (error: { code: number; stderr: string }) => error,
      )
      expect(failed).toMatchObject({ code: 2 })
      expect((failed as { stderr: string }).stderr.trim().split('\n')).toHaveLength(1)
      expect((failed as { stderr: string }).stderr).toMatch(/^bifolio stats: /)
    },
  )
})

/**
 * Counting on the edge: the built Worker in workerd on a local D1 kept under DATA_DIR, as
 * `npm run preview:edge` runs it. A beacon lands in D1 as a day's total, what must not count
 * does not, the Cron Trigger purges days past retention, and `bifolio stats --edge --json`
 * reads back what was counted.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { previewOptions } from '../../../cli/preview-edge/preview-options'
import { projects } from '../../../src/content/projects'
import { projectPages } from '../../../src/content/project-language'
import { owner } from '../../../src/content/owner'
import { localeFromPath } from '../../../src/i18n/routes'
import { COUNT_PATH } from '../../../src/schema/count-beacon'
import { buildEdgeFixture } from '../../../test/server/edge-build'
import { tempDir } from '../../../test/server/fixtures'
import { parseConfig } from '../node/config'
import type { StatsReport } from '../../visits/visit-report'
import { countedSite } from '../../visits/counted-site'
import { startLocalWorker, type LocalWorker } from './local-worker'

const COUNTED = countedSite(projectPages(projects), owner.name)
const [PAGE = '/'] = [...COUNTED.pages].reverse()
const [FILE = ''] = [...COUNTED.files]
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const BIN = join(import.meta.dirname, '..', '..', '..', 'bin', 'bifolio.js')

let buildDir: string
beforeAll(async () => {
  buildDir = await buildEdgeFixture('portfolio-count-edge-')
}, 60_000)

let worker: LocalWorker | undefined
afterEach(async () => {
  await worker?.dispose()
  worker = undefined
})

async function beacon(w: LocalWorker, body: unknown, headers: Record<string, string> = {}) {
  const res = await w.mf.dispatchFetch(`http://localhost${COUNT_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': BROWSER,
      'cf-connecting-ip': '203.0.113.7',
      ...headers,
    },
    body: JSON.stringify(body),
  })
  return res.status
}

interface Row {
  day: string
  kind: string
  path: string
  language: string
  referrer: string
  device: string
  count: number
}

async function rows(w: LocalWorker): Promise<Row[]> {
  return (await w.d1.prepare('SELECT * FROM visit_counts ORDER BY kind, path').all<Row>()).results
}

async function stats(dataDir: string, ...args: string[]): Promise<StatsReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [BIN, 'stats', '--edge', '--json', ...args],
    { env: { ...process.env, DATA_DIR: dataDir } },
  )
  return JSON.parse(stdout) as StatsReport
}

describe('counting on the edge', () => {
  it('counts views and downloads in D1, skips what must not count, and stats reads them back', async () => {
    const dataDir = tempDir('portfolio-count-edge-data-')
    const options = previewOptions(parseConfig({ DATA_DIR: dataDir }), buildDir)
    worker = await startLocalWorker({ ...options, port: undefined, output: 'drop' })

    const view = { kind: 'view', path: PAGE, device: 'phone', referrer: 'github.com' }
    expect(await beacon(worker, view)).toBe(204)
    expect(await beacon(worker, view)).toBe(204)
    expect(
      await beacon(worker, { kind: 'download', path: PAGE, file: FILE, device: 'phone' }),
    ).toBe(204)
    expect(await beacon(worker, view, { 'sec-gpc': '1' })).toBe(204)
    expect(await beacon(worker, view, { dnt: '1' })).toBe(204)
    expect(
      await beacon(worker, view, { 'user-agent': BROWSER.replace('Chrome/', 'HeadlessChrome/') }),
    ).toBe(204)
    expect(await beacon(worker, { ...view, path: '/wp-admin/' })).toBe(422)

    const language = localeFromPath(PAGE)
    const today = new Date().toISOString().slice(0, 10)
    expect(await rows(worker)).toEqual([
      {
        day: today,
        kind: 'download',
        path: FILE,
        language,
        referrer: '',
        device: 'phone',
        count: 1,
      },
      {
        day: today,
        kind: 'view',
        path: PAGE,
        language,
        referrer: 'github.com',
        device: 'phone',
        count: 2,
      },
    ])

    const report = await stats(dataDir, '--days', '7')
    expect(report).toMatchObject({
      days: 7,
      views: 2,
      pages: { [PAGE]: 2 },
      referrers: { 'github.com': 2 },
      languages: { [language]: 2 },
      devices: { phone: 2, tablet: 0, desktop: 0 },
      downloads: { [FILE]: 1 },
      messages: 0,
    })
    expect(report.perDay[today]).toBe(2)
  })

  it('purges days past STATS_RETENTION_DAYS on its scheduled run', async () => {
    const dataDir = tempDir('portfolio-count-edge-purge-')
    const options = previewOptions(
      parseConfig({ DATA_DIR: dataDir, STATS_RETENTION_DAYS: '30' }),
      buildDir,
    )
    worker = await startLocalWorker({ ...options, port: undefined, output: 'drop' })
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10)
    const kept = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)
    for (const day of [old, kept]) {
      await worker.d1
        .prepare(
          `INSERT INTO visit_counts (day, kind, path, language, referrer, device, count)
           VALUES (?, 'view', '/', 'es', '', 'desktop', 3)`,
        )
        .bind(day)
        .run()
    }
    await worker.scheduled()
    expect((await rows(worker)).map((row) => row.day)).toEqual([kept])
  })
})

/**
 * One contract for the one count store on both adapters of the storage port: a SQLite file as
 * Node opens it, and workerd's own D1 through Miniflare, as the Worker has it.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { sqlAdapters, type OpenedPort } from '../../test/server/sql-adapters'
import { sqlOutbox } from '../outbox/sql-outbox'
import { validBody } from '../../test/server/fixtures'
import { MAX_REFERRERS_PER_DAY, OTHER_REFERRER, sqlVisits } from './sql-visits'
import type { SqlPort } from '../sql-port'
import type { Visit } from './visits'

const DAY_MS = 86_400_000
const view: Visit = { kind: 'view', path: '/', language: 'es', referrer: '', device: 'phone' }

const ADAPTERS = sqlAdapters('visits-contract', ['visit_counts', 'messages'])

describe.each(ADAPTERS)('the count store on %s', { timeout: 30_000 }, (_name, open) => {
  let opened: OpenedPort | undefined
  // 2026-11-28 at noon, UTC.
  let now = Date.parse('2026-11-28T12:00:00Z')
  const start = async () => {
    now = Date.parse('2026-11-28T12:00:00Z')
    opened = await open()
    return sqlVisits(opened.sql, () => now)
  }
  const rowCount = async () =>
    (await opened?.sql.all<{ rows: number }>('SELECT COUNT(*) AS rows FROM visit_counts'))?.[0]
      ?.rows
  afterEach(async () => {
    await opened?.close()
    opened = undefined
  })

  it('holds the day, what was visited, language, referring host, device and a count: nothing of who', async () => {
    await start()
    const columns = await opened?.sql.all<{ name: string }>(
      "SELECT name FROM pragma_table_info('visit_counts') ORDER BY cid",
    )
    expect(columns?.map((column) => column.name)).toEqual([
      'day',
      'kind',
      'path',
      'language',
      'referrer',
      'device',
      'count',
    ])
  })

  it('adds repeated visits of one page on one day to one row', async () => {
    const store = await start()
    for (let index = 0; index < 25; index += 1) await store.record(view)
    expect(await rowCount()).toBe(1)
    expect(await store.countsSince('2026-11-28')).toEqual([
      { ...view, day: '2026-11-28', count: 25 },
    ])
  })

  it('keeps a row per day, page, language, referrer and device', async () => {
    const store = await start()
    await store.record(view)
    await store.record({ ...view, device: 'desktop' })
    await store.record({ ...view, referrer: 'github.com' })
    await store.record({ ...view, kind: 'download', path: 'cv.pdf' })
    now += DAY_MS
    await store.record(view)
    expect(await rowCount()).toBe(5)
    expect((await store.countsSince('2026-11-29')).map((row) => row.day)).toEqual(['2026-11-29'])
  })

  it(`counts referrers past ${MAX_REFERRERS_PER_DAY} different ones a day as "${OTHER_REFERRER}"`, async () => {
    const store = await start()
    await store.record(view)
    for (let index = 0; index < MAX_REFERRERS_PER_DAY + 20; index += 1) {
      await store.record({ ...view, referrer: `site${index}.example` })
    }
    // A host already counted that day is still counted under its name.
    await store.record({ ...view, referrer: 'site0.example' })
    const rows = await store.countsSince('2026-11-28')
    expect(rows).toHaveLength(MAX_REFERRERS_PER_DAY + 2)
    expect(rows.find((row) => row.referrer === OTHER_REFERRER)?.count).toBe(20)
    expect(rows.find((row) => row.referrer === 'site0.example')?.count).toBe(2)
  })

  it('purges the days older than the retention period, and no more', async () => {
    const store = await start()
    await store.record(view)
    now += 10 * DAY_MS
    await store.record(view)
    expect(await store.purgeCounts(10)).toBe(0)
    now += DAY_MS
    expect(await store.purgeCounts(10)).toBe(1)
    expect((await store.countsSince('2000-01-01')).map((row) => row.day)).toEqual(['2026-12-08'])
  })

  it('counts the messages the outbox received since a moment', async () => {
    const store = await start()
    const outbox = sqlOutbox(opened?.sql as SqlPort, () => now)
    const limit = { count: 5, windowSeconds: 600 }
    await outbox.accept(
      { client: 'a', id: 'first', message: { ...validBody, language: 'es', consent: true } },
      limit,
    )
    const since = now + 1
    now += 1000
    await outbox.accept(
      { client: 'a', id: 'second', message: { ...validBody, language: 'es', consent: true } },
      limit,
    )
    expect(await store.messagesSince(since)).toBe(1)
    expect(await store.messagesSince(0)).toBe(2)
  })
})

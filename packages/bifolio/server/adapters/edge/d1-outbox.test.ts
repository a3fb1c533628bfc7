/**
 * The retention purge on D1, in workerd: what it deletes, and what it reads. The Cron Trigger
 * runs it every minute and D1 bills (and the free plan counts) every row a query reads, so
 * the messages kept for their retention period must not be read again each minute.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { validBody } from '../../../test/server/fixtures'
import { storeMessage } from '../../../test/server/store-message'
import { startCountedD1, type CountedD1 } from '../../../test/server/counted-d1'
import { d1Outbox } from './d1-outbox'
import type { D1Database } from './platform'

const DAY = 86_400_000
const RETENTION_DAYS = 30
const PURGED = 3
/**
 * Enough kept messages that reading them would break the bound on rows read (the purged ones and
 * two more) several times over; each costs three round trips to workerd.
 */
const KEPT = 15

let d1: CountedD1 | undefined
afterEach(async () => {
  await d1?.dispose()
  d1 = undefined
})

/** `count` messages accepted at `at` and delivered at once. */
async function delivered(db: D1Database, at: number, count: number): Promise<string[]> {
  const outbox = d1Outbox(db, () => at)
  const ids: string[] = []
  for (let index = 0; index < count; index += 1) {
    const id = await storeMessage(outbox, validBody as never)
    const claimed = await outbox.claimNext()
    expect(claimed?.id).toBe(id)
    await outbox.markSent(id)
    ids.push(id)
  }
  return ids
}

describe('the D1 outbox purges delivered messages after the retention period', () => {
  it('deletes only delivered messages older than it, reading those and not the kept ones', async () => {
    d1 = await startCountedD1()
    const { db, counted } = d1
    const now = Date.now()
    const old = await delivered(db, now - (RETENTION_DAYS + 2) * DAY, PURGED)
    const kept = await delivered(db, now - (RETENTION_DAYS - 2) * DAY, KEPT)
    const waiting = await storeMessage(
      d1Outbox(db, () => now - 40 * DAY),
      validBody as never,
    )

    counted.rowsRead = 0
    expect(await d1Outbox(db, () => now).purgeDelivered(RETENTION_DAYS)).toBe(old.length)
    // The purged rows and a row or two of the index's edge, not the kept ones.
    expect(counted.rowsRead).toBeLessThanOrEqual(old.length + 2)

    const left = await d1Outbox(db).list()
    expect(left.map((message) => message.id).sort()).toEqual([...kept, waiting].sort())
    expect(left.find((message) => message.id === waiting)?.status).toBe('pending')
  }, 30_000)
})

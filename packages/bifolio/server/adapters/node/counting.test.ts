/**
 * Counting in the Node server as `npm start` runs it: `/api/count` follows the owner's setting,
 * counts into DATA_DIR's database, and the purge at start drops the days past
 * STATS_RETENTION_DAYS.
 */
import { describe, expect, it } from 'vitest'
import { site } from '../../../src/content/owner-content'
import { COUNT_PATH } from '../../../src/schema/count-beacon'
import { parseConfig } from './config'
import { openOutbox } from './outbox-store'
import { startServer } from './start-server'
import { fixtureSite, tempDir } from '../../../test/server/fixtures'
import { ownerCountedSite } from '../../visits/counted-site'

const DAY_MS = 86_400_000
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'

describe('counting on the Node server', () => {
  it('purges days past retention as it starts, and counts a beacon when the owner counts', async () => {
    const dataDir = tempDir('portfolio-node-count-')
    const [page = '/'] = ownerCountedSite()?.pages ?? []
    const seeded = openOutbox(dataDir, { now: () => Date.now() - 31 * DAY_MS })
    await seeded.visits.record({
      kind: 'view',
      path: page,
      language: 'es',
      referrer: '',
      device: 'phone',
    })
    seeded.close()

    const config = parseConfig({ DATA_DIR: dataDir, PORT: '0', STATS_RETENTION_DAYS: '30' })
    const server = await startServer({ config, clientDir: fixtureSite(), log: () => {} })
    try {
      const res = await fetch(`${server.url}${COUNT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
        body: JSON.stringify({ kind: 'view', path: page, device: 'desktop' }),
      })
      expect(res.status).toBe(site.counting ? 204 : 404)
    } finally {
      await server.stop()
    }

    const store = openOutbox(dataDir)
    const rows = await store.visits.countsSince('2000-01-01')
    store.close()
    const today = new Date().toISOString().slice(0, 10)
    expect(rows.map(({ day, device }) => ({ day, device }))).toEqual(
      site.counting ? [{ day: today, device: 'desktop' }] : [],
    )
  })
})

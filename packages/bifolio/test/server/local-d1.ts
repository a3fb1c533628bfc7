/**
 * A bare D1 database in workerd (Miniflare, in memory), the project's migrations applied: the
 * database the Worker has, without the Worker.
 */
import { Miniflare } from 'miniflare'
import { applyMigrations } from '../../server/adapters/edge/local-worker'
import type { D1Database } from '../../server/adapters/edge/platform'

export interface LocalD1 {
  db: D1Database
  dispose(): Promise<void>
}

export async function startLocalD1(name = 'outbox'): Promise<LocalD1> {
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null, { status: 204 }) }',
    d1Databases: { OUTBOX: name },
  })
  const db = await mf.getD1Database('OUTBOX')
  await applyMigrations(db)
  return { db: db as unknown as D1Database, dispose: () => mf.dispose() }
}

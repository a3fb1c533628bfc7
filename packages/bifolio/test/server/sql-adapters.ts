/**
 * The storage port's two adapters, for contract tests that run the same calls on both: a
 * SQLite file as Node opens it (the store's own opening: file, pragmas, migrations), and
 * workerd's own D1 through Miniflare, as the Worker has it. Registers the Miniflare instance's
 * start and stop on the calling test file.
 */
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { d1Port } from '../../server/adapters/edge/d1-port'
import { openOutbox } from '../../server/adapters/node/outbox-store'
import { openSqlite } from '../../server/adapters/node/sqlite'
import type { SqlPort } from '../../server/sql-port'
import { sqlitePort } from '../../server/adapters/node/sqlite-port'
import { tempDir } from './fixtures'
import { startLocalD1, type LocalD1 } from './local-d1'

export interface OpenedPort {
  sql: SqlPort
  close(): Promise<void>
}

/**
 * `[name, open]` per adapter, for `describe.each`. D1 is one database for the file, whose
 * `tables` are emptied at each opening; the SQLite file is a new one each time.
 */
export function sqlAdapters(
  name: string,
  tables: readonly string[],
): Array<[string, () => Promise<OpenedPort>]> {
  let local: LocalD1 | undefined
  beforeAll(async () => {
    local = await startLocalD1(name)
  }, 30_000)
  afterAll(() => local?.dispose())

  return [
    [
      'a SQLite file (Node)',
      async () => {
        const dataDir = tempDir(`${name}-`)
        openOutbox(dataDir).close()
        const db = openSqlite(join(dataDir, 'outbox.sqlite'))
        return { sql: sqlitePort(db), close: async () => db.close() }
      },
    ],
    [
      'D1 in workerd (the edge)',
      async () => {
        const d1 = local?.db
        if (!d1) throw new Error('workerd’s D1 did not start')
        await d1.batch(tables.map((table) => d1.prepare(`DELETE FROM ${table}`)))
        return { sql: d1Port(d1), close: async () => {} }
      },
    ],
  ]
}

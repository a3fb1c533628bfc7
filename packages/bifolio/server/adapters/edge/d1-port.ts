/** The storage port on Cloudflare D1. */
import type { SqlPort } from '../../sql-port'
import type { D1Database } from './platform'

export function d1Port(db: D1Database): SqlPort {
  const bound = (sql: string, params: readonly (string | number | null)[] = []) =>
    db.prepare(sql).bind(...params)
  return {
    all: async <Row>(sql: string, params?: readonly (string | number | null)[]) =>
      (await bound(sql, params).all<Row>()).results,
    run: async (sql, params) => (await bound(sql, params).run()).meta.changes,
    // D1 runs a batch as one transaction, rolled back whole if a statement fails.
    batch: async (statements) =>
      (await db.batch(statements.map((s) => bound(s.sql, s.params)))).map(
        (result) => result.results,
      ),
  }
}

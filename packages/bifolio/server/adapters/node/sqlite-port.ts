/**
 * The storage port on Node's SQLite (`sqlite.ts`: node:sqlite or better-sqlite3). Both are
 * synchronous: a call waiting on a lock would stop the whole process, pages included. So the
 * connection never waits inside SQLite (`busy_timeout = 0`); a call that finds the file locked
 * by another process (the owner's `npm run inbox`, a second server) is tried again after a
 * timer, leaving the event loop free meanwhile, and gives up after `busyWaitMs`, when the
 * contact API answers 503.
 */
import type { SqliteDatabase, SqliteStatement } from './sqlite'
import type { SqlPort, SqlValue } from '../../sql-port'

const DEFAULT_BUSY_WAIT_MS = 1000
const FIRST_RETRY_MS = 5

/** SQLITE_BUSY, as either library reports it. */
function isBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, errcode } = error as Error & { code?: string; errcode?: number }
  return code === 'SQLITE_BUSY' || errcode === 5 || /database is locked/i.test(error.message)
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function sqlitePort(
  db: SqliteDatabase,
  { busyWaitMs = DEFAULT_BUSY_WAIT_MS }: { busyWaitMs?: number } = {},
): SqlPort {
  db.exec('PRAGMA busy_timeout = 0')
  const prepared = new Map<string, SqliteStatement<unknown>>()
  const statement = (sql: string) => {
    let found = prepared.get(sql)
    if (!found) {
      found = db.prepare(sql)
      prepared.set(sql, found)
    }
    return found
  }

  async function patiently<T>(work: () => T): Promise<T> {
    const deadline = Date.now() + busyWaitMs
    for (let wait = FIRST_RETRY_MS; ; wait *= 2) {
      try {
        return work()
      } catch (error) {
        const left = deadline - Date.now()
        if (!isBusy(error) || left <= 0) throw error
        await pause(Math.min(wait, left))
      }
    }
  }

  const params = (values: readonly SqlValue[] = []) => values as SqlValue[]
  return {
    all: <Row>(sql: string, values?: readonly SqlValue[]) =>
      patiently(() => statement(sql).rows(...params(values)) as Row[]),
    run: (sql, values) => patiently(() => statement(sql).run(...params(values)).changes),
    batch: (statements) =>
      patiently(() =>
        db.immediate(() => statements.map((s) => statement(s.sql).rows(...params(s.params)))),
      ),
  }
}

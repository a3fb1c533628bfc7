/**
 * A SQLite connection with the few calls the outbox makes, the same on every Node line the
 * project supports. Where Node has its own SQLite (`node:sqlite`, unflagged from 22.13) that
 * is used; Node 20 has none, so there better-sqlite3 12 stands in: an optional peer, which a
 * site created on Node 20 depends on, so that on every later line nothing native is compiled.
 * better-sqlite3 12 is kept off the newer lines on purpose: from Node 24.19 on, the process
 * aborts when the garbage collector frees one of its statements (nodejs/node#65446), and
 * better-sqlite3 13, which is free of that, does not load on Node 20 (it needs Node-API 10).
 * Both are SQLite 3 on the same file format, so an outbox moves between Node versions as it
 * is. On Node 22, `node:sqlite` prints one ExperimentalWarning to stderr when first loaded.
 */
import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'
import { ConfigError } from '../../config-values'

type SqlValue = string | number | null
/** Positional values, or one object of named ones (`@id` in the SQL, `id` in the object). */
type SqlParams = SqlValue[] | [Record<string, SqlValue>]

export interface SqliteStatement<Row> {
  run(...params: SqlParams): { changes: number }
  get(...params: SqlParams): Row | undefined
  all(...params: SqlParams): Row[]
  /** Runs a statement of any kind: the rows it returns, none for a plain write. */
  rows(...params: SqlParams): Row[]
}

export interface SqliteDatabase {
  exec(sql: string): void
  prepare<Row = unknown>(sql: string): SqliteStatement<Row>
  /**
   * Runs `work` in a `BEGIN IMMEDIATE` transaction: the write lock is taken before the first
   * read, so two processes on one file never both decide from the same state.
   */
  immediate<T>(work: () => T): T
  /** Closing twice is harmless; any other call after it throws. */
  close(): void
}

/** What both libraries offer, as far as it is used here. */
interface RawDatabase {
  exec(sql: string): void
  prepare(sql: string): {
    run(...params: SqlParams): { changes: number | bigint }
    get(...params: SqlParams): unknown
    all(...params: SqlParams): unknown[]
    /** better-sqlite3's: false for a statement that returns no rows, whose `all` throws. */
    reader?: boolean
  }
  close(): void
}

/** The part of `node:sqlite` used here; @types/node for Node 20 does not describe it. */
interface NodeSqlite {
  DatabaseSync: new (path: string, options?: { readOnly?: boolean }) => RawDatabase
}

function builtinSqlite(): NodeSqlite | undefined {
  return process.getBuiltinModule('node:sqlite') as NodeSqlite | undefined
}

/** The library `openSqlite` uses on this Node: its own `node:sqlite` if it has one. */
export function sqliteDriver(): 'node:sqlite' | 'better-sqlite3' {
  return builtinSqlite() ? 'node:sqlite' : 'better-sqlite3'
}

/** Loaded only when needed, so Node 22 and later never load its native code. */
function betterSqlite3(): typeof BetterSqlite3 {
  try {
    return createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3
  } catch (error) {
    // A site created on Node 22 and then run on Node 20 lacks it: say what to do in one line.
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error
    throw new ConfigError(
      `Node ${process.version} has no SQLite of its own: run \`npm install better-sqlite3@12\` in the site once, or use Node 22.13 or later, which needs nothing more.`,
      { cause: error },
    )
  }
}

export function openSqlite(file: string, options: { readOnly?: boolean } = {}): SqliteDatabase {
  const builtin = builtinSqlite()
  let raw: RawDatabase
  if (builtin) {
    raw = new builtin.DatabaseSync(file, { readOnly: options.readOnly ?? false })
  } else {
    raw = new (betterSqlite3())(file, { readonly: options.readOnly ?? false })
  }

  let open = true
  const db: SqliteDatabase = {
    exec: (sql) => raw.exec(sql),
    prepare<Row>(sql: string): SqliteStatement<Row> {
      const statement = raw.prepare(sql)
      const all = (...params: SqlParams) => statement.all(...params) as Row[]
      return {
        run: (...params) => ({ changes: Number(statement.run(...params).changes) }),
        get: (...params) => statement.get(...params) as Row | undefined,
        all,
        // node:sqlite's `all` returns [] for a plain write; better-sqlite3's throws.
        rows: (...params) =>
          statement.reader === false ? (statement.run(...params), []) : all(...params),
      }
    },
    immediate<T>(work: () => T): T {
      raw.exec('BEGIN IMMEDIATE')
      let result: T
      try {
        result = work()
      } catch (error) {
        raw.exec('ROLLBACK')
        throw error
      }
      try {
        raw.exec('COMMIT')
      } catch (error) {
        // A failed COMMIT can leave the transaction open; close it so the next one can begin.
        try {
          raw.exec('ROLLBACK')
        } catch {
          // SQLite had already rolled it back.
        }
        throw error
      }
      return result
    },
    close(): void {
      if (!open) return
      open = false
      raw.close()
    },
  }
  return db
}

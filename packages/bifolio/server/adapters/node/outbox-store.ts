/**
 * The outbox on Node: the one outbox (`sql-outbox.ts`) on a SQLite file under DATA_DIR in WAL
 * mode with `synchronous=FULL`, so a committed row survives a crash or power loss; the API
 * answers 202 only after the message's transaction committed. Readers (`npm run inbox`) never
 * wait for the server's writes, nor it for theirs.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Migration } from '../../outbox/migrations'
import { MIGRATIONS_TABLE, migrationsDir, pending, readMigrations } from '../../outbox/migrations'
import type { Outbox } from '../../outbox/outbox'
import { outboxIntake } from '../../outbox/outbox-intake'
import { sqlOutbox } from '../../outbox/sql-outbox'
import type { SqliteDatabase } from './sqlite'
import { openSqlite } from './sqlite'
import { sqlitePort } from './sqlite-port'
import { sqlVisits } from '../../visits/sql-visits'
import type { VisitStore } from '../../visits/visits'

export type { StoredMessage } from '../../outbox/outbox'

/**
 * Runs the migrations this file has not recorded yet, each in its own transaction, which
 * looks at the record again: the server and `npm run inbox` may open one file at once.
 */
function migrate(db: SqliteDatabase, migrations: readonly Migration[], file: string): void {
  db.exec(MIGRATIONS_TABLE)
  const applied = db.prepare<{ name: string }>('SELECT name FROM d1_migrations')
  const record = db.prepare('INSERT INTO d1_migrations (name) VALUES (?)')
  const todo = () =>
    pending(
      migrations,
      applied.all().map((row) => row.name),
      file,
    )
  for (const migration of todo()) {
    db.immediate(() => {
      if (!todo().includes(migration)) return
      db.exec(migration.sql)
      record.run(migration.name)
    })
  }
}

export interface OutboxStore extends Outbox {
  /** The counted visits, in the same file. */
  visits: VisitStore
  /**
   * Copies the whole outbox to `file`, consistent even while the server writes (`VACUUM INTO`
   * reads one snapshot): restoring it is putting it back as `DATA_DIR/outbox.sqlite`. The copy
   * is written beside `file` and renamed over it, so an earlier backup there is replaced only
   * by a complete one.
   */
  backup(file: string): Promise<void>
  /** Closing twice is harmless. */
  close(): void
}

const DELIVERY_BUSY_WAIT_MS = 30_000

export interface OutboxStoreOptions {
  now?: () => number
  /** How long a post waits for a write lock held by another process before it fails. */
  busyWaitMs?: number
  /** The schema's migrations, the engine's own by default. */
  migrations?: readonly Migration[]
}

/** Opens (creating if needed) `DATA_DIR/outbox.sqlite`. */
export function openOutbox(
  dataDir: string,
  {
    now = Date.now,
    busyWaitMs,
    migrations = readMigrations(migrationsDir()),
  }: OutboxStoreOptions = {},
): OutboxStore {
  const db = openDatabase(dataDir, migrations)
  // A visitor's post gives up soon (503); the delivery and the owner's upkeep, which hold up
  // no one, wait longer, so a message sent is not left marked `sending` by a passing lock.
  const sql = sqlitePort(db, { busyWaitMs: DELIVERY_BUSY_WAIT_MS })
  return {
    ...sqlOutbox(sql, now),
    ...outboxIntake(sqlitePort(db, { busyWaitMs }), now),
    // A beacon gives up as soon as a post does; nobody waits for it.
    visits: sqlVisits(sqlitePort(db, { busyWaitMs }), now),
    async backup(file) {
      const partial = `${file}.partial-${process.pid}`
      rmSync(partial, { force: true })
      try {
        await sql.run('VACUUM INTO ?', [partial])
        renameSync(partial, file)
      } finally {
        rmSync(partial, { force: true })
      }
    },
    close: () => db.close(),
  }
}

/**
 * The file, made durable and brought up to the latest migration. Opening waits for a lock
 * the way a command waits (the migrations may need the write lock once); the store then never
 * waits inside SQLite (`sqlite-port.ts`).
 */
function openDatabase(dataDir: string, migrations: readonly Migration[]): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'outbox.sqlite')
  const db = openSqlite(file)
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  try {
    migrate(db, migrations, file)
  } catch (error) {
    db.close()
    throw error
  }
  return db
}

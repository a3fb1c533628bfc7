import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContactMessage } from '../../../src/schema/contact-schema'
import { BRIEF_CHOICES } from '../../../src/schema/contact-schema'
import { tempDir } from '../../../test/server/fixtures'
import { migrationsDir, readMigrations } from '../../outbox/migrations'
import { storeMessage } from '../../../test/server/store-message'
import { openOutbox } from './outbox-store'
import type { SqliteDatabase } from './sqlite'
import { openSqlite, sqliteDriver } from './sqlite'

const message: ContactMessage = {
  name: 'Ana García',
  email: 'ana@example.com',
  subject: 'A project for you',
  message: 'Hello.',
  consent: true,
  language: 'es',
}

const opened: SqliteDatabase[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

function open(file: string, options?: { readOnly?: boolean }): SqliteDatabase {
  const db = openSqlite(file, options)
  opened.push(db)
  return db
}

function table(): SqliteDatabase {
  const db = open(join(tempDir(), 'test.sqlite'))
  db.exec('CREATE TABLE t (id TEXT PRIMARY KEY, n INTEGER)')
  return db
}

describe('the SQLite connection', () => {
  it("is Node's own from Node 22 on, and better-sqlite3 on Node 20", () => {
    const major = Number(process.versions.node.split('.')[0])
    expect(sqliteDriver()).toBe(major >= 22 ? 'node:sqlite' : 'better-sqlite3')
  })

  it('binds named and positional values and reads rows back', () => {
    const db = table()
    expect(db.prepare('INSERT INTO t VALUES (@id, @n)').run({ id: 'a', n: 1 })).toEqual({
      changes: 1,
    })
    db.prepare('INSERT INTO t VALUES (?, ?)').run('b', 2)
    expect(db.prepare<{ n: number }>('SELECT n FROM t WHERE id = ?').get('b')).toEqual({ n: 2 })
    expect(db.prepare('SELECT n FROM t WHERE id = ?').get('none')).toBeUndefined()
    expect(db.prepare<{ id: string }>('SELECT id FROM t ORDER BY id').all()).toEqual([
      { id: 'a' },
      { id: 'b' },
    ])
  })

  it('undoes a transaction whose work throws, and takes the next one', () => {
    const db = table()
    const insert = db.prepare('INSERT INTO t VALUES (?, ?)')
    expect(() =>
      db.immediate(() => {
        insert.run('a', 1)
        throw new Error('stop')
      }),
    ).toThrow('stop')
    expect(db.immediate(() => insert.run('b', 2).changes)).toBe(1)
    expect(db.prepare('SELECT id FROM t').all()).toEqual([{ id: 'b' }])
  })

  it('holds the write lock for the whole transaction, so another connection waits', () => {
    const file = join(tempDir(), 'shared.sqlite')
    const first = open(file)
    first.exec('PRAGMA journal_mode = WAL')
    first.exec('CREATE TABLE t (id TEXT)')
    const second = open(file)
    second.exec('PRAGMA busy_timeout = 0')
    first.immediate(() => {
      expect(() => second.immediate(() => 0)).toThrow(/locked|busy/i)
    })
    expect(
      second.immediate(() => second.prepare('INSERT INTO t VALUES (?)').run('x').changes),
    ).toBe(1)
  })

  it('closes once, and refuses work after that', () => {
    const db = table()
    db.close()
    expect(() => db.close()).not.toThrow()
    expect(() => db.exec('SELECT 1')).toThrow()
    expect(() => db.immediate(() => 0)).toThrow()
  })

  it('opens read-only when asked', () => {
    const file = join(tempDir(), 'ro.sqlite')
    open(file).exec('CREATE TABLE t (id TEXT)')
    const reader = open(file, { readOnly: true })
    expect(reader.prepare('SELECT COUNT(*) AS c FROM t').get()).toEqual({ c: 0 })
    expect(() => reader.exec("INSERT INTO t VALUES ('x')")).toThrow(/readonly|read-only/i)
  })
})

describe('the outbox file', () => {
  it('is in WAL mode', () => {
    const dataDir = tempDir()
    const store = openOutbox(dataDir)
    try {
      const reader = open(join(dataDir, 'outbox.sqlite'), { readOnly: true })
      expect(reader.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    } finally {
      store.close()
    }
  })

  it('backs up to a complete copy that replaces an earlier file and leaves nothing beside it', async () => {
    const dataDir = tempDir()
    const store = openOutbox(dataDir)
    const backupDir = tempDir()
    const backup = join(backupDir, 'outbox.sqlite')
    writeFileSync(backup, 'an older backup')
    try {
      await storeMessage(store, message, 'one')
      await store.backup(backup)
      await storeMessage(store, message, 'two')
    } finally {
      store.close()
    }
    expect(readdirSync(backupDir)).toEqual(['outbox.sqlite'])
    const copy = openOutbox(backupDir)
    try {
      expect((await copy.list()).map((message) => [message.id, message.status])).toEqual([
        ['one', 'pending'],
      ])
    } finally {
      copy.close()
    }
  })

  it('keeps the brief a message was given, and none for one without', async () => {
    const store = openOutbox(tempDir())
    // The content's first id of each choice; an owner without one gives none.
    const brief = {
      service: BRIEF_CHOICES.service[0],
      budget: BRIEF_CHOICES.budget[0],
      timeline: BRIEF_CHOICES.timeline[0],
    }
    try {
      await storeMessage(store, { ...message, ...brief }, 'with')
      await storeMessage(store, message, 'without')
      const [withBrief, without] = await store.list()
      expect(withBrief).toMatchObject({ id: 'with', ...brief })
      expect(without).toMatchObject({ id: 'without' })
      expect([without?.service, without?.budget, without?.timeline]).toEqual([
        undefined,
        undefined,
        undefined,
      ])
    } finally {
      store.close()
    }
  })

  it('takes the brief on an outbox made before it existed, keeping the rows it held', async () => {
    const dataDir = tempDir()
    const before = open(join(dataDir, 'outbox.sqlite'))
    before.exec(
      'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    )
    for (const migration of readMigrations(migrationsDir()).filter(
      (migration) => migration.name < '0003',
    )) {
      before.exec(migration.sql)
      before.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(migration.name)
    }
    before
      .prepare(
        `INSERT INTO messages (id, created_at, name, email, subject, message, language, status, next_attempt_at)
         VALUES ('old', 1, 'Ana', 'ana@example.com', 'A project for you', 'Hello.', 'es', 'pending', 1)`,
      )
      .run()
    before.close()

    const store = openOutbox(dataDir)
    try {
      await storeMessage(store, { ...message, service: BRIEF_CHOICES.service[0] }, 'new')
      expect((await store.list()).map(({ id, service }) => ({ id, service }))).toEqual([
        { id: 'old', service: undefined },
        { id: 'new', service: BRIEF_CHOICES.service[0] },
      ])
    } finally {
      store.close()
    }
  })
})

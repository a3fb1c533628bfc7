/**
 * A site's data as an update finds it, and the next engine's schema as a test imagines it:
 * the engine's migrations and one more (`next-schema/`), numbered after the engine's newest.
 * The update tests fill an outbox on the engine's schema, start on this one, and check that
 * nothing was lost or sent twice.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Migration, migrationsDir, readMigrations } from '../../server/outbox/migrations'
import type { ContactMessage } from '../../src/schema/contact-schema'
import type { Outbox, StoredMessage } from '../../server/outbox/outbox'
import type { VisitCount, VisitStore } from '../../server/visits/visits'
import { daysBefore } from '../../server/visits/visits'
import { validBody } from './fixtures'
import { storeMessage } from './store-message'

const NEXT_SCHEMA_FILE = join(import.meta.dirname, 'next-schema', 'messages-rebuilt.sql')

/** The engine's migrations and the fixture's, as the next engine would ship them. */
export function nextSchema(): { migrations: Migration[]; version: number } {
  const engine = readMigrations(migrationsDir())
  const version = Number(engine.at(-1)?.name.slice(0, 4)) + 1
  const next = {
    name: `${String(version).padStart(4, '0')}_messages_rebuilt.sql`,
    sql: readFileSync(NEXT_SCHEMA_FILE, 'utf8'),
  }
  return { migrations: [...engine, next], version }
}

interface SiteData {
  messages: StoredMessage[]
  counts: VisitCount[]
  /** The messages still to deliver: one waiting its turn, one a stop cut off mid-send. */
  undelivered: string[]
}

/** A delivered message, one claimed by a send a stop interrupted, one waiting; some visits. */
const posted = (subject: string): ContactMessage => ({
  ...validBody,
  subject,
  consent: true,
  language: 'es',
})

export async function fillSiteData(outbox: Outbox, visits: VisitStore): Promise<SiteData> {
  const delivered = await storeMessage(outbox, posted('Delivered before'))
  await outbox.claimNext()
  await outbox.markSent(delivered)
  const interrupted = await storeMessage(outbox, posted('Cut off mid-send'))
  await outbox.claimNext()
  const waiting = await storeMessage(outbox, posted('Waiting its turn'))
  const view = { kind: 'view', path: '/', language: 'es', referrer: '', device: 'phone' } as const
  await visits.record(view)
  await visits.record(view)
  await visits.record({ ...view, path: '/en/', language: 'en', referrer: 'example.org' })
  return {
    messages: await outbox.list(),
    counts: await countsOf(visits),
    undelivered: [interrupted, waiting],
  }
}

export function countsOf(visits: VisitStore): Promise<VisitCount[]> {
  return visits.countsSince(daysBefore(Date.now(), 1))
}

/** What an update must keep of each message: all it was given, and when. */
export function contents(messages: readonly StoredMessage[]) {
  return messages.map(({ id, createdAt, name, email, subject, message, language }) => ({
    id,
    createdAt,
    name,
    email,
    subject,
    message,
    language,
  }))
}

/**
 * The D1 rows one message costs on the edge, as D1 counts them (what it bills, and what the free
 * plan's daily limits count): the Worker's own code (the contact route's look-up of the
 * Idempotency-Key, `acceptContact`, `deliverDue`, the Cron Trigger's purges) on workerd's D1,
 * for `messages` messages in turn, each from a client of its own, then averaged.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../packages/bifolio/server/app-env'
import { parseConfig } from '../packages/bifolio/server/adapters/node/config'
import { acceptContact } from '../packages/bifolio/server/contact/accept-contact'
import { startCountedD1 } from '../packages/bifolio/test/server/counted-d1'
import { d1Outbox } from '../packages/bifolio/server/adapters/edge/d1-outbox'
import { deliverDue } from '../packages/bifolio/server/outbox/deliver-due'
import type { MailTransport } from '../packages/bifolio/server/outbox/mail'

/** The message every edge figure sends: the same fields whether posted or handed to the route. */
export const BENCH_MESSAGE = {
  name: 'Edge Bench',
  email: 'edge@example.com',
  subject: 'Benchmark message',
  message: 'A message sent by the edge benchmark.',
  consent: true,
  language: 'en',
  website: '',
}

export interface Rows {
  written: number
  read: number
}

export interface MessageRows {
  messages: number
  accepted: Rows
  delivered: Rows
  purged: Rows
  /** One Cron run that finds nothing to do, `messages` kept: every minute, whatever the traffic. */
  idleCronRun: Rows
}

const DAY = 86_400_000

/** An SMTP server that takes everything, at no cost: only D1's rows are counted here. */
const accepting: MailTransport = {
  send: async () => {},
  describe: () => 'nowhere',
  close: () => {},
}

export async function measureMessageRows(messages = 20): Promise<MessageRows> {
  // Long: one message's life on D1, step by step, each step's rows tallied.
  const config = parseConfig({})
  const d1 = await startCountedD1()
  const { db, counted } = d1
  const totals = {
    accepted: { written: 0, read: 0 },
    delivered: { written: 0, read: 0 },
    purged: { written: 0, read: 0 },
  }
  const idleCronRun = { written: 0, read: 0 }
  const tally = async (into: Rows, work: () => Promise<unknown>) => {
    const before = { ...counted }
    await work()
    into.written += counted.rowsWritten - before.rowsWritten
    into.read += counted.rowsRead - before.rowsRead
  }
  try {
    const store = d1Outbox(db)
    const addresses = { mailTo: 'owner@example.com', mailFrom: 'Site <no-reply@example.com>' }
    for (let index = 0; index < messages; index += 1) {
      const key = crypto.randomUUID()
      const client = `172.16.0.${index + 1}`
      await tally(totals.accepted, async () => {
        const outcome = await acceptContact(
          undefined as unknown as Context<AppEnv>,
          BENCH_MESSAGE,
          { client, key },
          { store, limit: config.contactLimit, onStored: () => {}, log: () => {} },
        )
        if (outcome.kind !== 'queued') throw new Error(`a message was ${outcome.kind}`)
      })
      await tally(totals.delivered, () =>
        deliverDue({ store, transport: accepting, addresses, log: () => {} }),
      )
    }
    // The Cron runs after them: the one past the limit's window purges the posts it counted;
    // the next ones find nothing to do, with the messages kept (one of them is measured); the
    // one past the retention period purges the messages.
    const windowOver = () => Date.now() + (config.contactLimit.windowSeconds + 60) * 1000
    const cronRun = (now: () => number) =>
      Promise.all([
        deliverDue({ store: d1Outbox(db, now), transport: accepting, addresses, log: () => {} }),
        d1Outbox(db, now).purgeDelivered(config.retentionDays),
        d1Outbox(db, now).purgeExpiredPosts(config.contactLimit),
      ])
    await tally(totals.purged, () => cronRun(windowOver))
    await tally(idleCronRun, () => cronRun(windowOver))
    await tally(totals.purged, () => cronRun(() => Date.now() + (config.retentionDays + 1) * DAY))
  } finally {
    await d1.dispose()
  }
  const each = (rows: Rows): Rows => ({
    written: rows.written / messages,
    read: rows.read / messages,
  })
  return {
    messages,
    accepted: each(totals.accepted),
    delivered: each(totals.delivered),
    // Less what those two runs would have cost with nothing to purge.
    purged: each({
      written: totals.purged.written - 2 * idleCronRun.written,
      read: totals.purged.read - 2 * idleCronRun.read,
    }),
    idleCronRun,
  }
}

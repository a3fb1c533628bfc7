/**
 * One contract for the one outbox on both adapters of the storage port: a SQLite file as Node
 * opens it, and workerd's own D1 through Miniflare, as the Worker has it. The same calls, on
 * the same clock, get the same answers.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { sqlAdapters, type OpenedPort } from '../../test/server/sql-adapters'
import type { ContactMessage } from '../../src/schema/contact-schema'
import { storeMessage } from '../../test/server/store-message'
import type { Outbox } from './outbox'
import { CLAIM_LEASE_MS } from './outbox-delivery'
import { sqlOutbox } from './sql-outbox'

const message: ContactMessage = {
  name: 'Ana García',
  email: 'ana@example.com',
  subject: 'A project for you',
  message: 'Hello, I would like to talk about a project.',
  consent: true,
  language: 'es',
}
const LIMIT = { count: 5, windowSeconds: 600 }

const ADAPTERS = sqlAdapters('outbox-contract', ['messages', 'rate_limit_posts'])

// workerd answers each call over a socket; on two busy cores a test of 30 calls may take seconds.
describe.each(ADAPTERS)('the outbox on %s', { timeout: 30_000 }, (_name, open) => {
  let opened: OpenedPort | undefined
  let now = 1_000_000_000
  const outbox = (): Outbox => {
    if (!opened) throw new Error('not opened')
    return sqlOutbox(opened.sql, () => now)
  }
  const start = async () => {
    now = 1_000_000_000
    opened = await open()
    return outbox()
  }
  afterEach(async () => {
    await opened?.close()
    opened = undefined
  })

  it('stores a message under its key once, and answers the same words with its id', async () => {
    const store = await start()
    const post = { client: 'a', key: 'k-1', message }
    expect(await store.accept({ ...post, id: 'first' }, LIMIT)).toEqual({
      kind: 'stored',
      id: 'first',
    })
    expect(await store.accept({ ...post, id: 'second' }, LIMIT)).toEqual({
      kind: 'replayed',
      id: 'first',
    })
    expect((await store.findByKey('k-1'))?.id).toBe('first')
    expect((await store.list()).map((stored) => stored.id)).toEqual(['first'])
  })

  it('stores nothing for other words under a used key, and keeps the first words', async () => {
    const store = await start()
    await store.accept({ client: 'a', key: 'k-1', id: 'first', message }, LIMIT)
    const edited = { ...message, message: `${message.message} One more thing.` }
    expect(
      await store.accept({ client: 'a', key: 'k-1', id: 'second', message: edited }, LIMIT),
    ).toEqual({
      kind: 'conflict',
    })
    expect((await store.list()).map((stored) => stored.message)).toEqual([message.message])
  })

  it('allows COUNT posts a window, then says how long to wait, for that client only', async () => {
    const store = await start()
    for (let index = 0; index < LIMIT.count; index += 1) {
      expect(await store.retryAfter('a', LIMIT)).toBe(0)
      const accepted = await store.accept({ client: 'a', id: `m${index}`, message }, LIMIT)
      expect(accepted.kind).toBe('stored')
      now += 1000
    }
    // The first post leaves the window 600 s after it was made, 595 s from now.
    expect(await store.retryAfter('a', LIMIT)).toBe(595)
    expect(await store.accept({ client: 'a', id: 'over', message }, LIMIT)).toEqual({
      kind: 'limited',
      retryAfterSeconds: 595,
    })
    expect(await store.retryAfter('b', LIMIT)).toBe(0)
    now += 595_000
    expect(await store.retryAfter('a', LIMIT)).toBe(0)
    expect((await store.list()).map((stored) => stored.id)).not.toContain('over')
  })

  it('checks and counts posts sent at once in one step: 30 of them store COUNT', async () => {
    const store = await start()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        store.accept({ client: 'crowd', id: `m${index}`, message }, LIMIT),
      ),
    )
    expect(answers.filter((answer) => answer.kind === 'stored')).toHaveLength(LIMIT.count)
    expect(await store.list()).toHaveLength(LIMIT.count)
  })

  it('counts a post without a message (a filled honeypot) and stores nothing for it', async () => {
    const store = await start()
    for (let index = 0; index < LIMIT.count; index += 1) {
      expect((await store.accept({ client: 'bot', id: `b${index}` }, LIMIT)).kind).toBe('stored')
    }
    expect((await store.accept({ client: 'bot', id: 'over' }, LIMIT)).kind).toBe('limited')
    expect(await store.list()).toEqual([])
  })

  it('keeps nothing of a post whose step failed half-way', async () => {
    const store = await start()
    // The message goes in, then counting its post fails.
    await opened?.sql.run(
      `CREATE TRIGGER refuse_posts BEFORE INSERT ON rate_limit_posts
       BEGIN SELECT RAISE(ABORT, 'posts refused'); END`,
    )
    try {
      await expect(store.accept({ client: 'a', id: 'lost', message }, LIMIT)).rejects.toThrow(
        /posts refused/,
      )
      expect(await store.list()).toEqual([])
    } finally {
      await opened?.sql.run('DROP TRIGGER refuse_posts')
    }
  })

  it('gives a due message to one claimant of several', async () => {
    const store = await start()
    await storeMessage(store, message, 'only')
    const claims = await Promise.all([store.claimNext(), store.claimNext(), store.claimNext()])
    expect(
      claims.filter(Boolean).map((claim) => [claim?.id, claim?.status, claim?.attempts]),
    ).toEqual([['only', 'sending', 1]])
  })

  it('takes a claim back after its lease, and all of them when released', async () => {
    const store = await start()
    await storeMessage(store, message, 'held')
    await store.claimNext()
    now += CLAIM_LEASE_MS - 1
    expect(await store.claimNext()).toBeUndefined()
    now += 1
    expect((await store.claimNext())?.attempts).toBe(2)
    expect(await store.releaseClaims()).toBe(1)
    expect((await store.list())[0]?.status).toBe('pending')
    expect((await store.claimNext())?.id).toBe('held')
  })

  it('records a retry, a delivery and a refusal, and queues refused ones again', async () => {
    const store = await start()
    await storeMessage(store, message, 'retried')
    await storeMessage(store, message, 'refused')
    await store.claimNext()
    await store.markRetry('retried', now + 60_000, '451 busy')
    expect(await store.nextDueAt()).toBe(now)
    const refused = await store.claimNext()
    await store.markFailed(refused?.id ?? '', '554 no')
    expect(await store.nextDueAt()).toBe(now + 60_000)
    now += 60_000
    await store.claimNext()
    await store.markSent('retried')
    const states = async () =>
      (await store.list()).map(({ id, status, lastError }) => ({ id, status, lastError }))
    expect(await states()).toEqual([
      { id: 'retried', status: 'sent', lastError: null },
      { id: 'refused', status: 'failed', lastError: '554 no' },
    ])
    expect(await store.requeueFailed()).toBe(1)
    expect((await store.claimNext())?.id).toBe('refused')
  })

  it('purges delivered messages past retention and posts past the window, and no more', async () => {
    const store = await start()
    await storeMessage(store, message, 'old')
    await store.claimNext()
    await store.markSent('old')
    await store.accept({ client: 'a', id: 'counted', message }, LIMIT)
    now += 30 * 86_400_000
    expect(await store.purgeExpiredPosts(LIMIT)).toBe(2)
    expect(await store.purgeDelivered(30)).toBe(0)
    now += 1
    expect(await store.purgeDelivered(30)).toBe(1)
    expect((await store.list()).map((stored) => stored.id)).toEqual(['counted'])
  })
})

/** Stores a message directly in an outbox, as an accepted post would, for the store's tests. */
import type { ContactMessage } from '../../src/schema/contact-schema'
import type { OutboxIntake } from '../../server/outbox/outbox'

/** So many posts a second that no test of the store itself meets the limit. */
const NO_LIMIT = { count: 1_000_000, windowSeconds: 1 }

export async function storeMessage(
  store: OutboxIntake,
  message: ContactMessage,
  id: string = crypto.randomUUID(),
  key?: string,
): Promise<string> {
  const accepted = await store.accept({ client: 'test', id, key, message }, NO_LIMIT)
  if (accepted.kind !== 'stored' && accepted.kind !== 'replayed') {
    throw new Error(`the outbox did not store the message: ${accepted.kind}`)
  }
  return accepted.id
}

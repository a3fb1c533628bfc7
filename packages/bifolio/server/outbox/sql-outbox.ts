/**
 * The one outbox: its SQL, row mapping, claim and lease rules and the limit's check and record
 * are written once, here and in the three files it joins, over the storage port. Node opens it
 * on a SQLite file (`outbox-store.ts`), the Worker on D1, and
 * `outbox-contract.test.ts` holds both to the same answers.
 */
import type { SqlPort } from '../sql-port'
import type { Outbox } from './outbox'
import { outboxDelivery } from './outbox-delivery'
import { outboxIntake } from './outbox-intake'
import { outboxUpkeep } from './outbox-upkeep'

export function sqlOutbox(sql: SqlPort, now: () => number = Date.now): Outbox {
  return { ...outboxIntake(sql, now), ...outboxDelivery(sql, now), ...outboxUpkeep(sql, now) }
}

/**
 * The outbox in Cloudflare D1: the one outbox on the D1 port. D1
 * commits each statement and each batch before it answers, so the API's 202 still follows the
 * commit.
 */
import type { Outbox } from '../../outbox/outbox'
import { sqlOutbox } from '../../outbox/sql-outbox'
import { d1Port } from './d1-port'
import type { D1Database } from './platform'

export function d1Outbox(db: D1Database, now: () => number = Date.now): Outbox {
  return sqlOutbox(d1Port(db), now)
}

/** The counted visits in Cloudflare D1: the one count store on the D1 port. */
import { sqlVisits } from '../../visits/sql-visits'
import type { VisitStore } from '../../visits/visits'
import { d1Port } from './d1-port'
import type { D1Database } from './platform'

export function d1Visits(db: D1Database, now: () => number = Date.now): VisitStore {
  return sqlVisits(d1Port(db), now)
}

/**
 * Another process holding the outbox's write lock, as a second server or a long command
 * would: it takes the lock, says `LOCKED`, and lets go when its input says `release`.
 */
import { createInterface } from 'node:readline'
import { openSqlite } from '../../server/adapters/node/sqlite'

const file = process.argv[2]
if (!file) throw new Error('usage: lock-holder.ts FILE')
const db = openSqlite(file)
db.exec('BEGIN IMMEDIATE')
console.log('LOCKED')
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'release') continue
  db.exec('COMMIT')
  db.close()
  console.log('RELEASED')
  break
}

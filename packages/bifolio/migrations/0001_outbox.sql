-- The outbox: one row per accepted message, from its 202 until it is delivered (and kept for
-- the retention period) or refused for good. Node's SQLite and Cloudflare D1 both run this
-- file; `IF NOT EXISTS` lets an outbox made before migrations existed take it as it is.
CREATE TABLE IF NOT EXISTS messages (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_at INTEGER,
  last_error TEXT,
  sent_at INTEGER
);
CREATE INDEX IF NOT EXISTS messages_due ON messages (status, next_attempt_at);

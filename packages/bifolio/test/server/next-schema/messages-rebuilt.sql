-- Not one of the engine's migrations: the change a next engine's schema might make, for the
-- tests that update a site's data to it. The messages table is rebuilt with a column more (the
-- way SQLite changes a table beyond adding a column) and the counts get a column.
CREATE TABLE messages_next (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  language TEXT NOT NULL,
  service TEXT,
  budget TEXT,
  timeline TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_at INTEGER,
  last_error TEXT,
  sent_at INTEGER,
  read_at INTEGER
);
INSERT INTO messages_next (id, idempotency_key, created_at, name, email, subject, message,
  language, service, budget, timeline, status, attempts, next_attempt_at, claimed_at,
  last_error, sent_at)
SELECT id, idempotency_key, created_at, name, email, subject, message, language, service,
  budget, timeline, status, attempts, next_attempt_at, claimed_at, last_error, sent_at
FROM messages;
DROP TABLE messages;
ALTER TABLE messages_next RENAME TO messages;
CREATE INDEX messages_due ON messages (status, next_attempt_at);
ALTER TABLE visit_counts ADD COLUMN country TEXT;

-- The contact API's rate limit: one row per accepted post, by client network and time, written
-- in the message's own transaction (server/outbox/outbox-intake.ts), on Node as on the edge,
-- where every Worker instance shares it.
CREATE TABLE IF NOT EXISTS rate_limit_posts (
  network TEXT NOT NULL,
  posted_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_posts_by_network ON rate_limit_posts (network, posted_at);

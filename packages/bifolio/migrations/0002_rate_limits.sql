-- The contact API's rate limit on the edge: one row per accepted post, by client network and
-- time, shared by every Worker instance (server/edge/d1-rate-limiter.ts). Node keeps its limit
-- in the process's memory and leaves this table empty.
CREATE TABLE IF NOT EXISTS rate_limit_posts (
  network TEXT NOT NULL,
  posted_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_posts_by_network ON rate_limit_posts (network, posted_at);

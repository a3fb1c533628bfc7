-- Counted visits (CONTRACT §11): one row per day, kind, page (or downloaded file), language,
-- referring host and device class, holding how many times that happened. Rows grow with the
-- site's pages and the days kept, never with the traffic; nothing in a row names a visitor.
-- `referrer` is '' for a visit that came from no other site; `path` is a page's path for a
-- view and the file's name for a download. WITHOUT ROWID: the key is the row, so a day's first
-- visit writes one row rather than a row and its key's index (D1 bills both).
CREATE TABLE IF NOT EXISTS visit_counts (
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('view', 'download')),
  path TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('es', 'en')),
  referrer TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  count INTEGER NOT NULL,
  PRIMARY KEY (day, kind, path, language, referrer, device)
) WITHOUT ROWID;

-- Sign-in throttling that holds under concurrency, and a grace window for refresh.

-- Attempt counters (docs/decisions/150-atomic-sign-in-throttle.md). One row per key
-- (`login:<username>|<ip>`, `ip:<ip>`, `password:<user id>`) and fixed window. An attempt is
-- reserved (inflight + 1) by one upsert before the password is checked, and the reservation is
-- refused when failures + inflight would pass the limit: the check and the count are one
-- statement, so a burst cannot slip past the limit. Expired rows are swept, so the table stays as
-- small as the set of keys active in one window.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  inflight integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_throttle_window_idx ON auth_throttle (window_start);

-- The hashes of the last secrets this session's token had (newest first, at most 8) and when it
-- last rotated: a spent genuine token is told apart from a forged one (only a spent one ends the
-- family), and the just-rotated token gets the same successor for a few seconds (two tabs).
ALTER TABLE sessions ADD COLUMN spent_hashes text[] NOT NULL DEFAULT '{}';
ALTER TABLE sessions ADD COLUMN rotated_at timestamptz;

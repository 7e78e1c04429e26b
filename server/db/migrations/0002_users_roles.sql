-- The users and roles areas.

-- Creates accept an Idempotency-Key (docs/product/api.md). The key row is inserted first in the
-- create's own transaction, so a concurrent repeat waits on the primary key and then finds the
-- first answer; a failed create rolls its key back, and the same key may be tried again. Only a
-- fingerprint of the request is kept (never a password), and rows older than a day are dropped.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- Users list search (`q` over username, name and email): one lower-cased column with one trigram
-- index, queried as `search LIKE '%term%'`. Three `lower(col) LIKE` conditions joined by OR were
-- planned as a sequential scan computing lower() three times per row (12 ms on 10,000 users in
-- PGlite); this is a bitmap index scan (1 ms). Not in server/db/schema.ts: never read or written
-- by the application, only searched. fastupdate off: PGlite runs no autovacuum, so GIN's pending
-- list would keep growing and be read sequentially by every search (12 ms instead of 1 ms after
-- 10,000 inserts); each insert updates the index instead.
ALTER TABLE users ADD COLUMN search text
  GENERATED ALWAYS AS (lower(username || ' ' || name || ' ' || coalesce(email, ''))) STORED;
CREATE INDEX users_search_trgm_idx ON users USING gin (search gin_trgm_ops) WITH (fastupdate = off);
DROP INDEX users_username_trgm_idx;
DROP INDEX users_name_trgm_idx;

-- Every sort of the users list's allow-list has an index that delivers its order, so a first page
-- reads a few index entries rather than sorting the table (bench/server-users.mjs). Sorting by role
-- walks the roles in name order and each role's users by username: (role_id, lower(username)),
-- which also serves the role filter, replacing users_role_idx.
CREATE INDEX users_name_sort_idx ON users (lower(name), id);
CREATE INDEX users_email_sort_idx ON users (lower(email), id);
-- Users without an email come last in both directions (a backward scan would put them first).
CREATE INDEX users_email_desc_idx ON users (lower(email) DESC NULLS LAST, id DESC);
CREATE INDEX users_updated_idx ON users (updated_at, id);
CREATE INDEX users_role_username_idx ON users (role_id, lower(username));
DROP INDEX users_role_idx;

-- The users list's total without a search, per role and status, kept by the statement that changes
-- users (in its transaction): counting 10,000 users was a 3 ms sequential scan on every list page
-- in PGlite, a third of the budget; a sum over a dozen rows is not. Statement-level triggers with
-- transition tables, so a bulk insert updates each counter once; edits that change neither role
-- nor status write nothing.
CREATE TABLE user_counts (
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  active boolean NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (role_id, active)
);
INSERT INTO user_counts (role_id, active, n)
  SELECT role_id, deactivated_at IS NULL, count(*) FROM users GROUP BY 1, 2;

CREATE FUNCTION user_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts AS c (role_id, active, n)
      SELECT role_id, deactivated_at IS NULL, count(*) FROM new_rows GROUP BY 1, 2
      ON CONFLICT (role_id, active) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO user_counts AS c (role_id, active, n)
      SELECT role_id, active, sum(delta) FROM (
        SELECT role_id, deactivated_at IS NULL AS active, -1 AS delta FROM old_rows
        UNION ALL
        SELECT role_id, deactivated_at IS NULL, 1 FROM new_rows) moved
      GROUP BY 1, 2 HAVING sum(delta) <> 0
      ON CONFLICT (role_id, active) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    UPDATE user_counts c SET n = c.n - gone.n
      FROM (SELECT role_id, deactivated_at IS NULL AS active, count(*) AS n FROM old_rows GROUP BY 1, 2) gone
      WHERE c.role_id = gone.role_id AND c.active = gone.active;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER users_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
CREATE TRIGGER users_count_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
CREATE TRIGGER users_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();

-- Change logs filtered by action.
CREATE INDEX change_logs_entity_action_idx ON change_logs (entity, action, created_at DESC, id DESC);

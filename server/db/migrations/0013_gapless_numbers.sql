-- Decisions 301–303: DO and shipment numbers without gaps, accent-insensitive search, and a
-- cancel logged as a cancel.

-- 1. Numbers without gaps (decision 303). A DO's and a shipment's number is its id, and a serial
-- hands out a value that a refused or rolled-back create never gives back. The id is now the
-- table's highest id plus one, read under a transaction-level advisory lock taken by the insert:
-- a second create waits for the first one's commit or rollback, then reads the max again (a new
-- statement, so a new snapshot under READ COMMITTED), and a rolled-back row leaves no trace.
-- Within one multi-row INSERT each row's trigger sees the rows before it. An explicit id (a bulk
-- load) is kept, and the next create follows it. Ids are never reused while rows are never
-- deleted, which the app never does (a DO or shipment is cancelled, not deleted).
ALTER TABLE delivery_orders ALTER COLUMN id DROP DEFAULT;
ALTER TABLE shipments ALTER COLUMN id DROP DEFAULT;

CREATE FUNCTION delivery_orders_number() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(727101);
  SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM delivery_orders;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER delivery_orders_number BEFORE INSERT ON delivery_orders
  FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION delivery_orders_number();

CREATE FUNCTION shipments_number() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(727102);
  SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM shipments;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER shipments_number BEFORE INSERT ON shipments
  FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION shipments_number();

-- 2. Accent-insensitive search (decision 302): "kafe" finds "Kafé". Every `search` column and the
-- searched names hold their text folded by search_text(): decomposed (NFD), combining marks
-- (U+0300–U+036F) removed, lower-cased; the server folds `q` the same way (contract/lists.ts
-- searchFold). normalize() and regexp_replace() are built in and immutable on PostgreSQL 15 and
-- PGlite, so generated columns and indexes may use them; the unaccent extension is not needed.
CREATE FUNCTION search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(regexp_replace(normalize(value, NFD), '[\u0300-\u036f]', '', 'g'));

-- PostgreSQL 15 cannot change a generated column's expression: each is made again (with its index).
ALTER TABLE users DROP COLUMN search;
ALTER TABLE users ADD COLUMN search text
  GENERATED ALWAYS AS (search_text(username || ' ' || name || ' ' || coalesce(email, ''))) STORED;
CREATE INDEX users_search_trgm_idx ON users USING gin (search gin_trgm_ops) WITH (fastupdate = off);

ALTER TABLE customers DROP COLUMN search;
ALTER TABLE customers ADD COLUMN search text
  GENERATED ALWAYS AS (search_text(name || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))) STORED;
CREATE INDEX customers_search_trgm_idx ON customers USING gin (search gin_trgm_ops) WITH (fastupdate = off);

ALTER TABLE items DROP COLUMN search;
ALTER TABLE items ADD COLUMN search text GENERATED ALWAYS AS (search_text(name || ' ' || coalesce(code, ''))) STORED;
CREATE INDEX items_search_trgm_idx ON items USING gin (search gin_trgm_ops) WITH (fastupdate = off);

ALTER TABLE fleets DROP COLUMN search;
ALTER TABLE fleets ADD COLUMN search text GENERATED ALWAYS AS (search_text(plate || ' ' || model)) STORED;
CREATE INDEX fleets_search_trgm_idx ON fleets USING gin (search gin_trgm_ops) WITH (fastupdate = off);

ALTER TABLE delivery_orders DROP COLUMN search;
ALTER TABLE delivery_orders ADD COLUMN search text
  -- lpad() cuts a longer text to the length: DO-1234567 is 7 digits, as deliveryOrderNumber() writes it.
  GENERATED ALWAYS AS (lpad(id::text, greatest(6, length(id::text)), '0') || ' ' || search_text(address)) STORED;
CREATE INDEX delivery_orders_search_trgm_idx ON delivery_orders USING gin (search gin_trgm_ops) WITH (fastupdate = off);

ALTER TABLE shipments DROP COLUMN search;
ALTER TABLE shipments ADD COLUMN search text GENERATED ALWAYS AS (
  's-' || lpad(id::text, 6, '0') || ' ' || search_text(coalesce(plate, '')) || ' ' || search_text(coalesce(driver_name, ''))
) STORED;
CREATE INDEX shipments_search_trgm_idx ON shipments USING gin (search gin_trgm_ops) WITH (fastupdate = off);

-- The roles list searches the name itself (a few dozen roles, no index needed).

-- 3. A cancel is its own change-log action (decision 301): a DO's cancel was logged as DELETE,
-- which the logs word as a deactivation.
ALTER TABLE change_logs DROP CONSTRAINT change_logs_action_check;
ALTER TABLE change_logs ADD CONSTRAINT change_logs_action_check CHECK (action IN ('CREATE', 'UPDATE', 'DELETE', 'RESTORE', 'CANCEL'));
UPDATE change_logs SET action = 'CANCEL' WHERE entity = 'delivery-order' AND action = 'DELETE';

-- Decision 155 (bench/server-master-data.mjs): list pages of 50,000 customers and 20,000 items.
--
-- The totals of the master-data lists without a search, kept per bucket (the filter a list
-- offers: an item's unit, a fleet's active flag; one bucket for customers) by statement-level
-- triggers in the writing transaction, as user_counts is for users (0002). A 50,000-customer
-- `count(*)` read every row for every list page.

CREATE TABLE list_counts (
  entity text NOT NULL,
  bucket text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (entity, bucket)
);

-- TG_ARGV[0]: the entity as the change log names it; TG_ARGV[1]: the bucket, an expression over
-- the table's columns (a constant of this file, never request input).
CREATE FUNCTION list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM list_counts WHERE entity = TG_ARGV[0];
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO list_counts AS c (entity, bucket, n)
       SELECT %L, b, sum(delta) FROM (%s) moved GROUP BY b HAVING sum(delta) <> 0
       ON CONFLICT (entity, bucket) DO UPDATE SET n = c.n + excluded.n',
    TG_ARGV[0],
    CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT (%s)::text AS b, 1 AS delta FROM new_rows', TG_ARGV[1])
      WHEN 'DELETE' THEN format('SELECT (%s)::text AS b, -1 AS delta FROM old_rows', TG_ARGV[1])
      ELSE format('SELECT (%1$s)::text AS b, -1 AS delta FROM old_rows UNION ALL SELECT (%1$s)::text, 1 FROM new_rows', TG_ARGV[1])
    END);
  RETURN NULL;
END
$fn$;

INSERT INTO list_counts (entity, bucket, n) SELECT 'customer', '', count(*) FROM customers;
INSERT INTO list_counts (entity, bucket, n) SELECT 'item', unit, count(*) FROM items GROUP BY unit;
INSERT INTO list_counts (entity, bucket, n) SELECT 'fleet', active::text, count(*) FROM fleets GROUP BY active;

-- Customers have one bucket, so an UPDATE never moves a row between buckets.
CREATE TRIGGER customers_count_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('customer', '''''');
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('customer', '''''');
CREATE TRIGGER customers_count_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('customer', '''''');

CREATE TRIGGER items_count_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('item', 'unit');
CREATE TRIGGER items_count_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('item', 'unit');
CREATE TRIGGER items_count_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('item', 'unit');
CREATE TRIGGER items_count_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('item', 'unit');

CREATE TRIGGER fleets_count_insert AFTER INSERT ON fleets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('fleet', 'active');
CREATE TRIGGER fleets_count_update AFTER UPDATE ON fleets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('fleet', 'active');
CREATE TRIGGER fleets_count_delete AFTER DELETE ON fleets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('fleet', 'active');
CREATE TRIGGER fleets_count_truncate AFTER TRUNCATE ON fleets
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('fleet', 'active');

-- Items by code, nulls last both ways (0004 has only the partial unique index, which cannot order
-- the items without a code): every code-sorted page sorted all 20,000 items. One index per
-- direction, since both put the nulls last; each read backwards gives the other's reverse order
-- for a page near the end.
CREATE INDEX items_code_sort_idx ON items (lower(code) ASC NULLS LAST, id ASC);
CREATE INDEX items_code_sort_desc_idx ON items (lower(code) DESC NULLS LAST, id DESC);

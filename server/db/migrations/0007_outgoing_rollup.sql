-- Decision 200: the outgoing-items report and the dashboard read a daily rollup of completed
-- shipment lines instead of the lines themselves, so a 90-day report stays cheap.
--
-- One row per business day, item, customer and fleet mode: the quantity that left on shipments
-- completed that day (their proof photo uploaded). "Day" is the calendar day of completed_at in
-- the business time zone kept in server_settings ('outgoing_rollup_time_zone'); the server
-- rebuilds the table when LAJU_TIME_ZONE names another zone (server/services/outgoing-rollup.ts).
--
-- Statement-level triggers keep it in the transaction of every write that moves a completed
-- line: a shipment completed (or re-opened, or its completion time or mode changed) and a line of
-- a completed shipment inserted, changed or deleted, whichever service or script writes it.
CREATE TABLE outgoing_daily (
  day date NOT NULL,
  item_id integer NOT NULL REFERENCES items (id),
  customer_id integer NOT NULL REFERENCES customers (id),
  mode text NOT NULL,
  quantity bigint NOT NULL,
  PRIMARY KEY (day, item_id, customer_id, mode)
);
CREATE INDEX outgoing_daily_customer_idx ON outgoing_daily (customer_id, day);
CREATE INDEX outgoing_daily_item_idx ON outgoing_daily (item_id, day);
-- Rows a removal brought to zero, deleted right after by the trigger through this index.
CREATE INDEX outgoing_daily_zero_idx ON outgoing_daily (day) WHERE quantity = 0;

-- The dashboard's two reads, smaller still: the chart's 30 days are 30 rows, this month's top
-- items at most one row per item (outgoing_daily has a row per day, item, customer and mode:
-- about one per shipment line at a million lines).
CREATE TABLE outgoing_days (
  day date PRIMARY KEY,
  quantity bigint NOT NULL
);
CREATE TABLE outgoing_item_months (
  month date NOT NULL,
  item_id integer NOT NULL REFERENCES items (id),
  quantity bigint NOT NULL,
  PRIMARY KEY (month, item_id)
);
CREATE INDEX outgoing_days_zero_idx ON outgoing_days (day) WHERE quantity = 0;
CREATE INDEX outgoing_item_months_zero_idx ON outgoing_item_months (month) WHERE quantity = 0;

INSERT INTO server_settings (name, value) VALUES ('outgoing_rollup_time_zone', 'Asia/Jakarta')
  ON CONFLICT (name) DO NOTHING;

CREATE FUNCTION outgoing_rollup_zone() RETURNS text LANGUAGE sql STABLE AS $fn$
  SELECT coalesce((SELECT value FROM server_settings WHERE name = 'outgoing_rollup_time_zone'), 'Asia/Jakarta')
$fn$;

-- The statement that adds the movements (delivery_order_line_id, completed_at, mode, delta) the
-- query `moves` yields to the three rollups; run by the trigger functions themselves, since only
-- they see their transition tables. Rows in key order, so two transactions lock rollup rows in
-- one order (the same statement text gives the same plan, so the tables come in one order too).
CREATE FUNCTION outgoing_rollup_statement(moves text) RETURNS text LANGUAGE sql STABLE AS $fn$
  SELECT format(
    'WITH m AS (
       SELECT (m.completed_at AT TIME ZONE %L)::date AS day, l.item_id, d.customer_id, m.mode, sum(m.delta) AS delta
       FROM (%s) m
       JOIN delivery_order_lines l ON l.id = m.delivery_order_line_id
       JOIN delivery_orders d ON d.id = l.delivery_order_id
       WHERE m.completed_at IS NOT NULL
       GROUP BY 1, 2, 3, 4 HAVING sum(m.delta) <> 0
     ), daily AS (
       INSERT INTO outgoing_daily AS o (day, item_id, customer_id, mode, quantity)
         SELECT day, item_id, customer_id, mode, delta FROM m ORDER BY 1, 2, 3, 4
       ON CONFLICT (day, item_id, customer_id, mode) DO UPDATE SET quantity = o.quantity + excluded.quantity
     ), days AS (
       INSERT INTO outgoing_days AS o (day, quantity)
         SELECT day, sum(delta) FROM m GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1
       ON CONFLICT (day) DO UPDATE SET quantity = o.quantity + excluded.quantity
     )
     INSERT INTO outgoing_item_months AS o (month, item_id, quantity)
       SELECT date_trunc(''month'', day)::date, item_id, sum(delta) FROM m GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
     ON CONFLICT (month, item_id) DO UPDATE SET quantity = o.quantity + excluded.quantity',
    outgoing_rollup_zone(), moves)
$fn$;

-- Rows brought to zero by a removal, through the partial indexes.
CREATE FUNCTION outgoing_rollup_prune() RETURNS void LANGUAGE sql AS $fn$
  DELETE FROM outgoing_daily WHERE quantity = 0;
  DELETE FROM outgoing_days WHERE quantity = 0;
  DELETE FROM outgoing_item_months WHERE quantity = 0;
$fn$;

-- A completed shipment's lines inserted, changed or deleted.
CREATE FUNCTION outgoing_rollup_lines() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  added text := 'SELECT n.delivery_order_line_id, s.completed_at, s.mode, n.quantity AS delta FROM new_rows n JOIN shipments s ON s.id = n.shipment_id';
  removed text := 'SELECT o.delivery_order_line_id, s.completed_at, s.mode, -o.quantity AS delta FROM old_rows o JOIN shipments s ON s.id = o.shipment_id';
BEGIN
  EXECUTE outgoing_rollup_statement(CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  PERFORM outgoing_rollup_prune();
  RETURN NULL;
END
$fn$;

-- A shipment completed, re-opened, or its completion time or mode changed: its lines move.
CREATE FUNCTION outgoing_rollup_shipments() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.completed_at IS DISTINCT FROM o.completed_at OR (n.completed_at IS NOT NULL AND n.mode <> o.mode)
  ) THEN
    RETURN NULL;
  END IF;
  EXECUTE outgoing_rollup_statement(
    'SELECT sl.delivery_order_line_id, o.completed_at, o.mode, -sl.quantity AS delta
       FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN shipment_lines sl ON sl.shipment_id = o.id
       WHERE n.completed_at IS DISTINCT FROM o.completed_at OR n.mode <> o.mode
     UNION ALL
     SELECT sl.delivery_order_line_id, n.completed_at, n.mode, sl.quantity
       FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN shipment_lines sl ON sl.shipment_id = n.id
       WHERE n.completed_at IS DISTINCT FROM o.completed_at OR n.mode <> o.mode');
  PERFORM outgoing_rollup_prune();
  RETURN NULL;
END
$fn$;

CREATE TRIGGER shipment_lines_outgoing_insert AFTER INSERT ON shipment_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION outgoing_rollup_lines();
CREATE TRIGGER shipment_lines_outgoing_update AFTER UPDATE ON shipment_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION outgoing_rollup_lines();
CREATE TRIGGER shipment_lines_outgoing_delete AFTER DELETE ON shipment_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION outgoing_rollup_lines();
CREATE TRIGGER shipments_outgoing_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION outgoing_rollup_shipments();

-- The whole table from the lines: on this migration, when the business time zone changes, and
-- in the test that compares the maintained rollup with a recomputation.
CREATE FUNCTION outgoing_rollup_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM outgoing_daily;
  DELETE FROM outgoing_days;
  DELETE FROM outgoing_item_months;
  EXECUTE outgoing_rollup_statement(
    'SELECT sl.delivery_order_line_id, s.completed_at, s.mode, sl.quantity AS delta
       FROM shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id WHERE s.completed_at IS NOT NULL');
END
$fn$;

SELECT outgoing_rollup_rebuild();

-- The dashboard's recent shipments and the report's item/customer look-ups use existing indexes
-- (shipments_created_idx, items and customers by id); open DOs are counted on
-- delivery_orders_status_created_idx.

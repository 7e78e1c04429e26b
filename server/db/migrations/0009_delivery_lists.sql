-- Decision 220 (bench/server-delivery.mjs): list pages of 100,000 DOs and 60,000 shipments, a DO's
-- detail and an allocation save within the decision's budgets. The kit pieces of decision 155: totals
-- kept in list_counts, one index per sort, and what a page's records need read through indexes.

-- A shipment's lines by the DO entry they belong to: the per-DO sums of a DO's detail and list,
-- and the ON DELETE CASCADE of an allocation save (each deleted shipment_delivery_orders row
-- scanned all of shipment_lines without it).
CREATE INDEX shipment_lines_entry_idx ON shipment_lines (shipment_delivery_order_id);

-- The customer's name on the DO, for the customer sort (an index instead of a subquery per row),
-- the search and the records' customerName. Written only by these triggers: from the customer
-- when a DO is created or moved to another customer, and on every DO of a customer when the
-- customer is renamed.
DROP INDEX delivery_orders_search_trgm_idx;
ALTER TABLE delivery_orders DROP COLUMN search;
ALTER TABLE delivery_orders ADD COLUMN customer_name text NOT NULL DEFAULT '';
UPDATE delivery_orders d SET customer_name = c.name FROM customers c WHERE c.id = d.customer_id;
-- `q` over the number, the address and the customer's name (the contract's words) in one column:
-- 0005 added "or the customer matches" as a subquery the planner cannot estimate, so a search
-- walked the date index filtering thousands of DOs where the trigram index finds the few.
ALTER TABLE delivery_orders ADD COLUMN search text
  GENERATED ALWAYS AS ('do-' || lpad(id::text, 6, '0') || ' ' || lower(address) || ' ' || lower(customer_name)) STORED;
CREATE INDEX delivery_orders_search_trgm_idx ON delivery_orders USING gin (search gin_trgm_ops) WITH (fastupdate = off);

CREATE FUNCTION delivery_orders_customer_name() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  found_name text;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.customer_id IS DISTINCT FROM OLD.customer_id THEN
    -- FOR SHARE waits for a rename of the customer still in flight, so the copy is never the old
    -- name (a rename reads the DOs after this one commits; see customers_rename_delivery_orders).
    SELECT name INTO found_name FROM customers WHERE id = NEW.customer_id FOR SHARE;
    -- A missing customer is the foreign key's error, not this column's.
    NEW.customer_name := coalesce(found_name, '');
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER delivery_orders_customer_name BEFORE INSERT OR UPDATE OF customer_id ON delivery_orders
  FOR EACH ROW EXECUTE FUNCTION delivery_orders_customer_name();

CREATE FUNCTION customers_rename_delivery_orders() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- The DO rows in id order, the order every allocating write locks them in (decision 180).
  PERFORM 1 FROM delivery_orders WHERE customer_id = NEW.id ORDER BY id FOR NO KEY UPDATE;
  UPDATE delivery_orders SET customer_name = NEW.name WHERE customer_id = NEW.id;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER customers_rename_delivery_orders AFTER UPDATE OF name ON customers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION customers_rename_delivery_orders();

-- The customer sort: `lower(customer_name), id` both ways (read backwards for the other direction
-- and for a last page read from the end).
CREATE INDEX delivery_orders_customer_sort_idx ON delivery_orders (lower(customer_name), id);

-- The status sort is `status, created_at, id` all in one direction; 0005's index had created_at
-- and id descending, so neither direction of the sort could walk it (every page sorted all DOs by
-- created_at within the first status). This one, read backwards, also serves a status filter in
-- the default newest-first order, which 0005's index was for.
DROP INDEX delivery_orders_status_created_idx;
CREATE INDEX delivery_orders_status_sort_idx ON delivery_orders (status, created_at, id);
-- A status filter in number order (the cancelled DOs by number): statuses follow the numbers
-- (old DOs are done, new ones pending), so walking the primary key for one status could read tens
-- of thousands of others first.
CREATE INDEX delivery_orders_status_number_idx ON delivery_orders (status, id);

-- Shipments by completion time, nulls last both ways (0005's index was partial, so no page of the
-- completedAt sort could use it): one index per direction, as items by code (0006).
DROP INDEX shipments_completed_idx;
CREATE INDEX shipments_completed_sort_idx ON shipments (completed_at ASC NULLS LAST, id ASC);
CREATE INDEX shipments_completed_sort_desc_idx ON shipments (completed_at DESC NULLS LAST, id DESC);

-- Kept totals (0006) for DOs per status and shipments per mode and status: the buckets the lists'
-- status and mode filters select. Bucket rows are now written in bucket order, so two statements
-- touching the same buckets lock them in the same order.
CREATE OR REPLACE FUNCTION list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM list_counts WHERE entity = TG_ARGV[0];
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO list_counts AS c (entity, bucket, n)
       SELECT %L, b, sum(delta) FROM (%s) moved GROUP BY b HAVING sum(delta) <> 0 ORDER BY b
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

INSERT INTO list_counts (entity, bucket, n) SELECT 'delivery-order', status, count(*) FROM delivery_orders GROUP BY status;
INSERT INTO list_counts (entity, bucket, n) SELECT 'shipment', mode || ':' || status, count(*) FROM shipments GROUP BY mode, status;

CREATE TRIGGER delivery_orders_count_insert AFTER INSERT ON delivery_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('delivery-order', 'status');
CREATE TRIGGER delivery_orders_count_update AFTER UPDATE ON delivery_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('delivery-order', 'status');
CREATE TRIGGER delivery_orders_count_delete AFTER DELETE ON delivery_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('delivery-order', 'status');
CREATE TRIGGER delivery_orders_count_truncate AFTER TRUNCATE ON delivery_orders
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('delivery-order', 'status');

CREATE TRIGGER shipments_count_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('shipment', 'mode || '':'' || status');
CREATE TRIGGER shipments_count_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('shipment', 'mode || '':'' || status');
CREATE TRIGGER shipments_count_delete AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('shipment', 'mode || '':'' || status');
CREATE TRIGGER shipments_count_truncate AFTER TRUNCATE ON shipments
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('shipment', 'mode || '':'' || status');

-- The related rows of a page of DOs or shipments (their records' lines, quantities and
-- allocations), as PL/pgSQL functions: PL/pgSQL keeps each statement's plan for the session, and
-- planning these joins cost two to four times what running them did for a page of 10 (decision
-- 220). Sums over integer columns stay bigint, as the services' exact() expects them. Callers
-- order the rows themselves.
CREATE FUNCTION delivery_line_quantities(order_ids integer[])
RETURNS TABLE (id integer, delivery_order_id integer, item_id integer, item_name text, item_code text, unit text,
               weight_kg numeric, quantity integer, allocated bigint, delivered bigint)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT l.id, l.delivery_order_id, l.item_id, i.name, i.code, i.unit, i.weight_kg, l.quantity,
           coalesce(sum(sl.quantity), 0)::bigint,
           coalesce(sum(sl.quantity) FILTER (WHERE s.status = 'SELESAI'), 0)::bigint
    FROM delivery_order_lines l
    JOIN items i ON i.id = l.item_id
    LEFT JOIN shipment_lines sl ON sl.delivery_order_line_id = l.id
    LEFT JOIN shipments s ON s.id = sl.shipment_id
    WHERE l.delivery_order_id = ANY (order_ids)
    GROUP BY l.id, i.id;
END
$fn$;

CREATE FUNCTION delivery_order_shipments(order_ids integer[])
RETURNS TABLE (delivery_order_id integer, id integer, mode text, status text, plate text, completed_at timestamptz,
               allocated_at timestamptz, quantity bigint)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT sdo.delivery_order_id, s.id, s.mode, s.status, coalesce(s.plate, f.plate), s.completed_at, sdo.allocated_at,
           coalesce(sum(sl.quantity), 0)::bigint
    FROM shipment_delivery_orders sdo
    JOIN shipments s ON s.id = sdo.shipment_id
    LEFT JOIN fleets f ON f.id = s.fleet_id
    LEFT JOIN shipment_lines sl ON sl.shipment_delivery_order_id = sdo.id
    WHERE sdo.delivery_order_id = ANY (order_ids)
    GROUP BY sdo.id, s.id, f.plate;
END
$fn$;

CREATE FUNCTION shipment_allocations(shipment_ids integer[])
RETURNS TABLE (shipment_id integer, delivery_order_id integer, destination_type text, address text, customer_id integer,
               customer_name text, status text, entry_position integer, line_id integer, item_id integer, item_name text,
               item_code text, unit text, weight_kg numeric, quantity integer, ordered integer, elsewhere bigint, earlier bigint)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT sdo.shipment_id, sdo.delivery_order_id, sdo.destination_type, sdo.address, d.customer_id, d.customer_name, d.status,
           sdo.position, l.id, l.item_id, i.name, i.code, i.unit, i.weight_kg, sl.quantity, l.quantity,
           (SELECT coalesce(sum(o.quantity), 0) FROM shipment_lines o
            WHERE o.delivery_order_line_id = l.id AND o.shipment_id <> sdo.shipment_id)::bigint,
           -- What shipments before this one took (the surat jalan's remaining quantity, 0008).
           (SELECT coalesce(sum(o.quantity), 0) FROM shipment_lines o
            WHERE o.delivery_order_line_id = l.id AND o.shipment_id < sdo.shipment_id)::bigint
    FROM shipment_delivery_orders sdo
    JOIN delivery_orders d ON d.id = sdo.delivery_order_id
    JOIN shipment_lines sl ON sl.shipment_delivery_order_id = sdo.id
    JOIN delivery_order_lines l ON l.id = sl.delivery_order_line_id
    JOIN items i ON i.id = l.item_id
    WHERE sdo.shipment_id = ANY (shipment_ids);
END
$fn$;

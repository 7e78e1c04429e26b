-- Decision 289 (bench/server-delivery.mjs): a DO search reads only the trigrams that tell DOs apart.
-- 0009's `search` held 'do-', the number, the address and the customer's name in one column, so
-- the trigrams of 'do-' were in every DO and those of a customer's name in each of the customer's
-- DOs: `q=do-0001` and `q=toko bench 00042` decoded posting lists of 100,000 entries to find 100
-- and 50 DOs (the worst list pages of the delivery bench). The number
-- (without 'do-', which the server strips from a number term) and the address stay here; the
-- customer's name is matched on customers (one row per customer, its own trigram index) and its
-- DOs read through delivery_orders_customer_created_idx.
DROP INDEX delivery_orders_search_trgm_idx;
ALTER TABLE delivery_orders DROP COLUMN search;
ALTER TABLE delivery_orders ADD COLUMN search text
  -- lpad() cuts a longer text to the length: DO-1234567 is 7 digits, as deliveryOrderNumber() writes it.
  GENERATED ALWAYS AS (lpad(id::text, greatest(6, length(id::text)), '0') || ' ' || lower(address)) STORED;
CREATE INDEX delivery_orders_search_trgm_idx ON delivery_orders USING gin (search gin_trgm_ops) WITH (fastupdate = off);

-- The items of a DO, kept from its lines by the trigger below, for the list's item filter: one GIN
-- index finds an item's DOs and the page reads only their heap pages, where 0009 walked the
-- primary key once per DO of the item (about 700 descents for one of 500 items: 1.5 ms). Only
-- filtered on, never read by the app (schema.ts leaves it out, as the search columns).
ALTER TABLE delivery_orders ADD COLUMN item_ids integer[] NOT NULL DEFAULT '{}';
UPDATE delivery_orders d SET item_ids = l.items
  FROM (SELECT delivery_order_id, array_agg(item_id ORDER BY item_id) AS items FROM delivery_order_lines GROUP BY delivery_order_id) l
  WHERE l.delivery_order_id = d.id;
CREATE INDEX delivery_orders_items_idx ON delivery_orders USING gin (item_ids) WITH (fastupdate = off);

-- After each statement on the lines, the DOs it touched get their items again. The DO's own write
-- locked the DO row first (the kit's versioned update, or its insert), so this adds no lock and no
-- lock order (decision 180); a DO whose items did not change is not written.
CREATE FUNCTION delivery_orders_item_ids() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  touched integer[];
BEGIN
  -- Each kind of statement has its own transition tables.
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY(SELECT delivery_order_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY(SELECT delivery_order_id FROM old_rows);
  ELSE
    touched := ARRAY(SELECT delivery_order_id FROM new_rows UNION ALL SELECT delivery_order_id FROM old_rows);
  END IF;
  UPDATE delivery_orders d SET item_ids = now_held.items
  FROM (SELECT o.id, coalesce((SELECT array_agg(l.item_id ORDER BY l.item_id) FROM delivery_order_lines l WHERE l.delivery_order_id = o.id), '{}') AS items
        FROM (SELECT DISTINCT unnest(touched)) o(id)) now_held
  WHERE d.id = now_held.id AND d.item_ids IS DISTINCT FROM now_held.items;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER delivery_order_lines_items_insert AFTER INSERT ON delivery_order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_orders_item_ids();
CREATE TRIGGER delivery_order_lines_items_update AFTER UPDATE ON delivery_order_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_orders_item_ids();
CREATE TRIGGER delivery_order_lines_items_delete AFTER DELETE ON delivery_order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delivery_orders_item_ids();

-- A page's lines with their sums: each line's sums read through shipment_lines_line_idx as it is
-- joined, and items by their key, instead of grouping the joined rows of every line of the page
-- and hashing the whole items table (0.44 → 0.36 ms per page of 10 DOs).
CREATE OR REPLACE FUNCTION delivery_line_quantities(order_ids integer[])
RETURNS TABLE (id integer, delivery_order_id integer, item_id integer, item_name text, item_code text, unit text,
               weight_kg numeric, quantity integer, allocated bigint, delivered bigint)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT l.id, l.delivery_order_id, l.item_id, i.name, i.code, i.unit, i.weight_kg, l.quantity, a.allocated, a.delivered
    FROM (SELECT DISTINCT unnest(order_ids)) o(id)
    JOIN delivery_order_lines l ON l.delivery_order_id = o.id
    JOIN items i ON i.id = l.item_id
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(sl.quantity), 0)::bigint AS allocated,
             coalesce(sum(sl.quantity) FILTER (WHERE s.status = 'SELESAI'), 0)::bigint AS delivered
      FROM shipment_lines sl
      JOIN shipments s ON s.id = sl.shipment_id
      WHERE sl.delivery_order_line_id = l.id) a;
END
$fn$;

-- Everything a page of DOs or shipments reads beside its rows (the records' lines, quantities,
-- shipments, allocations, photos, fleets and people), as one function each: PL/pgSQL keeps the
-- plan of its statement, where the same statement sent by the server was planned on every request
-- (0.13 ms of 0.55 for a page of DOs, 0.24 of 0.74 for shipments; decision 289).
CREATE FUNCTION delivery_orders_related(order_ids integer[], user_ids integer[])
RETURNS TABLE (lines json, shipments json, users json)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT (SELECT json_agg(q ORDER BY q.delivery_order_id, q.id) FROM delivery_line_quantities(order_ids) q),
           (SELECT json_agg(s ORDER BY s.allocated_at, s.id) FROM delivery_order_shipments(order_ids) s),
           (SELECT json_agg(u) FROM (SELECT p.id, p.name FROM users p WHERE p.id = ANY (user_ids)) u);
END
$fn$;

CREATE FUNCTION shipments_related(shipment_ids integer[], fleet_ids integer[], user_ids integer[])
RETURNS TABLE (fleets json, allocations json, proofs json, users json)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT (SELECT json_agg(f) FROM (SELECT v.id, v.model, v.plate, v.capacity_kg FROM fleets v WHERE v.id = ANY (fleet_ids)) f),
           (SELECT json_agg(a ORDER BY a.shipment_id, a.entry_position, a.line_id) FROM shipment_allocations(shipment_ids) a),
           (SELECT json_agg(p) FROM (SELECT x.shipment_id, x.width, x.height, x.bytes, x.uploaded_at, x.uploaded_by, w.name AS uploader
              FROM shipment_proofs x LEFT JOIN users w ON w.id = x.uploaded_by WHERE x.shipment_id = ANY (shipment_ids)) p),
           (SELECT json_agg(u) FROM (SELECT w.id, w.name FROM users w WHERE w.id = ANY (user_ids)) u);
END
$fn$;

-- A PENDING shipment can be cancelled with a reason (docs/decisions/296-shipment-cancel.md). It
-- keeps its DOs and lines as its history (its detail, the DOs' timelines), but holds nothing:
-- every sum of what shipments took leaves BATAL shipments out, so their lines return to pending.
-- A cancelled shipment is never completed (shipments_completed_check), so the outgoing rollup,
-- which counts completed shipments only, never counts it.
ALTER TABLE shipments DROP CONSTRAINT shipments_status_check;
ALTER TABLE shipments
  ADD CONSTRAINT shipments_status_check CHECK (status IN ('PENDING', 'SELESAI', 'BATAL')),
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN cancel_reason text,
  ADD CONSTRAINT shipments_cancelled_check CHECK ((status = 'BATAL') = (cancelled_at IS NOT NULL AND cancel_reason IS NOT NULL));

-- What shipments took and delivered of each line: a cancelled shipment takes nothing.
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
      SELECT coalesce(sum(sl.quantity) FILTER (WHERE s.status <> 'BATAL'), 0)::bigint AS allocated,
             coalesce(sum(sl.quantity) FILTER (WHERE s.status = 'SELESAI'), 0)::bigint AS delivered
      FROM shipment_lines sl
      JOIN shipments s ON s.id = sl.shipment_id
      WHERE sl.delivery_order_line_id = l.id) a;
END
$fn$;

-- A shipment's lines with what OTHER shipments, and the shipments before it, hold: cancelled ones
-- hold nothing.
CREATE OR REPLACE FUNCTION shipment_allocations(shipment_ids integer[])
RETURNS TABLE (shipment_id integer, delivery_order_id integer, destination_type text, address text, customer_id integer,
               customer_name text, status text, entry_position integer, line_id integer, item_id integer, item_name text,
               item_code text, unit text, weight_kg numeric, quantity integer, ordered integer, elsewhere bigint, earlier bigint)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT sdo.shipment_id, sdo.delivery_order_id, sdo.destination_type, sdo.address, d.customer_id, d.customer_name, d.status,
           sdo.position, l.id, l.item_id, i.name, i.code, i.unit, i.weight_kg, sl.quantity, l.quantity,
           (SELECT coalesce(sum(o.quantity), 0) FROM shipment_lines o JOIN shipments os ON os.id = o.shipment_id
            WHERE o.delivery_order_line_id = l.id AND o.shipment_id <> sdo.shipment_id AND os.status <> 'BATAL')::bigint,
           (SELECT coalesce(sum(o.quantity), 0) FROM shipment_lines o JOIN shipments os ON os.id = o.shipment_id
            WHERE o.delivery_order_line_id = l.id AND o.shipment_id < sdo.shipment_id AND os.status <> 'BATAL')::bigint
    FROM shipment_delivery_orders sdo
    JOIN delivery_orders d ON d.id = sdo.delivery_order_id
    JOIN shipment_lines sl ON sl.shipment_delivery_order_id = sdo.id
    JOIN delivery_order_lines l ON l.id = sl.delivery_order_line_id
    JOIN items i ON i.id = l.item_id
    WHERE sdo.shipment_id = ANY (shipment_ids);
END
$fn$;

-- A DO's shipments, when a cancelled one was cancelled, and what each carries of it per line's
-- unit (never one sum across units);
-- the service adds them up per unit. The return type changes, so the function is made anew
-- (delivery_orders_related calls it by name and needs no change).
DROP FUNCTION delivery_order_shipments(integer[]);
CREATE FUNCTION delivery_order_shipments(order_ids integer[])
RETURNS TABLE (delivery_order_id integer, id integer, mode text, status text, plate text, completed_at timestamptz,
               allocated_at timestamptz, cancelled_at timestamptz, quantities json)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT sdo.delivery_order_id, s.id, s.mode, s.status, coalesce(s.plate, f.plate), s.completed_at, sdo.allocated_at, s.cancelled_at,
           coalesce(json_agg(json_build_object('unit', i.unit, 'quantity', sl.quantity)) FILTER (WHERE sl.id IS NOT NULL), '[]'::json)
    FROM shipment_delivery_orders sdo
    JOIN shipments s ON s.id = sdo.shipment_id
    LEFT JOIN fleets f ON f.id = s.fleet_id
    LEFT JOIN shipment_lines sl ON sl.shipment_delivery_order_id = sdo.id
    LEFT JOIN delivery_order_lines l ON l.id = sl.delivery_order_line_id
    LEFT JOIN items i ON i.id = l.item_id
    WHERE sdo.delivery_order_id = ANY (order_ids)
    GROUP BY sdo.id, s.id, f.plate;
END
$fn$;

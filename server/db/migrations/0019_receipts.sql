-- Receipts and write-offs (docs/decisions/339-receipts.md). A receipt is what the customer
-- received of one DO on a completed shipment (a note). Its quantities live on the shipment's lines
-- (`received`, and why less than shipped): once a note is received, a shipment holds what arrived,
-- so a shortfall returns to the DO's pending until a later shipment takes it or someone writes it
-- off. Notes loaded before receipts existed have none: they hold what was shipped, as before.
ALTER TABLE shipment_lines
  ADD COLUMN received integer,
  ADD COLUMN shortfall_reason text,
  ADD CONSTRAINT shipment_lines_received_check CHECK (received IS NULL OR (received >= 0 AND received <= quantity)),
  ADD CONSTRAINT shipment_lines_reason_check CHECK (
    (received IS NOT NULL AND received < quantity) = (shortfall_reason IS NOT NULL)
    AND (shortfall_reason IS NULL OR shortfall_reason IN ('KURANG', 'RUSAK', 'DITOLAK', 'LAINNYA'))
  );

-- One receipt per note: the primary key decides between two phones sending at once.
CREATE TABLE shipment_receipts (
  shipment_delivery_order_id integer PRIMARY KEY REFERENCES shipment_delivery_orders (id) ON DELETE CASCADE,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  delivery_order_id integer NOT NULL REFERENCES delivery_orders (id),
  receiver_name text NOT NULL,
  received_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '',
  source text NOT NULL CHECK (source IN ('STAFF', 'RECEIVER')),
  entered_by integer REFERENCES users (id) ON DELETE SET NULL,
  entered_at timestamptz NOT NULL DEFAULT now(),
  -- Generated names of the stored pictures under the data dir's receipts folder.
  signature_file text,
  photo_file text,
  CHECK (signature_file IS NOT NULL OR photo_file IS NOT NULL)
);
CREATE INDEX shipment_receipts_shipment_idx ON shipment_receipts (shipment_id);
CREATE INDEX shipment_receipts_order_idx ON shipment_receipts (delivery_order_id);

-- A shortfall closed without shipping it again, with why; the DO's change log has who and when too.
CREATE TABLE delivery_order_write_offs (
  id serial PRIMARY KEY,
  delivery_order_line_id integer NOT NULL REFERENCES delivery_order_lines (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  reason text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_order_write_offs_line_idx ON delivery_order_write_offs (delivery_order_line_id);

-- Per line: what shipments hold (a received note: what arrived), what completed ones delivered,
-- what receipts found short, what was written off, and what shipments carried (a line a shipment
-- carried stays on the DO even when none of it arrived). The return type grows, so it is made anew;
-- the functions that call it do so by name.
DROP FUNCTION delivery_line_quantities(integer[]);
CREATE FUNCTION delivery_line_quantities(order_ids integer[])
RETURNS TABLE (id integer, delivery_order_id integer, item_id integer, item_name text, item_code text, unit text,
               weight_kg numeric, quantity integer, allocated bigint, delivered bigint, shortfall bigint, written_off bigint,
               carried bigint)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT l.id, l.delivery_order_id, l.item_id, i.name, i.code, i.unit, i.weight_kg, l.quantity, a.allocated, a.delivered, a.shortfall,
           (SELECT coalesce(sum(w.quantity), 0) FROM delivery_order_write_offs w WHERE w.delivery_order_line_id = l.id)::bigint,
           a.carried
    FROM (SELECT DISTINCT unnest(order_ids)) o(id)
    JOIN delivery_order_lines l ON l.delivery_order_id = o.id
    JOIN items i ON i.id = l.item_id
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(coalesce(sl.received, sl.quantity)) FILTER (WHERE s.status <> 'BATAL'), 0)::bigint AS allocated,
             coalesce(sum(coalesce(sl.received, sl.quantity)) FILTER (WHERE s.status = 'SELESAI'), 0)::bigint AS delivered,
             coalesce(sum(sl.quantity - sl.received) FILTER (WHERE sl.received IS NOT NULL), 0)::bigint AS shortfall,
             coalesce(sum(sl.quantity) FILTER (WHERE s.status <> 'BATAL'), 0)::bigint AS carried
      FROM shipment_lines sl
      JOIN shipments s ON s.id = sl.shipment_id
      WHERE sl.delivery_order_line_id = l.id) a;
END
$fn$;

-- A shipment's lines with what they received, and what is closed to it: what OTHER shipments hold
-- and what was written off (`elsewhere`, the editor's bound), and what the shipments before it
-- hold (`earlier`, the note's "remaining").
DROP FUNCTION shipments_related(integer[], integer[], integer[]);
DROP FUNCTION shipment_allocations(integer[]);
CREATE FUNCTION shipment_allocations(shipment_ids integer[])
RETURNS TABLE (shipment_id integer, delivery_order_id integer, destination_type text, address text, customer_id integer,
               customer_name text, status text, entry_position integer, line_id integer, item_id integer, item_name text,
               item_code text, unit text, weight_kg numeric, quantity integer, ordered integer, elsewhere bigint, earlier bigint,
               received integer, reason text)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT sdo.shipment_id, sdo.delivery_order_id, sdo.destination_type, sdo.address, d.customer_id, d.customer_name, d.status,
           sdo.position, l.id, l.item_id, i.name, i.code, i.unit, i.weight_kg, sl.quantity, l.quantity,
           ((SELECT coalesce(sum(coalesce(o.received, o.quantity)), 0) FROM shipment_lines o JOIN shipments os ON os.id = o.shipment_id
             WHERE o.delivery_order_line_id = l.id AND o.shipment_id <> sdo.shipment_id AND os.status <> 'BATAL')
            + (SELECT coalesce(sum(w.quantity), 0) FROM delivery_order_write_offs w WHERE w.delivery_order_line_id = l.id))::bigint,
           (SELECT coalesce(sum(coalesce(o.received, o.quantity)), 0) FROM shipment_lines o JOIN shipments os ON os.id = o.shipment_id
            WHERE o.delivery_order_line_id = l.id AND o.shipment_id < sdo.shipment_id AND os.status <> 'BATAL')::bigint,
           sl.received, sl.shortfall_reason
    FROM shipment_delivery_orders sdo
    JOIN delivery_orders d ON d.id = sdo.delivery_order_id
    JOIN shipment_lines sl ON sl.shipment_delivery_order_id = sdo.id
    JOIN delivery_order_lines l ON l.id = sl.delivery_order_line_id
    JOIN items i ON i.id = l.item_id
    WHERE sdo.shipment_id = ANY (shipment_ids);
END
$fn$;

-- The shipments of a page in one round trip, now with their notes' receipts.
CREATE FUNCTION shipments_related(shipment_ids integer[], fleet_ids integer[], user_ids integer[])
RETURNS TABLE (fleets json, allocations json, proofs json, users json, receipts json)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT (SELECT json_agg(f) FROM (SELECT v.id, v.model, v.plate, v.capacity_kg FROM fleets v WHERE v.id = ANY (fleet_ids)) f),
           (SELECT json_agg(a ORDER BY a.shipment_id, a.entry_position, a.line_id) FROM shipment_allocations(shipment_ids) a),
           (SELECT json_agg(p) FROM (SELECT x.shipment_id, x.width, x.height, x.bytes, x.uploaded_at, x.uploaded_by, w.name AS uploader
              FROM shipment_proofs x LEFT JOIN users w ON w.id = x.uploaded_by WHERE x.shipment_id = ANY (shipment_ids)) p),
           (SELECT json_agg(u) FROM (SELECT w.id, w.name FROM users w WHERE w.id = ANY (user_ids)) u),
           (SELECT json_agg(r) FROM (SELECT x.shipment_id, x.delivery_order_id, x.receiver_name, x.received_at, x.note, x.source,
                   x.entered_by, w.name AS enterer, x.entered_at, x.signature_file IS NOT NULL AS signature, x.photo_file IS NOT NULL AS photo
              FROM shipment_receipts x LEFT JOIN users w ON w.id = x.entered_by WHERE x.shipment_id = ANY (shipment_ids)) r);
END
$fn$;

-- A DO's shipments for its timeline, now with each note's receipt state.
DROP FUNCTION delivery_order_shipments(integer[]);
CREATE FUNCTION delivery_order_shipments(order_ids integer[])
RETURNS TABLE (delivery_order_id integer, id integer, mode text, status text, plate text, completed_at timestamptz,
               allocated_at timestamptz, cancelled_at timestamptz, quantities json, receipt_state text)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT sdo.delivery_order_id, s.id, s.mode, s.status, coalesce(s.plate, f.plate), s.completed_at, sdo.allocated_at, s.cancelled_at,
           coalesce(json_agg(json_build_object('unit', i.unit, 'quantity', sl.quantity)) FILTER (WHERE sl.id IS NOT NULL), '[]'::json),
           CASE WHEN r.shipment_delivery_order_id IS NULL THEN 'BELUM'
                WHEN bool_or(sl.received < sl.quantity) THEN 'SEBAGIAN'
                ELSE 'DITERIMA' END
    FROM shipment_delivery_orders sdo
    JOIN shipments s ON s.id = sdo.shipment_id
    LEFT JOIN fleets f ON f.id = s.fleet_id
    LEFT JOIN shipment_receipts r ON r.shipment_delivery_order_id = sdo.id
    LEFT JOIN shipment_lines sl ON sl.shipment_delivery_order_id = sdo.id
    LEFT JOIN delivery_order_lines l ON l.id = sl.delivery_order_line_id
    LEFT JOIN items i ON i.id = l.item_id
    WHERE sdo.delivery_order_id = ANY (order_ids)
    GROUP BY sdo.id, s.id, f.plate, r.shipment_delivery_order_id;
END
$fn$;

-- The receiver's link on each printed note: 128 random bits, kept only as their SHA-256, with the
-- print's fingerprint of what the notes show (a note changed since is refused). Every print makes
-- new links; every printed copy's link stays valid until it expires (counted from loading).
CREATE TABLE receipt_links (
  token_hash text PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  delivery_order_id integer NOT NULL REFERENCES delivery_orders (id),
  fingerprint text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receipt_links_shipment_idx ON receipt_links (shipment_id);

-- Delivery orders and shipments (docs/product/data.md, business-rules.md). Quantities are whole
-- units in integer columns; sums of them come back from PostgreSQL as bigint, which drivers hand
-- over as text: the services convert every sum to a number before comparing (original-system §2).
-- The DO status is stored (the list filters and indexes on it) but only ever written by the
-- services' recomputation in the transaction of the write that changes it (decision 181).

CREATE TABLE delivery_orders (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  address text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PROSES', 'SELESAI', 'BATAL')),
  cancelled_at timestamptz,
  completed_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The number as staff write it (do-000123) and the address; the customer's name is searched
  -- through customers.search (its own trigram index).
  search text GENERATED ALWAYS AS ('do-' || lpad(id::text, 6, '0') || ' ' || lower(address)) STORED
);
CREATE INDEX delivery_orders_search_trgm_idx ON delivery_orders USING gin (search gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX delivery_orders_created_idx ON delivery_orders (created_at DESC, id DESC);
CREATE INDEX delivery_orders_updated_idx ON delivery_orders (updated_at DESC, id DESC);
CREATE INDEX delivery_orders_status_created_idx ON delivery_orders (status, created_at DESC, id DESC);
CREATE INDEX delivery_orders_customer_created_idx ON delivery_orders (customer_id, created_at DESC, id DESC);

CREATE TABLE delivery_order_lines (
  id serial PRIMARY KEY,
  delivery_order_id integer NOT NULL REFERENCES delivery_orders (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES items (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  -- One line per item (docs/product/data.md).
  CONSTRAINT delivery_order_lines_item_key UNIQUE (delivery_order_id, item_id)
);
CREATE INDEX delivery_order_lines_item_idx ON delivery_order_lines (item_id, delivery_order_id);

CREATE TABLE shipments (
  id serial PRIMARY KEY,
  mode text NOT NULL CHECK (mode IN ('ANTAR', 'JEMPUT')),
  fleet_id integer REFERENCES fleets (id),
  -- JEMPUT's outside vehicle, normalised by the contract like fleets.plate.
  plate text,
  driver_name text,
  notes text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SELESAI')),
  completed_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (
    's-' || lpad(id::text, 6, '0') || ' ' || lower(coalesce(plate, '')) || ' ' || lower(coalesce(driver_name, ''))
  ) STORED,
  CONSTRAINT shipments_vehicle_check CHECK (
    (mode = 'ANTAR' AND fleet_id IS NOT NULL AND plate IS NULL)
    OR (mode = 'JEMPUT' AND fleet_id IS NULL AND plate IS NOT NULL AND driver_name IS NOT NULL)
  ),
  CONSTRAINT shipments_completed_check CHECK ((status = 'SELESAI') = (completed_at IS NOT NULL))
);
CREATE INDEX shipments_search_trgm_idx ON shipments USING gin (search gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX shipments_created_idx ON shipments (created_at DESC, id DESC);
CREATE INDEX shipments_updated_idx ON shipments (updated_at DESC, id DESC);
CREATE INDEX shipments_status_created_idx ON shipments (status, created_at DESC, id DESC);
CREATE INDEX shipments_mode_created_idx ON shipments (mode, created_at DESC, id DESC);
CREATE INDEX shipments_completed_idx ON shipments (completed_at DESC, id DESC) WHERE completed_at IS NOT NULL;
CREATE INDEX shipments_fleet_idx ON shipments (fleet_id) WHERE fleet_id IS NOT NULL;

-- A DO on a shipment: where it goes.
CREATE TABLE shipment_delivery_orders (
  id serial PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  delivery_order_id integer NOT NULL REFERENCES delivery_orders (id),
  destination_type text NOT NULL CHECK (destination_type IN ('RUMAH', 'KANTOR', 'GUDANG', 'EKSPEDISI', 'LAINNYA')),
  address text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  -- When the DO joined this shipment (kept across re-allocations): the DO's timeline.
  allocated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT shipment_delivery_orders_key UNIQUE (shipment_id, delivery_order_id)
);
CREATE INDEX shipment_delivery_orders_order_idx ON shipment_delivery_orders (delivery_order_id, shipment_id);

-- The quantity of one DO line on one shipment (shipment_id repeated so per-shipment sums need no join).
CREATE TABLE shipment_lines (
  id serial PRIMARY KEY,
  shipment_delivery_order_id integer NOT NULL REFERENCES shipment_delivery_orders (id) ON DELETE CASCADE,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  delivery_order_line_id integer NOT NULL REFERENCES delivery_order_lines (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  CONSTRAINT shipment_lines_key UNIQUE (shipment_id, delivery_order_line_id)
);
CREATE INDEX shipment_lines_line_idx ON shipment_lines (delivery_order_line_id, shipment_id);

-- The proof-of-loading photo's metadata; the files themselves live under the data dir with
-- generated names (decision 183). One photo per shipment: a replacement overwrites this row.
CREATE TABLE shipment_proofs (
  shipment_id integer PRIMARY KEY REFERENCES shipments (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  thumbnail_name text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);

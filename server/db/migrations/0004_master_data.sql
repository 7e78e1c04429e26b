-- Customers, items and fleets (docs/product/data.md), the master data delivery orders and shipments
-- pick from. Each list searches one generated lower-cased column with a trigram index (as users
-- do, 0002), sorts on indexed expressions, and is unique where data.md says so, ignoring case.

CREATE TABLE customers (
  id serial PRIMARY KEY,
  name text NOT NULL,
  phone text,
  email text,
  address text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))) STORED
);
CREATE UNIQUE INDEX customers_name_lower_key ON customers (lower(name));
CREATE INDEX customers_search_trgm_idx ON customers USING gin (search gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX customers_created_idx ON customers (created_at DESC, id DESC);
CREATE INDEX customers_updated_idx ON customers (updated_at DESC, id DESC);

CREATE TABLE items (
  id serial PRIMARY KEY,
  name text NOT NULL,
  code text,
  unit text NOT NULL,
  -- Kilograms per unit to the gram; numeric so sums are exact.
  weight_kg numeric(12, 3) CHECK (weight_kg > 0),
  notes text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(code, ''))) STORED
);
CREATE UNIQUE INDEX items_name_lower_key ON items (lower(name));
CREATE UNIQUE INDEX items_code_lower_key ON items (lower(code)) WHERE code IS NOT NULL;
CREATE INDEX items_search_trgm_idx ON items USING gin (search gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX items_unit_idx ON items (unit, lower(name));
CREATE INDEX items_created_idx ON items (created_at DESC, id DESC);
CREATE INDEX items_updated_idx ON items (updated_at DESC, id DESC);

CREATE TABLE fleets (
  id serial PRIMARY KEY,
  model text NOT NULL,
  -- Normalised by the contract (upper case, single spaces) before it gets here.
  plate text NOT NULL UNIQUE,
  capacity_kg integer CHECK (capacity_kg > 0),
  active boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (lower(plate || ' ' || model)) STORED
);
CREATE INDEX fleets_search_trgm_idx ON fleets USING gin (search gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX fleets_model_idx ON fleets (lower(model), id);
CREATE INDEX fleets_created_idx ON fleets (created_at DESC, id DESC);
CREATE INDEX fleets_updated_idx ON fleets (updated_at DESC, id DESC);

-- Decision 337 (docs/decisions/337-company-profile.md): the company's own details, printed at the
-- head of every surat jalan. There is one company, so one row, made here: reads never meet a
-- missing row and writes lock it (SELECT … FOR UPDATE) to check the version. An empty name is "never
-- filled in", and the notes carry the build-time brand until it is.
CREATE TABLE company_profile (
  id smallint PRIMARY KEY CHECK (id = 1),
  name text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  phone text,
  -- Its digits only: 15, or 16 for the NIK-based number (contract/company-profile.ts).
  npwp text CHECK (npwp ~ '^[0-9]{15,16}$'),
  -- The stored PNG's generated name under <data dir>/logos, with its size; all three or none.
  logo_file text,
  logo_width integer,
  logo_height integer,
  version integer NOT NULL DEFAULT 1,
  -- Null until it is first saved.
  updated_at timestamptz,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((logo_file IS NULL) = (logo_width IS NULL) AND (logo_file IS NULL) = (logo_height IS NULL))
);
INSERT INTO company_profile (id) VALUES (1);

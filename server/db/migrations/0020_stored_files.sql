-- Pictures in the database (docs/decisions/344-pictures-in-postgresql.md). On PostgreSQL every
-- stored picture is a row here: proof photos and their thumbnails (folder `proofs`), the company
-- logo (`logos`) and receipt signatures (`signatures`), each under the name the server made up, so
-- every instance serves what any other stored, whatever its own data dir holds. The embedded PGlite
-- keeps them as files of its data dir and leaves this table empty. Rows that name a picture
-- (shipment_proofs, shipment_receipts, company_profile) carry no foreign key to it: a picture is
-- stored before the transaction that names it, as a file is.
CREATE TABLE stored_files (
  folder text NOT NULL,
  name text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (folder, name)
);
-- Out of line and never compressed: JPEG, WebP and PNG are compressed already, so trying again
-- only costs time on every write.
ALTER TABLE stored_files ALTER COLUMN bytes SET STORAGE EXTERNAL;

-- The printed surat jalan. Each print is one change-log row on the shipment (who, when,
-- how many copies); these columns keep the running count and the last print, so the shipment
-- answers "printed N times, last by … at …" without reading its log. `printed_fingerprint` is
-- the contract's fingerprint of what the notes showed when printed: the shipment reads "changed
-- since it was printed" when today's notes would differ (decision 211). Printing bumps neither
-- `version` nor `updated_at`: an edit form open meanwhile stays valid.
ALTER TABLE shipments
  ADD COLUMN print_count integer NOT NULL DEFAULT 0 CHECK (print_count >= 0),
  ADD COLUMN printed_at timestamptz,
  ADD COLUMN printed_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN printed_fingerprint text;

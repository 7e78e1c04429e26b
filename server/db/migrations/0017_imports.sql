-- Spreadsheets brought into an area (docs/decisions/335-import.md): who imported which file into
-- which area, how, and what each row became; the failed rows with their reasons, so they can be
-- downloaded, fixed and imported again. The change log names the import a row was written by.
CREATE TABLE imports (
  id serial PRIMARY KEY,
  area text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  file_name text NOT NULL,
  format text NOT NULL CHECK (format IN ('xlsx', 'csv')),
  mode text NOT NULL CHECK (mode IN ('add', 'update', 'skip')),
  atomic boolean NOT NULL,
  row_count integer NOT NULL,
  added integer NOT NULL,
  updated integer NOT NULL,
  unchanged integer NOT NULL,
  skipped integer NOT NULL,
  failed integer NOT NULL,
  -- {headers, delimiter, rows: [{line, cells, problems}]} when rows failed.
  failed_rows jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX imports_area_created_idx ON imports (area, created_at DESC, id DESC);

ALTER TABLE change_logs ADD COLUMN import_id integer REFERENCES imports(id) ON DELETE SET NULL;

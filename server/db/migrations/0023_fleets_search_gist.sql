-- Fleets are few (tens, a few thousand at most). For a term no plate holds, the planner priced the
-- GIN trigram index above reading the whole table, and read every fleet; a GiST trigram index on a
-- table this small is priced by its size and reads a few pages (docs/decisions/333-global-search.md).
-- The fleets list and the find-anything search read it alike.
DROP INDEX fleets_search_trgm_idx;
CREATE INDEX fleets_search_trgm_idx ON fleets USING gist (search gist_trgm_ops);

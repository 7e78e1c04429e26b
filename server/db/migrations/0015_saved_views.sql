-- Decision 334: a list's view (its URL search string) saved under a name, for its owner or shared
-- with a role. Names are unique per owner and list ignoring case; `position` is the owner's order.
-- Views go with their owner; a role that goes makes its views personal again.
CREATE TABLE saved_views (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  list text NOT NULL,
  name text NOT NULL,
  search text NOT NULL DEFAULT '',
  role_id integer REFERENCES roles(id) ON DELETE SET NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX saved_views_owner_list_name_lower_key ON saved_views (owner_id, list, lower(name));
CREATE INDEX saved_views_list_role_idx ON saved_views (list, role_id) WHERE role_id IS NOT NULL;

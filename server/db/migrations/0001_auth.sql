-- Permissions, roles, users, sessions, activity and change logs.
-- Search indexes use pg_trgm on lower(column) (ARCHITECTURE.md, database rules).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Server-wide values: the generated token secret, the catalogue fingerprint.
CREATE TABLE server_settings (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE permissions (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  area text NOT NULL,
  description_id text NOT NULL,
  description_en text NOT NULL
);

CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX roles_name_lower_key ON roles (lower(name));
CREATE INDEX roles_name_trgm_idx ON roles USING gin (lower(name) gin_trgm_ops);

CREATE TABLE role_permissions (
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_id integer NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
);
CREATE INDEX role_permissions_permission_idx ON role_permissions (permission_id);

-- Active is derived from deactivated_at (one source of truth).
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  name text NOT NULL,
  email text,
  password_hash text NOT NULL,
  role_id integer NOT NULL REFERENCES roles (id),
  deactivated_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX users_role_idx ON users (role_id);
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
CREATE INDEX users_deactivated_idx ON users (deactivated_at DESC, id DESC) WHERE deactivated_at IS NOT NULL;
CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) gin_trgm_ops);
CREATE INDEX users_name_trgm_idx ON users USING gin (lower(name) gin_trgm_ops);

-- One row per sign-in (a refresh-token family). The refresh token is `<id>.<secret>`; only the
-- SHA-256 of the current secret is kept. A rotation is one update by primary key of unindexed
-- columns, so it stays a HOT update (fillfactor leaves the room) and touches no index. A known id
-- with a secret that is not the current one is a spent token: the family is revoked.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  remember boolean NOT NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
) WITH (fillfactor = 70);
CREATE INDEX sessions_user_live_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Failed sign-ins keep only the attempted username (user_id stays NULL for every failure, so the
-- log does not reveal which usernames exist; original-system §9.1.7).
CREATE TABLE activity_logs (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  username text,
  type text NOT NULL CHECK (type IN ('SIGN_IN_SUCCESS', 'SIGN_IN_FAILURE', 'SIGN_OUT',
    'SIGN_OUT_EVERYWHERE', 'REFRESH_TOKEN_REUSE', 'PASSWORD_CHANGED')),
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_logs_created_idx ON activity_logs (created_at DESC, id DESC);
CREATE INDEX activity_logs_user_created_idx ON activity_logs (user_id, created_at DESC, id DESC);
CREATE INDEX activity_logs_type_created_idx ON activity_logs (type, created_at DESC, id DESC);
-- The login rate limit counts recent failures per username and IP.
CREATE INDEX activity_logs_failures_idx ON activity_logs (lower(username), ip, created_at)
  WHERE type = 'SIGN_IN_FAILURE';

CREATE TABLE change_logs (
  id bigserial PRIMARY KEY,
  entity text NOT NULL,
  entity_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('CREATE', 'UPDATE', 'DELETE', 'RESTORE')),
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX change_logs_entity_created_idx ON change_logs (entity, created_at DESC, id DESC);
CREATE INDEX change_logs_entity_id_idx ON change_logs (entity, entity_id, created_at DESC, id DESC);
CREATE INDEX change_logs_actor_idx ON change_logs (actor_id, created_at DESC);

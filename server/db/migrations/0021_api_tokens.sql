-- API tokens for machines (docs/decisions/347-api-tokens.md). A token acts with its role's
-- permissions, never more than its creator holds at the time of each request. Only the token's
-- SHA-256 is kept: a copy of the database lets nobody call the API. `prefix` is `laju_` and the
-- first characters of the token, shown in the list so a person can tell which one a system uses.
CREATE TABLE api_tokens (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  token_hash text NOT NULL,
  prefix text NOT NULL,
  role_id integer NOT NULL REFERENCES roles (id),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Written at most once a minute per instance, so a busy token costs no write per request.
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX api_tokens_token_hash_key ON api_tokens (token_hash);
CREATE INDEX api_tokens_created_at_idx ON api_tokens (created_at DESC, id DESC);

-- A token's writes appear in the activity log under the token's name, on its creator's account.
ALTER TABLE activity_logs
  ADD COLUMN api_token_id integer REFERENCES api_tokens (id) ON DELETE SET NULL,
  ADD COLUMN api_request text;

ALTER TABLE activity_logs DROP CONSTRAINT activity_logs_type_check;
ALTER TABLE activity_logs ADD CONSTRAINT activity_logs_type_check CHECK (type IN ('SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE', 'SIGN_OUT', 'SIGN_OUT_EVERYWHERE', 'REFRESH_TOKEN_REUSE', 'PASSWORD_CHANGED',
  'SECOND_FACTOR_ENABLED', 'SECOND_FACTOR_DISABLED', 'SECOND_FACTOR_RESET', 'RECOVERY_CODES_REGENERATED',
  'RECOVERY_CODE_USED', 'LIST_EXPORTED', 'API_TOKEN_REQUEST'));

-- The second factor (docs/decisions/291-second-factor.md).

-- A user's TOTP secret, sealed with AES-256-GCM under a key from the environment (never stored in
-- the clear), when it was turned on, and the last time step a code was accepted at: a code of that
-- step or an earlier one is refused, so a code cannot be used twice.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- One-time recovery codes, stored as keyed hashes; a used one keeps its row with used_at so the
-- profile can say how many are left. Turning the factor off or making new codes deletes them.
CREATE TABLE recovery_codes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- The second factor's own activity types.
ALTER TABLE activity_logs DROP CONSTRAINT activity_logs_type_check;
ALTER TABLE activity_logs ADD CONSTRAINT activity_logs_type_check CHECK (type IN ('SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE', 'SIGN_OUT', 'SIGN_OUT_EVERYWHERE', 'REFRESH_TOKEN_REUSE', 'PASSWORD_CHANGED',
  'SECOND_FACTOR_ENABLED', 'SECOND_FACTOR_DISABLED', 'SECOND_FACTOR_RESET', 'RECOVERY_CODES_REGENERATED',
  'RECOVERY_CODE_USED'));

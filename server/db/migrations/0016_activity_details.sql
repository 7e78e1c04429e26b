-- What an activity was about, when its type alone does not say it: a list export's list, format,
-- query and row count (docs/decisions/331-list-export.md). Null for sign-ins and the other
-- account events.
ALTER TABLE activity_logs ADD COLUMN details jsonb;

ALTER TABLE activity_logs DROP CONSTRAINT activity_logs_type_check;
ALTER TABLE activity_logs ADD CONSTRAINT activity_logs_type_check CHECK (type IN ('SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE', 'SIGN_OUT', 'SIGN_OUT_EVERYWHERE', 'REFRESH_TOKEN_REUSE', 'PASSWORD_CHANGED',
  'SECOND_FACTOR_ENABLED', 'SECOND_FACTOR_DISABLED', 'SECOND_FACTOR_RESET', 'RECOVERY_CODES_REGENERATED',
  'RECOVERY_CODE_USED', 'LIST_EXPORTED'));

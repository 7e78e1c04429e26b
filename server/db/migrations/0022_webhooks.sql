-- Webhooks (docs/decisions/348-webhooks.md): subscriptions, the events outbox written in the
-- transaction of the change it tells about, one delivery per event and subscription, and the log
-- of every try.
CREATE TABLE webhook_subscriptions (
  id serial PRIMARY KEY,
  name text NOT NULL,
  url text NOT NULL,
  events text[] NOT NULL,
  active boolean NOT NULL DEFAULT true,
  -- The signing secret sealed with the server's key (server/auth/secret-box.ts), never in clear.
  secret_sealed text NOT NULL,
  secret_hint text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The outbox: what happened to which record, with the facts the body carries. An id is taken
-- while the record's row is locked by the change, so per record ids follow the commits' order.
CREATE TABLE webhook_events (
  id bigserial PRIMARY KEY,
  event text NOT NULL,
  record_kind text NOT NULL CHECK (record_kind IN ('delivery-order', 'shipment')),
  record_id integer NOT NULL,
  record_number text NOT NULL,
  data jsonb NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now()
);

-- One event for one subscription. `pending` ones are claimed with FOR UPDATE SKIP LOCKED and a
-- lease (`lease_until`, `claim`): a claim whose instance died returns when its lease ends.
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
  subscription_id integer NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  -- The event's record, kept here so the order per record and subscription reads one index.
  record_kind text NOT NULL,
  record_id integer NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Retries stop a day after this (the event's time, or a manual redelivery's).
  window_started_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  claim text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, id) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_order_idx ON webhook_deliveries (subscription_id, record_kind, record_id, event_id) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_subscription_idx ON webhook_deliveries (subscription_id, id);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  -- The receiver's status; null when no answer came (refused, unreachable, timed out).
  status integer,
  duration_ms integer NOT NULL,
  excerpt text NOT NULL DEFAULT ''
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);

-- The one writer of the outbox (server/webhooks/outbox.ts calls it in the change's transaction):
-- an event nobody subscribes to is not kept; otherwise the event, a delivery per active
-- subscription to it, and a NOTIFY that PostgreSQL sends on commit to wake the workers.
CREATE FUNCTION webhook_record_event(p_event text, p_kind text, p_id integer, p_number text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  new_id bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_subscriptions WHERE active AND p_event = ANY (events)) THEN
    RETURN;
  END IF;
  INSERT INTO webhook_events (event, record_kind, record_id, record_number, data)
  VALUES (p_event, p_kind, p_id, p_number, p_data)
  RETURNING id INTO new_id;
  INSERT INTO webhook_deliveries (event_id, subscription_id, record_kind, record_id)
  SELECT new_id, id, p_kind, p_id FROM webhook_subscriptions WHERE active AND p_event = ANY (events);
  PERFORM pg_notify('laju_webhooks', '');
END
$$;

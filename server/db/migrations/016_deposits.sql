-- Deposits (issue 13): the merchant's channels, members' uploaded images (proofs of payment), one
-- row per deposit with its lifecycle chart's snapshot (machines/deposit-lifecycle), and the local
-- payment provider's own tables (server/paygate: a separate service that shares the database only
-- because it ships with the gateway; the gateway never reads them, it talks to the provider's API).
-- Amounts are integer minor units; money itself moves only in the ledger (008).

-- A channel is either 'PG' (online, through the payment provider) or 'MT' (a manual bank transfer
-- into `receiving_account`, decided by an operator).
CREATE TABLE deposit_channels (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  code text NOT NULL,
  channel_type text NOT NULL CHECK (channel_type IN ('PG', 'MT')),
  name text NOT NULL,
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  -- the preset amount buttons, minor units, ascending
  fixed_amounts jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- MT: { bankName, accountName, accountNumber }
  receiving_account jsonb,
  enabled boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, code),
  CHECK (channel_type = 'PG' OR receiving_account IS NOT NULL)
);

-- Images members upload (png or jpeg, checked by content), kept until the thing they prove is decided.
CREATE TABLE member_uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX member_uploads_member ON member_uploads (member_id, id);

CREATE TABLE deposits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  channel_code text NOT NULL,
  channel_type text NOT NULL CHECK (channel_type IN ('PG', 'MT')),
  channel_name text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- the lifecycle chart's state, kept beside its snapshot for queries
  status text NOT NULL,
  snapshot jsonb NOT NULL,
  -- the client's key for this attempt: a retried submit answers the same deposit
  idempotency_key text NOT NULL,
  -- MT: the member's transfer reference
  member_reference text,
  proof_upload_id integer REFERENCES member_uploads(id),
  -- PG: the provider's payment, its hosted checkout page
  provider text,
  provider_payment_id text,
  redirect_url text,
  -- the credit's ledger transaction, once credited
  ledger_transaction_id integer REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz,
  UNIQUE (merchant_id, member_id, idempotency_key)
);
-- a provider's payment id credits at most one deposit
CREATE UNIQUE INDEX deposits_provider_payment ON deposits (provider, provider_payment_id) WHERE provider_payment_id IS NOT NULL;
CREATE INDEX deposits_member ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_status ON deposits (merchant_id, status, created_at);

-- Who ran an operator command (the audit log of 001 said what and when).
ALTER TABLE admin_audit ADD COLUMN operator text NOT NULL DEFAULT 'unknown';

-- The local payment provider. Each merchant has an API key (the gateway's, to create payments)
-- and a webhook secret (the provider signs its webhooks with it).
CREATE TABLE paygate_accounts (
  merchant_code text PRIMARY KEY,
  api_key text NOT NULL UNIQUE,
  webhook_secret text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE paygate_payments (
  id text PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES paygate_accounts(merchant_code) ON DELETE CASCADE,
  -- the gateway's own reference for the payment (its deposit)
  merchant_reference text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  -- open until paid, declined (failed), cancelled by the payer or expired
  status text NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'cancelled', 'expired')),
  return_url text NOT NULL,
  webhook_url text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  UNIQUE (merchant_code, merchant_reference)
);
CREATE INDEX paygate_payments_open ON paygate_payments (expires_at) WHERE status = 'open';

-- Every webhook the provider owes: delivered at once, again by the provider's sweep until a 2xx.
CREATE TABLE paygate_events (
  id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES paygate_payments(id) ON DELETE CASCADE,
  type text NOT NULL,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz
);
CREATE INDEX paygate_events_pending ON paygate_events (created_at) WHERE delivered_at IS NULL;

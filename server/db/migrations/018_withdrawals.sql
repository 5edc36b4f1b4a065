-- Withdrawals (issue 13): the merchant's withdrawal rules, and one row per withdrawal with its
-- lifecycle chart's snapshot (machines/withdrawal-lifecycle). On request the amount moves from the
-- member's main wallet into the member's withdrawal hold account (a ledger account of kind
-- 'withdrawal-hold'); the money leaves the hold when paid, or goes back to main when rejected.

-- One row per merchant. Amounts in minor units; fee = fee_fixed + amount * fee_rate_bp / 10000,
-- rounded down; a member may request at most daily_count withdrawals and daily_amount in total per
-- day (UTC); turnover_percent of every deposit must be wagered before that deposit can leave
-- (100: once); an unanswered payment counts as received after confirm_minutes.
CREATE TABLE withdraw_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  daily_count integer NOT NULL CHECK (daily_count > 0),
  daily_amount bigint NOT NULL CHECK (daily_amount > 0),
  fee_fixed bigint NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  fee_rate_bp integer NOT NULL DEFAULT 0 CHECK (fee_rate_bp >= 0 AND fee_rate_bp <= 10000),
  turnover_percent integer NOT NULL DEFAULT 100 CHECK (turnover_percent >= 0),
  confirm_minutes integer NOT NULL DEFAULT 30 CHECK (confirm_minutes > 0)
);

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bank_card_id integer NOT NULL REFERENCES bank_cards(id),
  -- what left the main wallet, the fee kept from it, and what the member is paid (amount - fee)
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL CHECK (fee >= 0 AND fee < amount),
  status text NOT NULL,
  snapshot jsonb NOT NULL,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz,
  UNIQUE (merchant_id, member_id, idempotency_key)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_status ON withdrawals (merchant_id, status, created_at);

-- The money ledger: double entry in integer minor units (centavos). Every movement is one
-- transaction whose entries sum to zero; balances are kept on the accounts and never go below
-- zero for a member's account. Each transaction carries an idempotency key, unique per merchant,
-- so a retried call never moves money twice.
CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- null for the merchant's own accounts (house, cashier)
  member_id integer REFERENCES members(id) ON DELETE CASCADE,
  -- 'main' (a member's wallet), 'vendor:<code>' (a member's game wallet), 'house', 'cashier'
  kind text NOT NULL,
  currency text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  -- merchant accounts are counterparties and may go negative; a member's never may
  may_go_negative boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CHECK (may_go_negative OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_owner ON ledger_accounts (merchant_id, coalesce(member_id, 0), kind);

CREATE TABLE ledger_transactions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- deposit, withdrawal, transfer, bet, win, …
  kind text NOT NULL,
  idempotency_key text NOT NULL,
  -- what the movement was for (game round, operator, reference), never a secret
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  UNIQUE (merchant_id, idempotency_key)
);
CREATE INDEX ledger_transactions_created ON ledger_transactions (merchant_id, created_at);

CREATE TABLE ledger_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id integer NOT NULL REFERENCES ledger_transactions(id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES ledger_accounts(id) ON DELETE CASCADE,
  -- positive credits the account, negative debits it
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- Security centre: the payment password guard (machines/payment-password-guard) per member, the
-- banks and e-wallets a merchant pays withdrawals to, and the accounts members bind for that.
-- The payment password hash itself is members.payment_password_hash (004); the real name,
-- birthday and e-mail address live in members.profile.

-- One row per member whose payment password was ever checked: the guard chart's snapshot.
CREATE TABLE payment_password_guard (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  snapshot jsonb,
  updated_at timestamptz NOT NULL
);

-- card_type as the platform names it: 'BC' a bank account or card, 'EW' an e-wallet account.
-- An account number is digits only, min_length..max_length of them, and matches number_pattern
-- when the bank has one (e-wallets: a mobile number).
CREATE TABLE banks (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  card_type text NOT NULL CHECK (card_type IN ('BC', 'EW')),
  min_length integer NOT NULL,
  max_length integer NOT NULL,
  number_pattern text,
  enabled boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, bank_code),
  CHECK (min_length >= 4 AND min_length <= max_length AND max_length <= 30)
);

-- A deleted card keeps its row (deleted_at set): withdrawals made to it still name it.
CREATE TABLE bank_cards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bank_code text NOT NULL,
  card_type text NOT NULL CHECK (card_type IN ('BC', 'EW')),
  account_number text NOT NULL,
  -- the member's real name when the card was bound
  card_holder text NOT NULL,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  FOREIGN KEY (merchant_id, bank_code) REFERENCES banks (merchant_id, bank_code)
);
CREATE INDEX bank_cards_member ON bank_cards (member_id, id) WHERE deleted_at IS NULL;
-- one live binding per account number and bank in a merchant, whoever holds it
CREATE UNIQUE INDEX bank_cards_live_number ON bank_cards (merchant_id, bank_code, account_number) WHERE deleted_at IS NULL;

-- Turnover carried between members (issue 32): money moved from one member's main wallet to
-- another's (an agent's credit to or collection from its team, a transfer to the upline) takes the
-- part of the sender's turnover requirement it was locked by, so money not yet wagered cannot leave
-- the site by passing through another member first. One row per movement that carried anything,
-- written in the movement's transaction; the ledger transaction orders it among the members'
-- deposits and bets (server/withdrawals/turnover.service.ts).
CREATE TABLE turnover_carries (
  ledger_transaction_id integer PRIMARY KEY REFERENCES ledger_transactions(id),
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  from_member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  to_member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- minor units of requirement moved: never more than the sender still had to wager
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  CHECK (from_member_id <> to_member_id)
);
CREATE INDEX turnover_carries_from ON turnover_carries (from_member_id);
CREATE INDEX turnover_carries_to ON turnover_carries (to_member_id);

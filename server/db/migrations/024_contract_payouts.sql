-- What the settlement jobs paid under agent contracts (issue 14): one row per contract and period,
-- written in the same transaction as its ledger movement. The primary key is the "never twice":
-- two gateways settling the same period at once, or a run that stopped half way and ran again, meet
-- here and the second pays nothing. The statement is what the agent reads: the period, the team's
-- figures, the tier matched, the rate, what the downlines' own contracts took, and the amount.
CREATE TABLE contract_payouts (
  contract_id integer NOT NULL REFERENCES agent_contracts(id) ON DELETE CASCADE,
  -- the period's first instant (a merchant day, hour, or dividend period)
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL,
  -- minor units; 0 when no tier was met (the statement still says why)
  amount bigint NOT NULL CHECK (amount >= 0),
  statement jsonb NOT NULL,
  -- null when nothing was paid
  transaction_id integer REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (contract_id, period_start)
);
CREATE INDEX contract_payouts_member ON contract_payouts (member_id, kind, period_start DESC);

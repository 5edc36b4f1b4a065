-- Agent contracts (issue 14): an upline's dividend or salary terms for a direct downline, one chart
-- per contract (machines/agent-contract), its snapshot stored here and folded one event at a time
-- with the row held, so an accept racing a reject is decided once. Every event is kept in
-- agent_contract_events: the contract's history for both sides and for compliance.

CREATE TABLE agent_contracts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  upline_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  downline_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- dividend, daily, hourly, realtime
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  -- the product the terms cover: CONS (all together) or one game type
  product text NOT NULL,
  -- the chart's state (offered, active, changeOffered, terminationRequested, rejected, withdrawn, terminated)
  state text NOT NULL,
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  ended_at timestamptz,
  CHECK (upline_id <> downline_id)
);
-- one live contract (offered or in force) per downline, kind and product: two offers at once meet here
CREATE UNIQUE INDEX agent_contracts_live ON agent_contracts (downline_id, kind, product)
  WHERE state IN ('offered', 'active', 'changeOffered', 'terminationRequested');
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, product, state);

CREATE TABLE agent_contract_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts(id) ON DELETE CASCADE,
  -- the member who acted; null for the system
  member_id integer REFERENCES members(id) ON DELETE SET NULL,
  event jsonb NOT NULL,
  from_state text,
  to_state text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX agent_contract_events_contract ON agent_contract_events (contract_id, id);

-- What the merchant lets its top agents give (an agent under a contracted upline gives at most what
-- its own contract gives): the highest rate in basis points and the highest fixed amount per tier.
-- A merchant without a row has the defaults of server/contracts/contract-terms.ts.
CREATE TABLE contract_settings (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  max_rate_bp integer NOT NULL CHECK (max_rate_bp >= 0 AND max_rate_bp <= 10000),
  max_fixed bigint NOT NULL CHECK (max_fixed >= 0),
  PRIMARY KEY (merchant_id, kind)
);

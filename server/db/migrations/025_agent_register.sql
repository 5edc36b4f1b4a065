-- The agent centre's register centre (issue 14): rebate rates per product, the merchant's ceiling
-- for its top agents, and the affiliate links an agent signs members up through.
-- Rates are hundredths of a percent (basis points): 1.25 % is 125, kept exact.

-- What the merchant lets a top agent (one with no agent above it) give per product. An agent under
-- another agent gives at most its own rate. A merchant without a row has the defaults of
-- server/agent-register/rebate-rates.ts.
CREATE TABLE rebate_settings (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  product text NOT NULL,
  max_rate_bp integer NOT NULL CHECK (max_rate_bp >= 0 AND max_rate_bp <= 10000),
  PRIMARY KEY (merchant_id, product)
);

-- A member's rebate rate per product. No row: 0.
CREATE TABLE member_rebates (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  product text NOT NULL,
  rate_bp integer NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 10000),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, product)
);

-- The lifetimes (days, 0 = never expires) a merchant offers for affiliate links. No row: the
-- defaults of server/agent-register/affiliate-urls.service.ts.
CREATE TABLE affiliate_url_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  expiry_days integer[] NOT NULL
);

-- An agent's affiliate link: whoever registers with its code becomes the agent's direct downline,
-- a member or an agent as the link says, with the link's rates. A code is never reused, even after
-- the link is deleted, so an old printed link can never sign anyone up under someone else.
CREATE TABLE affiliate_urls (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  agent_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  code text NOT NULL,
  -- the code's canonical key (server/identity/identifier-key.ts), what registration looks it up by
  code_key text NOT NULL,
  -- the type of member it creates: 0 member, 1 agent
  member_type integer NOT NULL CHECK (member_type IN (0, 1)),
  -- rates given, product -> basis points
  rebates jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  -- null: never expires
  expires_at timestamptz,
  deleted_at timestamptz
);
CREATE UNIQUE INDEX affiliate_urls_code ON affiliate_urls (merchant_id, code_key);
CREATE INDEX affiliate_urls_agent ON affiliate_urls (agent_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- the link a member registered through, if any
ALTER TABLE members ADD COLUMN register_affiliate_url_id integer REFERENCES affiliate_urls(id);
CREATE INDEX members_register_affiliate_url ON members (register_affiliate_url_id, created_at DESC) WHERE register_affiliate_url_id IS NOT NULL;

-- the demo agent of a database seeded before this migration gets the default ceilings as its own rates
INSERT INTO member_rebates (member_id, product, rate_bp, updated_at)
SELECT m.id, p.product, CASE WHEN p.product = 'LOTT' THEN 200 ELSE 100 END, now()
  FROM members m
 CROSS JOIN unnest(ARRAY['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'COCKFIGHT', 'FISH', 'PVP', 'LOTT', 'ELOTT']) AS p(product)
 WHERE m.username = 'demo_agent'
ON CONFLICT DO NOTHING;

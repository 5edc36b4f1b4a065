-- Slider human checks: the target offset stays here (never sent to the browser), beside the
-- humanCheck chart's snapshot and the hash of the token a passed check yields.
CREATE TABLE human_checks (
  id text PRIMARY KEY,
  -- what the token may be spent on: 'register' or 'sms'
  purpose text NOT NULL,
  target_x integer NOT NULL,
  target_y integer NOT NULL,
  snapshot jsonb NOT NULL,
  token_hash text UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX human_checks_created ON human_checks (created_at);

-- The switch that makes registration and its SMS codes require a passed human check.
INSERT INTO modules (merchant_id, mod_id, parent_mod_id, enabled, position)
SELECT id, 'HUMANCHECK3', 'REG3', true, 50 FROM merchants
ON CONFLICT (merchant_id, mod_id) DO NOTHING;

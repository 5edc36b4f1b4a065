-- Social login: which member a provider's account (Telegram user id, OpenID subject) signs in as.
CREATE TABLE social_identities (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  provider text NOT NULL,
  subject text NOT NULL,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, provider, subject)
);
CREATE INDEX social_identities_member ON social_identities (member_id);

-- Telegram widget payloads already used (its hash), so a captured payload cannot sign in twice.
CREATE TABLE social_replays (
  digest text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- the switch of the Telegram login button, off until an operator configures a bot and turns it on
INSERT INTO modules (merchant_id, mod_id, parent_mod_id, enabled, position)
SELECT id, 'TELEGRAMLOGIN3', 'COMM3', false, 50 FROM merchants
ON CONFLICT (merchant_id, mod_id) DO NOTHING;

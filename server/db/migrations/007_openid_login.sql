-- OpenID Connect logins in flight (state, nonce and PKCE verifier, bound to the browser that
-- started them) and the single-use tickets a finished login hands the SPA.
CREATE TABLE social_logins (
  state_hash text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  provider text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  -- hash of the random value in the browser's socialBinding cookie: another browser cannot finish it
  binding_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX social_logins_expires ON social_logins (expires_at);

CREATE TABLE social_tickets (
  ticket_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

INSERT INTO modules (merchant_id, mod_id, parent_mod_id, enabled, position)
SELECT id, m.mod_id, 'COMM3', false, 51 FROM merchants, (VALUES ('GOOGLELOGIN3'), ('FACEBOOKLOGIN3')) AS m(mod_id)
ON CONFLICT (merchant_id, mod_id) DO NOTHING;

-- Forgot password: the local e-mail outbox (what a mail relay would deliver) and single-use reset
-- links, stored as hashes of their tokens.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_member ON password_resets (member_id);

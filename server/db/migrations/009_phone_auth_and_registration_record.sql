-- The phone-provider path of registration (SPEC §4, §7): a phone identity provider texts a code,
-- confirms it and signs an ID token; the gateway's register call verifies that token instead of
-- asking for its own SMS code. The provider here is the local one (server/phone-auth/); a hosted
-- provider plugs in behind the same verifier interface.

-- The merchant's switch and its provider project: ID tokens carry the project id as audience.
-- No row = the path is off.
CREATE TABLE phone_auth_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  project_id text NOT NULL UNIQUE,
  -- codes the provider texts for this project per 24 hours (auth/quota-exceeded beyond)
  daily_sms_quota integer NOT NULL DEFAULT 1000 CHECK (daily_sms_quota >= 0),
  updated_at timestamptz NOT NULL
);

-- The local provider's signing keys (ES256). The newest signs; every key is published in the JWKS,
-- so tokens signed before a rotation still verify until they expire.
CREATE TABLE phone_auth_keys (
  kid text PRIMARY KEY,
  private_key_pem text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Verification sessions of the local provider: `sessionInfo` (stored as its hash) names the number a
-- code was texted to. The code itself lives in sms_codes (purpose 'phoneAuth') under the smsCode chart.
CREATE TABLE phone_auth_sessions (
  session_hash text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- dialing code and national number, digits only (the sms_codes key)
  phone text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- set when the code was confirmed, or when a newer code replaced this session
  closed_at timestamptz
);
CREATE INDEX phone_auth_sessions_sent ON phone_auth_sessions (merchant_id, created_at);
CREATE INDEX phone_auth_sessions_phone ON phone_auth_sessions (merchant_id, phone) WHERE closed_at IS NULL;

-- ID tokens a registration already used (SHA-256 of the token): each proves one sign-up. The row
-- is written first in the registration's transaction, so of parallel sign-ups with one token only
-- one gets past it; rows may go once the token has expired.
CREATE TABLE phone_auth_token_uses (
  token_hash text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer REFERENCES members(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL
);
CREATE INDEX phone_auth_token_uses_expires ON phone_auth_token_uses (expires_at);

-- The registration record, beside what 004 keeps (referral_code, register_ip, upline_id) and the
-- member's created_at: where and how the member signed up.
ALTER TABLE members ADD COLUMN register_url text;
ALTER TABLE members ADD COLUMN register_domain text;
ALTER TABLE members ADD COLUMN register_method text;
-- the invitation code the sign-up used (the link's, or the one typed), as the visitor sent it
ALTER TABLE members ADD COLUMN register_affiliate_code text;
-- how the mobile number was proven: 'sms' (the gateway's code), 'phoneProvider' (an ID token), 'none'
ALTER TABLE members ADD COLUMN register_verification text CHECK (register_verification IN ('sms', 'phoneProvider', 'none'));

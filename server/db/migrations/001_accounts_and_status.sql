-- Merchants, their settings and the public status data (module tree, register rules, customer
-- service, resources), operator switches (maintenance, region rules), accounts, sessions and the
-- login policy state. Times are timestamptz; ids are integers so both engines return numbers.

CREATE TABLE merchants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  -- currency, currencySymbol, defaultLanguage, languages, defaultInitialPassword,
  -- passwordMaxAgeDays, loginedToHomePage, mainDomain, imageCDNs, launchGameCDNs
  settings jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE modules (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  mod_id text NOT NULL,
  parent_mod_id text,
  enabled boolean NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, mod_id)
);

CREATE TABLE register_rules (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  field text NOT NULL,
  enabled boolean NOT NULL,
  required boolean NOT NULL,
  accepted_pattern text NOT NULL,
  pattern_id integer NOT NULL,
  min_length integer NOT NULL,
  max_length integer NOT NULL,
  input_type text,
  PRIMARY KEY (merchant_id, field)
);

CREATE TABLE customer_service (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  cs_type integer NOT NULL,
  -- already in wire form: base64(DES-ECB-PKCS7(url, key8)) + key8 for live chat
  path text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, cs_type)
);

CREATE TABLE resources (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  resource_type text NOT NULL,
  url text NOT NULL,
  qr_code_url text,
  label_name_en text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, resource_type)
);

CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  username text NOT NULL,
  password_hash text NOT NULL,
  type integer NOT NULL DEFAULT 0,
  nickname text,
  language text,
  must_change_password boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz NOT NULL,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX members_merchant_username ON members (merchant_id, lower(username));

CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  must_change_password boolean NOT NULL DEFAULT false,
  first_time_login boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE captcha_challenges (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  -- kept only outside production so browser tests can read the answer (GET /dev/captcha/answer)
  dev_answer text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX captcha_challenges_expires ON captcha_challenges (expires_at);

-- One row per login subject (merchant + lower-cased username), whether or not the account exists.
CREATE TABLE login_escalation (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  subject text NOT NULL,
  snapshot jsonb,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, subject)
);

CREATE TABLE payload_nonces (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX payload_nonces_expires ON payload_nonces (expires_at);

CREATE TABLE server_keys (
  name text PRIMARY KEY,
  private_key_pem text NOT NULL,
  modulus_hex text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A single row (id = 1): the operator's maintenance switch.
CREATE TABLE maintenance (
  id integer PRIMARY KEY CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT false,
  until timestamptz,
  message text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO maintenance (id, enabled) VALUES (1, false);

CREATE TABLE region_rules (
  kind text NOT NULL CHECK (kind IN ('cidr', 'country')),
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, value)
);

CREATE TABLE admin_audit (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  command text NOT NULL,
  -- arguments with secrets (passwords) replaced
  details jsonb NOT NULL,
  via text NOT NULL
);

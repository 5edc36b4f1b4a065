-- SMS verification: members' mobile numbers, the code lifecycle per merchant, purpose and number
-- (the smsCode chart's snapshot beside the hashed code), the local SMS outbox, and sends per IP.

ALTER TABLE members ADD COLUMN country_dialing_code text;
ALTER TABLE members ADD COLUMN mobile_num text;
CREATE UNIQUE INDEX members_merchant_mobile ON members (merchant_id, country_dialing_code, mobile_num)
  WHERE mobile_num IS NOT NULL;

CREATE TABLE sms_codes (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- 'register' (PUT /wps/member/register*) or 'noLogin' (SMS login, password reset by phone)
  purpose text NOT NULL,
  -- dialing code and national number, digits only: '63' || '9171234567'
  phone text NOT NULL,
  snapshot jsonb,
  -- HMAC-SHA256 of the code under a server secret: a database dump does not give the codes away
  code_hash text,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, purpose, phone)
);

-- The default SMS provider's outbox: what a carrier would deliver. Readable by tests and, outside
-- production, through GET /dev/sms/outbox.
CREATE TABLE sms_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  phone text NOT NULL,
  purpose text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id);

-- One row per code sent, for the per-IP send limit.
CREATE TABLE sms_sends (
  ip text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX sms_sends_ip ON sms_sends (ip, sent_at);

-- Registration: an agent's invitation (affiliate) code, the upline a member registered under,
-- the optional profile fields of the register form, and where the account came from.
ALTER TABLE members ADD COLUMN affiliate_code text;
ALTER TABLE members ADD COLUMN upline_id integer REFERENCES members(id);
ALTER TABLE members ADD COLUMN profile jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE members ADD COLUMN referral_code text;
ALTER TABLE members ADD COLUMN register_ip text;
ALTER TABLE members ADD COLUMN payment_password_hash text;
CREATE UNIQUE INDEX members_merchant_affiliate ON members (merchant_id, upper(affiliate_code)) WHERE affiliate_code IS NOT NULL;

-- the demo agent of a database seeded before this migration gets its code too
UPDATE members SET affiliate_code = 'DEMOAGENT' WHERE username = 'demo_agent' AND affiliate_code IS NULL;

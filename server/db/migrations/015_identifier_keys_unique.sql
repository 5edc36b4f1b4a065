-- Usernames and invitation codes are unique by their canonical key, no longer by the database's
-- lower()/upper() of the text.
ALTER TABLE members ALTER COLUMN username_key SET NOT NULL;
DROP INDEX members_merchant_username;
DROP INDEX members_merchant_affiliate;
CREATE UNIQUE INDEX members_merchant_username_key ON members (merchant_id, username_key);
CREATE UNIQUE INDEX members_merchant_affiliate_key ON members (merchant_id, affiliate_code_key) WHERE affiliate_code_key IS NOT NULL;

-- One account per merchant for each username skeleton (see 032).
CREATE UNIQUE INDEX members_merchant_username_skeleton ON members (merchant_id, username_skeleton) WHERE username_skeleton IS NOT NULL;

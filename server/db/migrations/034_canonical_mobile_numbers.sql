-- Mobile numbers in their one form (server/identity/phone-key.ts): the calling code without `+` or
-- an international prefix, the national number without its trunk prefix. Numbers stored before it
-- could hold `063`, `0063` or a trunk `0`, so one phone could be on several accounts; the data step
-- that follows this file (migrate.ts) rewrites every stored number in its one form. Of accounts
-- that held one phone under several spellings, the oldest keeps it; the later ones keep their
-- accounts, with no number bound (they can bind one of their own in the security centre), so the
-- unique index on (merchant_id, country_dialing_code, mobile_num) holds one account per phone.
--
-- The statement below only documents the index this relies on; the rewrite is the data step's.
COMMENT ON INDEX members_merchant_mobile IS 'one account per mobile number, in its canonical form (server/identity/phone-key.ts)';

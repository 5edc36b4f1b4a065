-- Binding and changing a member's mobile number or e-mail address in the security centre
-- (server/security-center/contact-binding.service.ts). The codes themselves live in sms_codes like
-- every other code: the SMS purposes 'updatePhone' (the new number) and 'updatePhoneCurrent' (the
-- bound one) key a number there, the e-mail purposes 'changeEmail' and 'changeEmailCurrent' key an
-- address (its identifier key) in the same `phone` column; purpose and key are both in the code's
-- HMAC, so a code for one never fits another.
--
-- A change of a bound contact first proves the current one with a code sent to it; the proof is
-- kept here for a few minutes, for the contact it proved only, and spent by the change (in the
-- transaction that checks the new contact's code and writes the member's row).
CREATE TABLE contact_proofs (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('mobile', 'email')),
  -- the proven contact as codes key it: dialing code and number, or the address's identifier key
  contact text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind)
);

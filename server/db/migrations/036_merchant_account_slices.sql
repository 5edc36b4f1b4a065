-- The merchant's accounts in slices. Every bet moves money between a member's wallet and the
-- merchant's house; with one house row, every bet of a brand locked that row until it committed,
-- so all of a brand's bets queued behind it whatever the number of gateways. Now each of the
-- merchant's accounts (house, cashier, commission, play_credit_house) is 32 rows, its slices: a
-- posting takes any slice no other transaction holds (FOR UPDATE SKIP LOCKED,
-- server/wallet/merchant-slices.ts), and the account's balance is the sum of its slices, exact at
-- any instant a single statement reads it. Members' accounts stay one row each (slice 0), locked
-- and checked as before. The existing rows become slice 0 and keep their balances and entries.
ALTER TABLE ledger_accounts ADD COLUMN slice smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_member_one_slice CHECK (member_id IS NULL OR slice = 0);
DROP INDEX ledger_accounts_owner;
CREATE UNIQUE INDEX ledger_accounts_owner ON ledger_accounts (merchant_id, coalesce(member_id, 0), kind, slice);

CREATE FUNCTION merchant_account_slices(p_merchant_id integer, p_currency text, p_at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, may_go_negative, created_at, slice)
  SELECT p_merchant_id, NULL, k.kind, p_currency, true, p_at, s
    FROM (VALUES ('cashier'), ('commission'), ('house'), ('play_credit_house')) AS k(kind) CROSS JOIN generate_series(0, 31) AS s
  ON CONFLICT (merchant_id, coalesce(member_id, 0), kind, slice) DO NOTHING;
$$;

-- A new merchant's slices exist before its first posting.
CREATE FUNCTION merchants_account_slices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_account_slices(NEW.id, coalesce(NEW.settings->>'currency', 'PHP'), now());
  RETURN NULL;
END
$$;
CREATE TRIGGER merchants_account_slices AFTER INSERT ON merchants FOR EACH ROW EXECUTE FUNCTION merchants_account_slices();

SELECT merchant_account_slices(id, coalesce(settings->>'currency', 'PHP'), now()) FROM merchants;

-- Every posting of the ledger (server/wallet/ledger.service.ts postIn), in one round trip and in
-- the one lock order (server/wallet/lock-order.ts): the members' accounts of the legs (and the
-- slices this transaction already holds) in id order; then, for each merchant account a leg names
-- by kind (kinds in name order), a slice no other transaction holds, or, when every slice is
-- held, one at random, waited for; then the balances are checked and only then are the
-- transaction, the new balances and the entries written. A key used before answers the first
-- movement whatever the balances are now. Each statement here reads the rows as the transactions
-- before it left them (READ COMMITTED), after its locks are held.
--   p_accounts[i]        the leg's account id, or 0 when the leg names a merchant account
--   p_merchant_kinds[i]  that merchant account's kind ('' for an account named by id)
--   p_amounts[i]         the leg's amount, minor units, positive credits
-- Rows: ('posted', transaction, account, balance after) per leg, in the legs' order; ('duplicate', first transaction);
-- ('insufficient', null, the account that would go below zero); ('unknown') when an account is
-- missing or another merchant's.
CREATE FUNCTION ledger_post(p_merchant_id integer, p_kind text, p_key text, p_details jsonb, p_at timestamptz,
                            p_accounts integer[], p_merchant_kinds text[], p_amounts bigint[])
RETURNS TABLE (outcome text, transaction_id integer, account_id integer, balance bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  ids integer[] := p_accounts;
  merchant_kind text;
  slice_id integer;
  locked integer;
  short_id integer;
  moved_id integer;
BEGIN
  SELECT count(*) INTO locked FROM (
    SELECT a.id FROM ledger_accounts a WHERE a.id = ANY(p_accounts) AND a.merchant_id = p_merchant_id ORDER BY a.id FOR UPDATE
  ) held;
  IF locked <> cardinality(array_remove(p_accounts, 0)) THEN
    RETURN QUERY SELECT 'unknown'::text, NULL::integer, NULL::integer, NULL::bigint;
    RETURN;
  END IF;

  -- in the kinds' name order; array work in PL/pgSQL's own expressions, no query per leg
  FOREACH merchant_kind IN ARRAY ARRAY['cashier', 'commission', 'house', 'play_credit_house'] LOOP
    CONTINUE WHEN NOT merchant_kind = ANY(p_merchant_kinds);
    SELECT a.id INTO slice_id FROM ledger_accounts a
     WHERE a.merchant_id = p_merchant_id AND coalesce(a.member_id, 0) = 0 AND a.kind = merchant_kind
     ORDER BY a.slice LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF NOT FOUND THEN
      SELECT a.id INTO slice_id FROM ledger_accounts a
       WHERE a.merchant_id = p_merchant_id AND coalesce(a.member_id, 0) = 0 AND a.kind = merchant_kind
       ORDER BY random() LIMIT 1 FOR UPDATE;
      IF NOT FOUND THEN
        RETURN QUERY SELECT 'unknown'::text, NULL::integer, NULL::integer, NULL::bigint;
        RETURN;
      END IF;
    END IF;
    FOR i IN 1 .. cardinality(ids) LOOP
      IF p_merchant_kinds[i] = merchant_kind THEN
        ids[i] := slice_id;
      END IF;
    END LOOP;
  END LOOP;
  IF 0 = ANY(ids) THEN -- a kind that is no merchant account
    RETURN QUERY SELECT 'unknown'::text, NULL::integer, NULL::integer, NULL::bigint;
    RETURN;
  END IF;

  SELECT min(a.id) INTO short_id FROM unnest(ids, p_amounts) AS l(id, amount) JOIN ledger_accounts a ON a.id = l.id
   WHERE NOT a.may_go_negative AND a.balance + l.amount < 0;
  IF short_id IS NULL THEN
    INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, details, created_at) VALUES (p_merchant_id, p_kind, p_key, p_details, p_at)
    ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING id INTO moved_id;
  END IF;
  IF moved_id IS NULL THEN
    SELECT t.id INTO moved_id FROM ledger_transactions t WHERE t.merchant_id = p_merchant_id AND t.idempotency_key = p_key;
    IF moved_id IS NOT NULL THEN
      RETURN QUERY SELECT 'duplicate'::text, moved_id, NULL::integer, NULL::bigint;
    ELSE
      RETURN QUERY SELECT 'insufficient'::text, NULL::integer, short_id, NULL::bigint;
    END IF;
    RETURN;
  END IF;

  RETURN QUERY
  WITH balances AS (
    UPDATE ledger_accounts a SET balance = a.balance + l.amount FROM unnest(ids, p_amounts) AS l(id, amount) WHERE a.id = l.id
    RETURNING a.id, a.balance
  ), entries AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at, kind)
    SELECT moved_id, l.id, l.amount, b.balance, p_at, p_kind
      FROM unnest(ids, p_amounts) WITH ORDINALITY AS l(id, amount, position) JOIN balances b ON b.id = l.id ORDER BY l.position
  )
  SELECT 'posted'::text, moved_id, b.id, b.balance FROM unnest(ids) WITH ORDINALITY AS l(id, position) JOIN balances b ON b.id = l.id ORDER BY l.position;
END
$$;

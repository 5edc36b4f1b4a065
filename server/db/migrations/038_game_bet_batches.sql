-- Game bets in batches. A bet cost the gateway six round trips (BEGIN, the play session's hold, the
-- stake's posting, the win's, the bet record, COMMIT), and the database a transaction, a commit and
-- every statement's own overhead: with the house in slices (036) no lock was the limit any more,
-- the work per bet was. Now the gateway sends the bets that arrived together as one call
-- (server/demo-games/bet-batches.ts), and place_game_bets places them in one transaction: the
-- outcomes were drawn before (a refused bet's draw is thrown away), so all that is left here is
-- the ledger's part and the record, by the same rules as a posting of its own (ledger_post, 036).
--
-- Locks follow the one lock order (server/wallet/lock-order.ts) for the batch as a whole: the play
-- sessions FOR SHARE in id order (step 2), then every wallet of the batch FOR UPDATE in id order
-- (step 4; wallets missing are created just before), then one slice of each merchant account the
-- batch moves, which it keeps to its end (step 5), then inserts (step 6). Two batches lock the same
-- rows in the same order, so they queue and never deadlock.
--
-- A bet is refused alone: its session has ended ('ended'), its wallet is short ('insufficient'),
-- or its bet id was played before ('duplicate', with the first bet as it is now, or none when the
-- key names no bet of this book). Refusals write nothing.

-- One bet of a batch, as the gateway sends it (snake_case JSON).
CREATE TYPE game_bet_order AS (
  position integer,
  session_id integer,
  merchant_id integer,
  member_id integer,
  game_id integer,
  -- the wallet the stake comes from and the payout goes to
  wallet_kind text,
  -- game_bets, or play_credit_bets for a trial's play credit (035), with its counterparty and kinds
  book text,
  counterparty text,
  bet_kind text,
  win_kind text,
  bet_key text,
  win_key text,
  bet_id text,
  round_id text,
  engine text,
  stake bigint,
  payout bigint,
  status text,
  rtp_reference text,
  outcome jsonb,
  bet_details jsonb,
  win_details jsonb,
  at timestamptz
);

-- What place_game_bets works out for each bet it places: the wallet (and its balance before the
-- batch), the house slice, and the two ledger transactions.
CREATE TYPE game_bet_posting AS (position integer, wallet integer, balance bigint, slice integer, bet_tx integer, win_tx integer);

-- The batch is posted set-wise, each step one statement for all its bets, so that its triggers (the
-- day figures of 022 and 029) run once per batch with each member's change summed: the same rules
-- as ledger_post (036) for each bet, its stake (wallet to house) and its win (house to wallet),
-- on the condition that a batch bets each wallet once (bet-batches.ts sends a wallet's second bet
-- in the next batch; a batch that does not is refused whole).
CREATE FUNCTION place_game_bets(p_bets jsonb)
RETURNS TABLE (bet_position integer, bet_outcome text, bet_row jsonb, wallet_balance bigint) LANGUAGE plpgsql AS $$
DECLARE
  orders game_bet_order[] := ARRAY(SELECT o FROM jsonb_populate_recordset(NULL::game_bet_order, p_bets) o ORDER BY o.position);
  postings game_bet_posting[];
  live integer[];
  side record;
  slice_id integer;
  slice_number smallint;
  slices jsonb := '{}';
BEGIN
  -- step 2: the sessions, held so that an exit waits for the batch
  live := ARRAY(
    SELECT s.id FROM game_play_sessions s
     WHERE s.id = ANY(ARRAY(SELECT x.session_id FROM unnest(orders) x)) AND s.ended_at IS NULL ORDER BY s.id FOR SHARE);

  IF (SELECT count(*) <> count(DISTINCT (x.merchant_id, x.member_id, x.wallet_kind)) FROM unnest(orders) x WHERE x.session_id = ANY(live)) THEN
    RAISE EXCEPTION 'a batch bets each wallet once';
  END IF;

  -- wallets a first bet needs, created before step 4
  INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, may_go_negative, created_at)
  SELECT x.merchant_id, x.member_id, x.wallet_kind, coalesce(m.settings->>'currency', 'PHP'), false, x.at
    FROM unnest(orders) x JOIN merchants m ON m.id = x.merchant_id
   WHERE x.session_id = ANY(live)
     AND NOT EXISTS (SELECT FROM ledger_accounts a WHERE a.merchant_id = x.merchant_id AND a.member_id = x.member_id AND a.kind = x.wallet_kind)
   ORDER BY 1, 2, 3
  ON CONFLICT (merchant_id, coalesce(member_id, 0), kind, slice) DO NOTHING;

  -- step 4: every wallet of the batch, in id order; the bets whose wallet holds the stake (a used bet id drops out at its
  -- transaction's insert below, as ledger_post answers it: used before, whatever the balance)
  postings := ARRAY(
    SELECT ROW(x.position, w.id, w.balance, NULL, NULL, NULL)::game_bet_posting
      FROM (SELECT a.id, a.balance, a.may_go_negative, a.merchant_id, a.member_id, a.kind FROM ledger_accounts a
              JOIN unnest(orders) x ON a.merchant_id = x.merchant_id AND a.member_id = x.member_id AND a.kind = x.wallet_kind
             WHERE x.session_id = ANY(live) ORDER BY a.id FOR UPDATE OF a) w
      JOIN unnest(orders) x ON w.merchant_id = x.merchant_id AND w.member_id = x.member_id AND w.kind = x.wallet_kind
     WHERE w.balance >= x.stake OR w.may_go_negative
     ORDER BY x.position);

  -- step 5: a slice of each merchant account the batch moves, kinds in name order: one no other transaction holds, or one at random, waited for
  FOR side IN
    SELECT DISTINCT x.counterparty, x.merchant_id FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position ORDER BY 1, 2
  LOOP
    SELECT a.id, coalesce(slice_number, a.slice) INTO slice_id, slice_number FROM ledger_accounts a
     WHERE a.merchant_id = side.merchant_id AND a.member_id IS NULL AND a.kind = side.counterparty ORDER BY a.slice LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF NOT FOUND THEN
      SELECT a.id, coalesce(slice_number, a.slice) INTO slice_id, slice_number FROM ledger_accounts a
       WHERE a.merchant_id = side.merchant_id AND a.member_id IS NULL AND a.kind = side.counterparty ORDER BY random() LIMIT 1 FOR UPDATE;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'unknown account or another merchant''s account';
      END IF;
    END IF;
    slices := slices || jsonb_build_object(side.merchant_id || ':' || side.counterparty, slice_id);
  END LOOP;
  -- the batch's team figures go to the team slice of its first slice's number (team_day_slice below)
  IF slice_number IS NOT NULL THEN
    PERFORM set_config('ledger.team_day_slice', (slice_number % 16)::text, true);
  END IF;

  -- step 6: the stakes' transactions; a bet id used before drops out here (its key's first use answers it)
  WITH staked AS (
    INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, details, created_at)
    SELECT x.merchant_id, x.bet_kind, x.bet_key, x.bet_details, x.at FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position
     ORDER BY p.position
    ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
    RETURNING id, merchant_id, idempotency_key
  )
  SELECT array_agg(ROW(p.position, p.wallet, p.balance, (slices->>(x.merchant_id || ':' || x.counterparty))::integer, t.id, NULL)::game_bet_posting
                   ORDER BY p.position)
    INTO postings
    FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position
    JOIN staked t ON t.merchant_id = x.merchant_id AND t.idempotency_key = x.bet_key;
  postings := coalesce(postings, '{}');

  -- the wins' transactions
  WITH won AS (
    INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, details, created_at)
    SELECT x.merchant_id, x.win_kind, x.win_key, x.win_details, x.at FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position
     WHERE x.payout > 0 ORDER BY p.position
    ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
    RETURNING id, merchant_id, idempotency_key
  )
  SELECT array_agg(ROW(p.position, p.wallet, p.balance, p.slice, p.bet_tx, t.id)::game_bet_posting ORDER BY p.position)
    INTO postings
    FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position
    LEFT JOIN won t ON t.merchant_id = x.merchant_id AND t.idempotency_key = x.win_key;
  postings := coalesce(postings, '{}');

  -- the balances and the entries, in the batch's order: a bet's stake (wallet, then slice), then its win (slice, then wallet)
  WITH legs AS (
    SELECT p.position, 1 AS step, p.bet_tx AS tx, x.bet_kind AS kind, p.wallet AS account, -x.stake AS amount, x.at
      FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position
    UNION ALL
    SELECT p.position, 2, p.bet_tx, x.bet_kind, p.slice, x.stake, x.at FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position
    UNION ALL
    SELECT p.position, 3, p.win_tx, x.win_kind, p.slice, -x.payout, x.at
      FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position WHERE p.win_tx IS NOT NULL
    UNION ALL
    SELECT p.position, 4, p.win_tx, x.win_kind, p.wallet, x.payout, x.at
      FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position WHERE p.win_tx IS NOT NULL
  ), moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + t.total
      FROM (SELECT l.account, sum(l.amount) AS total FROM legs l GROUP BY l.account) t
     WHERE a.id = t.account
    RETURNING a.id, a.balance - t.total AS before
  )
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at, kind)
  SELECT l.tx, l.account, l.amount, m.before + sum(l.amount) OVER (PARTITION BY l.account ORDER BY l.position, l.step), l.at, l.kind
    FROM legs l JOIN moved m ON m.id = l.account
   ORDER BY l.position, l.step;

  -- the records, a statement per book, in the batch's order; then every bet's answer
  RETURN QUERY
  WITH placed AS (
    SELECT x.*, p.bet_tx, p.win_tx, p.balance - x.stake + CASE WHEN p.win_tx IS NULL THEN 0 ELSE x.payout END AS balance_after
      FROM unnest(postings) p JOIN unnest(orders) x ON x.position = p.position
  ), real_bets AS (
    INSERT INTO game_bets (merchant_id, member_id, game_id, play_session_id, bet_id, round_id, engine, wallet_kind, stake, payout, status,
                           rtp_reference, outcome, bet_transaction_id, win_transaction_id, created_at, settled_at)
    SELECT p.merchant_id, p.member_id, p.game_id, p.session_id, p.bet_id, p.round_id, p.engine, p.wallet_kind, p.stake, p.payout, p.status,
           p.rtp_reference, p.outcome, p.bet_tx, p.win_tx, p.at, CASE WHEN p.status = 'settled' THEN p.at END
      FROM placed p WHERE p.book = 'game_bets' ORDER BY p.position
    RETURNING *
  ), credit_bets AS (
    INSERT INTO play_credit_bets (merchant_id, member_id, game_id, play_session_id, bet_id, round_id, engine, wallet_kind, stake, payout, status,
                                  rtp_reference, outcome, bet_transaction_id, win_transaction_id, created_at, settled_at)
    SELECT p.merchant_id, p.member_id, p.game_id, p.session_id, p.bet_id, p.round_id, p.engine, p.wallet_kind, p.stake, p.payout, p.status,
           p.rtp_reference, p.outcome, p.bet_tx, p.win_tx, p.at, CASE WHEN p.status = 'settled' THEN p.at END
      FROM placed p WHERE p.book = 'play_credit_bets' ORDER BY p.position
    RETURNING *
  )
  SELECT p.position, 'placed'::text, to_jsonb(b), p.balance_after FROM placed p JOIN real_bets b ON b.member_id = p.member_id AND b.bet_id = p.bet_id
  UNION ALL
  SELECT p.position, 'placed'::text, to_jsonb(b), p.balance_after FROM placed p JOIN credit_bets b ON b.member_id = p.member_id AND b.bet_id = p.bet_id;

  -- the others: a closed session; a bet id used before (its bet as it is now); too little money
  RETURN QUERY
  SELECT refused.position, CASE WHEN NOT refused.session_live THEN 'ended' WHEN refused.key_used THEN 'duplicate' ELSE 'insufficient' END,
         CASE WHEN NOT refused.key_used THEN NULL
              WHEN refused.book = 'play_credit_bets'
              THEN (SELECT to_jsonb(b) FROM play_credit_bets b WHERE b.member_id = refused.member_id AND b.bet_id = refused.bet_id)
              ELSE (SELECT to_jsonb(b) FROM game_bets b WHERE b.member_id = refused.member_id AND b.bet_id = refused.bet_id) END,
         (SELECT a.balance FROM ledger_accounts a WHERE a.merchant_id = refused.merchant_id AND a.member_id = refused.member_id AND a.kind = refused.wallet_kind)
    FROM (SELECT x.*, x.session_id = ANY(live) AS session_live,
                 x.session_id = ANY(live) AND EXISTS (SELECT FROM ledger_transactions t WHERE t.merchant_id = x.merchant_id AND t.idempotency_key = x.bet_key) AS key_used
            FROM unnest(orders) x WHERE NOT x.position = ANY(ARRAY(SELECT p.position FROM unnest(postings) p))) refused;
END
$$;

-- A team's day slices by writer. With bets in batches, one batch changes the day of most of a big
-- team's members at once, so slicing an agent's day by member (037) made every two batches meet on
-- the same team_days rows. A transaction that takes a house slice now writes its team figures to
-- the team slice of the same number (place_game_bets sets it for the transaction); transactions at
-- once hold different house slices (SKIP LOCKED), so they write different team rows. Any other
-- writer keeps the member's slice. An agent's day is the sum of its slices either way.
CREATE OR REPLACE FUNCTION team_day_slice(p_member_id integer) RETURNS smallint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce(nullif(current_setting('ledger.team_day_slice', true), '')::smallint, (p_member_id % 16)::smallint);
END
$$;

-- An index every entry wrote and no query needs: an account's entries by time
-- (ledger_entries_account_time, 019) serve every read of an account's entries and its cascade.
DROP INDEX ledger_entries_account;

-- A member-day's change reaches the team as an array of rows, not as JSON: a batch changes many
-- members' days in one statement, and building, then parsing, one JSON object per member cost
-- more than the team's upsert itself. Same rules as 029 and 037.
CREATE TYPE member_day_change AS (
  member_id integer, day date, joined integer, started integer, valid_bet bigint, pnl bigint, deposit_count integer, deposit_amount bigint,
  first_deposit_count integer, first_deposit_amount bigint, withdrawal_count integer, withdrawal_amount bigint, bonus bigint
);

CREATE FUNCTION member_day_changes_to_team(p_changes member_day_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  played record;
  previous date;
  following date;
BEGIN
  PERFORM add_to_team_days(ARRAY(
    SELECT ROW(a.ancestor_id, c.day, sum(c.joined), sum(c.started), sum(c.valid_bet), sum(c.pnl), sum(c.deposit_count), sum(c.deposit_amount),
               sum(c.first_deposit_count), sum(c.first_deposit_amount), sum(c.withdrawal_count), sum(c.withdrawal_amount), sum(c.bonus),
               team_day_slice(c.member_id))::team_days
      FROM unnest(p_changes) c JOIN member_ancestors a ON a.member_id = c.member_id
     GROUP BY a.ancestor_id, c.day, team_day_slice(c.member_id)));

  FOR played IN
    SELECT c.member_id, c.day FROM unnest(p_changes) c WHERE c.started = 1 ORDER BY c.member_id, c.day
  LOOP
    INSERT INTO member_active_days (member_id, day) VALUES (played.member_id, played.day) ON CONFLICT DO NOTHING;
    CONTINUE WHEN NOT FOUND;
    SELECT max(day) INTO previous FROM member_active_days WHERE member_id = played.member_id AND day < played.day;
    SELECT min(day) INTO following FROM member_active_days WHERE member_id = played.member_id AND day > played.day;
    INSERT INTO team_active_spans AS s (agent_id, day, since, members)
    SELECT a.ancestor_id, span.day, span.since, span.members
      FROM member_ancestors a CROSS JOIN (VALUES
        (played.day, coalesce(previous, '-infinity'::date), 1),
        (following, coalesce(previous, '-infinity'::date), -1),
        (following, played.day, 1)) AS span(day, since, members)
     WHERE a.member_id = played.member_id AND span.day IS NOT NULL
     ORDER BY a.ancestor_id, span.day, span.since
    ON CONFLICT (agent_id, day, since) DO UPDATE SET members = s.members + EXCLUDED.members;
  END LOOP;
END
$$;

CREATE OR REPLACE FUNCTION member_days_changed_to_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a statement that changed no row (an upsert that found nothing to add) changes no team
  IF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM member_day_changes_to_team(ARRAY(
      SELECT ROW(n.member_id, n.day, n.joined, CASE WHEN n.valid_bet > 0 THEN 1 ELSE 0 END, n.valid_bet, n.pnl, n.deposit_count, n.deposit_amount,
                 n.first_deposit_count, n.first_deposit_amount, n.withdrawal_count, n.withdrawal_amount, n.bonus)::member_day_change
        FROM new_rows n));
  ELSE
    PERFORM member_day_changes_to_team(ARRAY(
      SELECT ROW(n.member_id, n.day, n.joined - o.joined, CASE WHEN n.valid_bet > 0 AND o.valid_bet = 0 THEN 1 ELSE 0 END,
                 n.valid_bet - o.valid_bet, n.pnl - o.pnl, n.deposit_count - o.deposit_count, n.deposit_amount - o.deposit_amount,
                 n.first_deposit_count - o.first_deposit_count, n.first_deposit_amount - o.first_deposit_amount,
                 n.withdrawal_count - o.withdrawal_count, n.withdrawal_amount - o.withdrawal_amount, n.bonus - o.bonus)::member_day_change
        FROM new_rows n JOIN old_rows o ON o.member_id = n.member_id AND o.day = n.day));
  END IF;
  RETURN NULL;
END
$$;

DROP FUNCTION member_days_to_team(jsonb);

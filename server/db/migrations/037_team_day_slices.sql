-- A team's figures in slices. Every settled bet adds to team_days of every agent above the player
-- (029), so with one row per agent and day every bet of a big team waited for that row until the
-- bet before it committed: a top agent with the whole brand below was the brand's second single
-- queue after the house (036). Now an agent's day is 16 rows, one per slice of members (the
-- member's id modulo 16): players of one team write to different rows, and a member's own bets,
-- already one at a time on its wallet, always to the same one. The agent's figures of a day are
-- the sum of its slices (server/team/team-overview.service.ts).
ALTER TABLE team_days ADD COLUMN slice smallint NOT NULL DEFAULT 0;
ALTER TABLE team_days DROP CONSTRAINT team_days_pkey;
ALTER TABLE team_days ADD PRIMARY KEY (agent_id, day, slice);

-- The slice of a member's changes.
CREATE FUNCTION team_day_slice(p_member_id integer) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (p_member_id % 16)::smallint;
$$;

-- In PL/pgSQL now (see 3. below).
CREATE OR REPLACE FUNCTION add_to_team_days(p_rows team_days[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_days AS t SELECT * FROM unnest(p_rows) ORDER BY agent_id, day, slice
  ON CONFLICT (agent_id, day, slice) DO UPDATE
     SET new_members = t.new_members + EXCLUDED.new_members, active_members = t.active_members + EXCLUDED.active_members,
         valid_bet = t.valid_bet + EXCLUDED.valid_bet, pnl = t.pnl + EXCLUDED.pnl,
         deposit_count = t.deposit_count + EXCLUDED.deposit_count, deposit_amount = t.deposit_amount + EXCLUDED.deposit_amount,
         first_deposit_count = t.first_deposit_count + EXCLUDED.first_deposit_count,
         first_deposit_amount = t.first_deposit_amount + EXCLUDED.first_deposit_amount,
         withdrawal_count = t.withdrawal_count + EXCLUDED.withdrawal_count, withdrawal_amount = t.withdrawal_amount + EXCLUDED.withdrawal_amount,
         bonus = t.bonus + EXCLUDED.bonus;
END
$$;

-- 029's two writers of team_days, the same but for the slice of each member's change.
CREATE OR REPLACE FUNCTION member_days_to_team(p_changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  played record;
  previous date;
  following date;
BEGIN
  PERFORM add_to_team_days(ARRAY(
    SELECT ROW(a.ancestor_id, c.day, sum(c.joined), sum(c.started), sum(c.valid_bet), sum(c.pnl), sum(c.deposit_count), sum(c.deposit_amount),
               sum(c.first_deposit_count), sum(c.first_deposit_amount), sum(c.withdrawal_count), sum(c.withdrawal_amount), sum(c.bonus),
               team_day_slice(c.member_id))::team_days
      FROM jsonb_to_recordset(p_changes) AS c(member_id integer, day date, joined integer, started integer, valid_bet bigint, pnl bigint,
             deposit_count integer, deposit_amount bigint, first_deposit_count integer, first_deposit_amount bigint,
             withdrawal_count integer, withdrawal_amount bigint, bonus bigint)
      JOIN member_ancestors a ON a.member_id = c.member_id
     GROUP BY a.ancestor_id, c.day, team_day_slice(c.member_id)));

  FOR played IN
    SELECT c.member_id, c.day FROM jsonb_to_recordset(p_changes) AS c(member_id integer, day date, started integer)
     WHERE c.started = 1 ORDER BY c.member_id, c.day
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

CREATE OR REPLACE FUNCTION team_days_shift(p_root integer, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_team_days(ARRAY(
    SELECT ROW(line.ancestor_id, d.day, p_sign * sum(d.joined), p_sign * count(*) FILTER (WHERE d.valid_bet > 0), p_sign * sum(d.valid_bet),
               p_sign * sum(d.pnl), p_sign * sum(d.deposit_count), p_sign * sum(d.deposit_amount), p_sign * sum(d.first_deposit_count),
               p_sign * sum(d.first_deposit_amount), p_sign * sum(d.withdrawal_count), p_sign * sum(d.withdrawal_amount), p_sign * sum(d.bonus),
               team_day_slice(d.member_id))::team_days
      FROM (SELECT ancestor_id FROM member_ancestors WHERE member_id = p_root) line
     CROSS JOIN (SELECT p_root AS member_id UNION ALL SELECT member_id FROM member_ancestors WHERE ancestor_id = p_root) branch
      JOIN member_days d ON d.member_id = branch.member_id
     GROUP BY line.ancestor_id, d.day, team_day_slice(d.member_id)));

  INSERT INTO team_active_spans AS s (agent_id, day, since, members)
  SELECT line.ancestor_id, p.day, p.since, p_sign * count(*)
    FROM (SELECT ancestor_id FROM member_ancestors WHERE member_id = p_root) line
   CROSS JOIN (SELECT d.member_id, d.day, coalesce(lag(d.day) OVER (PARTITION BY d.member_id ORDER BY d.day), '-infinity'::date) AS since
                 FROM member_active_days d
                WHERE d.member_id IN (SELECT p_root UNION ALL SELECT member_id FROM member_ancestors WHERE ancestor_id = p_root)) p
   GROUP BY line.ancestor_id, p.day, p.since
   ORDER BY line.ancestor_id, p.day, p.since
  ON CONFLICT (agent_id, day, since) DO UPDATE SET members = s.members + EXCLUDED.members;
END
$$;


-- What each bet costs the database in these triggers. A bet's ledger postings and its record
-- fire them all; found by timing each function under load (track_functions):
-- 1. an upsert that adds nothing still fires member_days' statement triggers, twice (INSERT and
--    UPDATE), and each walked the team with an empty change: both now stop at once;
CREATE OR REPLACE FUNCTION member_days_changed_to_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a statement that changed no row (an upsert that found nothing to add) changes no team
  IF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM member_days_to_team(jsonb_agg(to_jsonb(n) || jsonb_build_object('started', CASE WHEN n.valid_bet > 0 THEN 1 ELSE 0 END)))
       FROM new_rows n;
  ELSE
    PERFORM member_days_to_team(jsonb_agg(jsonb_build_object(
             'member_id', n.member_id, 'day', n.day, 'joined', n.joined - o.joined, 'valid_bet', n.valid_bet - o.valid_bet, 'pnl', n.pnl - o.pnl,
             'deposit_count', n.deposit_count - o.deposit_count, 'deposit_amount', n.deposit_amount - o.deposit_amount,
             'first_deposit_count', n.first_deposit_count - o.first_deposit_count,
             'first_deposit_amount', n.first_deposit_amount - o.first_deposit_amount,
             'withdrawal_count', n.withdrawal_count - o.withdrawal_count, 'withdrawal_amount', n.withdrawal_amount - o.withdrawal_amount,
             'bonus', n.bonus - o.bonus, 'started', CASE WHEN n.valid_bet > 0 AND o.valid_bet = 0 THEN 1 ELSE 0 END)))
       FROM new_rows n JOIN old_rows o ON o.member_id = n.member_id AND o.day = n.day;
  END IF;
  RETURN NULL;
END
$$;

-- 2. a bet's and a win's entries are no deposit, bonus or rebate: stop before the upsert;
CREATE OR REPLACE FUNCTION ledger_entries_to_member_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  credit record;
  replaced_at timestamptz;
  replaced_id integer;
  replaced_amount bigint;
BEGIN
  -- most postings are bets and wins: nothing of theirs is a member's deposit, bonus or rebate
  IF NOT EXISTS (SELECT FROM new_rows e WHERE e.amount > 0 AND e.kind IN ('deposit', 'bonus', 'rebate')) THEN
    RETURN NULL;
  END IF;
  INSERT INTO member_days AS d (member_id, day, deposit_count, deposit_amount, bonus)
  SELECT a.member_id, merchant_day(a.merchant_id, e.created_at), count(*) FILTER (WHERE e.kind = 'deposit'),
         coalesce(sum(e.amount) FILTER (WHERE e.kind = 'deposit'), 0), coalesce(sum(e.amount) FILTER (WHERE e.kind <> 'deposit'), 0)
    FROM new_rows e JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'main' AND a.member_id IS NOT NULL
   WHERE e.amount > 0 AND e.kind IN ('deposit', 'bonus', 'rebate')
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (member_id, day) DO UPDATE
     SET deposit_count = d.deposit_count + EXCLUDED.deposit_count, deposit_amount = d.deposit_amount + EXCLUDED.deposit_amount,
         bonus = d.bonus + EXCLUDED.bonus;

  FOR credit IN
    SELECT DISTINCT ON (a.member_id) a.member_id, a.merchant_id, e.id, e.created_at, e.amount
      FROM new_rows e JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'main' AND a.member_id IS NOT NULL
     WHERE e.amount > 0 AND e.kind = 'deposit'
     ORDER BY a.member_id, e.created_at, e.id
  LOOP
    INSERT INTO member_first_deposits (member_id, entry_id, at, amount) VALUES (credit.member_id, credit.id, credit.created_at, credit.amount)
    ON CONFLICT (member_id) DO NOTHING;
    replaced_at := NULL;
    IF NOT FOUND THEN
      SELECT at, entry_id, amount INTO replaced_at, replaced_id, replaced_amount FROM member_first_deposits WHERE member_id = credit.member_id FOR UPDATE;
      CONTINUE WHEN (replaced_at, replaced_id) <= (credit.created_at, credit.id);
      UPDATE member_first_deposits SET entry_id = credit.id, at = credit.created_at, amount = credit.amount WHERE member_id = credit.member_id;
    END IF;
    INSERT INTO member_days AS d (member_id, day, first_deposit_count, first_deposit_amount)
    SELECT credit.member_id, change.day, sum(change.n), sum(change.amount)
      FROM (VALUES (merchant_day(credit.merchant_id, credit.created_at), 1, credit.amount),
                   (merchant_day(credit.merchant_id, replaced_at), -1, -replaced_amount)) AS change(day, n, amount)
     WHERE change.day IS NOT NULL
     GROUP BY change.day ORDER BY change.day
    ON CONFLICT (member_id, day) DO UPDATE
       SET first_deposit_count = d.first_deposit_count + EXCLUDED.first_deposit_count,
           first_deposit_amount = d.first_deposit_amount + EXCLUDED.first_deposit_amount;
  END LOOP;
  RETURN NULL;
END
$$;

-- 3. SQL functions that are not inlined plan their statement again on every call; PL/pgSQL keeps
--    its plans for the connection: the same functions, now in PL/pgSQL.
CREATE OR REPLACE FUNCTION merchant_day(p_merchant integer, p_at timestamptz) RETURNS date LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ((p_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(
    (SELECT (settings->>'utcOffsetMinutes')::int FROM merchants WHERE id = p_merchant), 480)))::date;
END
$$;

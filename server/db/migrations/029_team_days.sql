-- The team overview's figures per agent and merchant day, kept by the database as members join,
-- bets settle, money comes in and withdrawals complete (issue 14).
--
-- An agent's overview of a month read its whole team's month of bets and money on every call:
-- 100,000 bets for a team of 10,000, a second or two per call under load. Here a month is 30 rows
-- of team_days for that agent, and the period's active members (each counted once however many
-- days it played) about as many rows of team_active_spans.
--
-- Three levels, each kept from the one below it, all inside the writing transaction:
--   1. member_days: one member's figures of one merchant day, from the bets, ledger entries,
--      withdrawals and members themselves (statement triggers, one upsert per statement and
--      member-day, in key order so that two transactions meet rows in the same order);
--   2. team_days: every agent above the member (member_ancestors, 028) takes the member-day's
--      change (statement triggers on member_days over its transition tables);
--   3. team_active_spans: a member who plays on a day it had not played counts once for each agent
--      above it under (day, the member's previous day of play). The members active in a period
--      [F, T] are then those with a day of play in it whose previous one is before F:
--      sum(members) over day in [F, T] and since < F.
--
-- Days are merchant days: the merchant's `utcOffsetMinutes` setting (UTC+8 when it has none) at the
-- time a figure is written. A merchant that changes its offset keeps its past days as they were.
-- A settled bet stays settled (only an open bet is voided), so a member-day's valid bet only grows
-- and a member never stops being active on a day it played.
-- A member moved under another agent takes its branch's history with it (members_moved_in_team).

CREATE FUNCTION merchant_day(p_merchant integer, p_at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ((p_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(
    (SELECT (settings->>'utcOffsetMinutes')::int FROM merchants WHERE id = p_merchant), 480)))::date
$$;

CREATE TABLE member_days (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day date NOT NULL,
  joined integer NOT NULL DEFAULT 0,
  valid_bet bigint NOT NULL DEFAULT 0,
  -- the players' result: payouts less stakes of the valid bets
  pnl bigint NOT NULL DEFAULT 0,
  deposit_count integer NOT NULL DEFAULT 0,
  deposit_amount bigint NOT NULL DEFAULT 0,
  -- the member's first deposit ever, on the day it fell
  first_deposit_count integer NOT NULL DEFAULT 0,
  first_deposit_amount bigint NOT NULL DEFAULT 0,
  withdrawal_count integer NOT NULL DEFAULT 0,
  withdrawal_amount bigint NOT NULL DEFAULT 0,
  -- bonuses and rebates credited to the main wallet
  bonus bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);

CREATE TABLE team_days (
  agent_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day date NOT NULL,
  new_members integer NOT NULL DEFAULT 0,
  active_members integer NOT NULL DEFAULT 0,
  valid_bet bigint NOT NULL DEFAULT 0,
  pnl bigint NOT NULL DEFAULT 0,
  deposit_count integer NOT NULL DEFAULT 0,
  deposit_amount bigint NOT NULL DEFAULT 0,
  first_deposit_count integer NOT NULL DEFAULT 0,
  first_deposit_amount bigint NOT NULL DEFAULT 0,
  withdrawal_count integer NOT NULL DEFAULT 0,
  withdrawal_amount bigint NOT NULL DEFAULT 0,
  bonus bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, day)
);

CREATE TABLE team_active_spans (
  agent_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day date NOT NULL,
  -- the member's previous day of play, '-infinity' when it had none
  since date NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (agent_id, day, since)
);

-- The member-days already counted in team_active_spans: a member's previous and next day of play
-- are read here, never from member_days, whose rows one statement may change in two steps (the
-- inserted rows, then the updated ones) before either step is counted.
CREATE TABLE member_active_days (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (member_id, day)
);

-- Each member's first deposit: a deposit written later with an earlier time takes its place.
CREATE TABLE member_first_deposits (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  entry_id integer NOT NULL,
  at timestamptz NOT NULL,
  amount bigint NOT NULL
);

-- What a member's figures are made of, for the fill below (the triggers keep the same rules).
INSERT INTO member_days (member_id, day, joined, valid_bet, pnl, deposit_count, deposit_amount, withdrawal_count, withdrawal_amount, bonus)
SELECT member_id, day, sum(joined), sum(valid_bet), sum(pnl), sum(deposit_count), sum(deposit_amount), sum(withdrawal_count), sum(withdrawal_amount), sum(bonus)
  FROM (
    SELECT id AS member_id, merchant_day(merchant_id, created_at) AS day, 1 AS joined, 0::bigint AS valid_bet, 0::bigint AS pnl,
           0 AS deposit_count, 0::bigint AS deposit_amount, 0 AS withdrawal_count, 0::bigint AS withdrawal_amount, 0::bigint AS bonus
      FROM members
    UNION ALL
    SELECT member_id, merchant_day(merchant_id, created_at), 0, stake, payout - stake, 0, 0, 0, 0, 0 FROM game_bets WHERE status = 'settled'
    UNION ALL
    SELECT member_id, merchant_day(merchant_id, created_at), 0, stake, payout - stake, 0, 0, 0, 0, 0 FROM lottery_bets WHERE status IN ('won', 'lost')
    UNION ALL
    SELECT a.member_id, merchant_day(a.merchant_id, e.created_at), 0, 0, 0, CASE WHEN e.kind = 'deposit' THEN 1 ELSE 0 END,
           CASE WHEN e.kind = 'deposit' THEN e.amount ELSE 0 END, 0, 0, CASE WHEN e.kind = 'deposit' THEN 0 ELSE e.amount END
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'main' AND a.member_id IS NOT NULL
     WHERE e.amount > 0 AND e.kind IN ('deposit', 'bonus', 'rebate')
    UNION ALL
    SELECT member_id, merchant_day(merchant_id, completed_at), 0, 0, 0, 0, 0, 1, amount, 0 FROM withdrawals WHERE status = 'completed'
  ) parts
 GROUP BY member_id, day;

INSERT INTO member_first_deposits (member_id, entry_id, at, amount)
SELECT DISTINCT ON (a.member_id) a.member_id, e.id, e.created_at, e.amount
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'main' AND a.member_id IS NOT NULL
 WHERE e.amount > 0 AND e.kind = 'deposit'
 ORDER BY a.member_id, e.created_at, e.id;

UPDATE member_days d SET first_deposit_count = 1, first_deposit_amount = f.amount
  FROM member_first_deposits f JOIN members m ON m.id = f.member_id
 WHERE d.member_id = f.member_id AND d.day = merchant_day(m.merchant_id, f.at);

INSERT INTO team_days (agent_id, day, new_members, active_members, valid_bet, pnl, deposit_count, deposit_amount,
                       first_deposit_count, first_deposit_amount, withdrawal_count, withdrawal_amount, bonus)
SELECT a.ancestor_id, d.day, sum(d.joined), count(*) FILTER (WHERE d.valid_bet > 0), sum(d.valid_bet), sum(d.pnl), sum(d.deposit_count),
       sum(d.deposit_amount), sum(d.first_deposit_count), sum(d.first_deposit_amount), sum(d.withdrawal_count), sum(d.withdrawal_amount), sum(d.bonus)
  FROM member_days d JOIN member_ancestors a ON a.member_id = d.member_id
 GROUP BY a.ancestor_id, d.day;

INSERT INTO member_active_days (member_id, day) SELECT member_id, day FROM member_days WHERE valid_bet > 0;

INSERT INTO team_active_spans (agent_id, day, since, members)
SELECT a.ancestor_id, p.day, p.since, count(*)
  FROM (SELECT member_id, day, coalesce(lag(day) OVER (PARTITION BY member_id ORDER BY day), '-infinity'::date) AS since
          FROM member_active_days) p
  JOIN member_ancestors a ON a.member_id = p.member_id
 GROUP BY a.ancestor_id, p.day, p.since;

-- Rows of changes added to team_days, in key order (two transactions meet rows in the same order):
-- what a member-day's change and a moved branch both do.
CREATE FUNCTION add_to_team_days(p_rows team_days[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO team_days AS t SELECT * FROM unnest(p_rows) ORDER BY 1, 2
  ON CONFLICT (agent_id, day) DO UPDATE
     SET new_members = t.new_members + EXCLUDED.new_members, active_members = t.active_members + EXCLUDED.active_members,
         valid_bet = t.valid_bet + EXCLUDED.valid_bet, pnl = t.pnl + EXCLUDED.pnl,
         deposit_count = t.deposit_count + EXCLUDED.deposit_count, deposit_amount = t.deposit_amount + EXCLUDED.deposit_amount,
         first_deposit_count = t.first_deposit_count + EXCLUDED.first_deposit_count,
         first_deposit_amount = t.first_deposit_amount + EXCLUDED.first_deposit_amount,
         withdrawal_count = t.withdrawal_count + EXCLUDED.withdrawal_count, withdrawal_amount = t.withdrawal_amount + EXCLUDED.withdrawal_amount,
         bonus = t.bonus + EXCLUDED.bonus;
$$;

-- 2. A member-day's change, to every agent above the member, and the spans of the days it starts
-- playing on (`started`): each such day is counted between the member's counted days before and
-- after it (member_active_days), and the next one's span starts from it from now on. The changes
-- come as JSON: a statement trigger's transition tables are visible to its own function only.
CREATE FUNCTION member_days_to_team(p_changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  played record;
  previous date;
  following date;
BEGIN
  PERFORM add_to_team_days(ARRAY(
    SELECT ROW(a.ancestor_id, c.day, sum(c.joined), sum(c.started), sum(c.valid_bet), sum(c.pnl), sum(c.deposit_count), sum(c.deposit_amount),
               sum(c.first_deposit_count), sum(c.first_deposit_amount), sum(c.withdrawal_count), sum(c.withdrawal_amount), sum(c.bonus))::team_days
      FROM jsonb_to_recordset(p_changes) AS c(member_id integer, day date, joined integer, started integer, valid_bet bigint, pnl bigint,
             deposit_count integer, deposit_amount bigint, first_deposit_count integer, first_deposit_amount bigint,
             withdrawal_count integer, withdrawal_amount bigint, bonus bigint)
      JOIN member_ancestors a ON a.member_id = c.member_id
     GROUP BY a.ancestor_id, c.day));

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

CREATE FUNCTION member_days_changed_to_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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

CREATE TRIGGER member_days_team_insert AFTER INSERT ON member_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_days_changed_to_team();
CREATE TRIGGER member_days_team_update AFTER UPDATE ON member_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_days_changed_to_team();

-- 1. The sources, each adding its statement's change to member_days.

-- A member's join, on the day it joined (after members_ancestors_insert: triggers fire by name).
CREATE FUNCTION members_joined_to_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_days AS d (member_id, day, joined)
  SELECT id, merchant_day(merchant_id, created_at), 1 FROM new_rows ORDER BY 1
  ON CONFLICT (member_id, day) DO UPDATE SET joined = d.joined + EXCLUDED.joined;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_team_days_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION members_joined_to_days();

-- Valid bets: settled game rounds, won or lost lottery bets (the statuses the trigger names), on
-- the day they were placed. An insert counts its rows, an update its new rows less the rows they
-- replaced (022's way). One function for both tables: they share the columns read here.
CREATE FUNCTION bets_to_member_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_days AS d (member_id, day, valid_bet, pnl)
    SELECT member_id, merchant_day(merchant_id, created_at), sum(stake), sum(payout - stake) FROM new_rows WHERE status = ANY(TG_ARGV)
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE SET valid_bet = d.valid_bet + EXCLUDED.valid_bet, pnl = d.pnl + EXCLUDED.pnl;
  ELSE
    INSERT INTO member_days AS d (member_id, day, valid_bet, pnl)
    SELECT r.member_id, merchant_day(r.merchant_id, r.created_at), sum(r.sign * r.stake), sum(r.sign * (r.payout - r.stake))
      FROM (SELECT member_id, merchant_id, created_at, stake, payout, status, 1 AS sign FROM new_rows
            UNION ALL SELECT member_id, merchant_id, created_at, stake, payout, status, -1 FROM old_rows) r
     WHERE r.status = ANY(TG_ARGV)
     GROUP BY 1, 2 HAVING sum(r.sign * r.stake) <> 0 OR sum(r.sign * r.payout) <> 0 ORDER BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE SET valid_bet = d.valid_bet + EXCLUDED.valid_bet, pnl = d.pnl + EXCLUDED.pnl;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER game_bets_team_days_insert AFTER INSERT ON game_bets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bets_to_member_days('settled');
CREATE TRIGGER game_bets_team_days_update AFTER UPDATE ON game_bets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bets_to_member_days('settled');
CREATE TRIGGER lottery_bets_team_days_insert AFTER INSERT ON lottery_bets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bets_to_member_days('won', 'lost');
CREATE TRIGGER lottery_bets_team_days_update AFTER UPDATE ON lottery_bets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bets_to_member_days('won', 'lost');

-- Deposits, bonuses and rebates credited to a member's main wallet; a deposit that is the
-- member's first (or earlier than the one taken for it so far) moves the first deposit to its day.
-- Two first deposits at once meet on member_first_deposits' key: the second waits, then compares.
CREATE FUNCTION ledger_entries_to_member_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  credit record;
  replaced_at timestamptz;
  replaced_id integer;
  replaced_amount bigint;
BEGIN
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
CREATE TRIGGER ledger_entries_team_days_insert AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_to_member_days();

-- A withdrawal counts on the day it completed.
CREATE FUNCTION withdrawals_to_member_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_days AS d (member_id, day, withdrawal_count, withdrawal_amount)
    SELECT member_id, merchant_day(merchant_id, completed_at), count(*), sum(amount) FROM new_rows WHERE status = 'completed'
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE
       SET withdrawal_count = d.withdrawal_count + EXCLUDED.withdrawal_count, withdrawal_amount = d.withdrawal_amount + EXCLUDED.withdrawal_amount;
  ELSE
    INSERT INTO member_days AS d (member_id, day, withdrawal_count, withdrawal_amount)
    SELECT n.member_id, merchant_day(n.merchant_id, n.completed_at), count(*), sum(n.amount)
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status = 'completed' AND o.status <> 'completed'
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE
       SET withdrawal_count = d.withdrawal_count + EXCLUDED.withdrawal_count, withdrawal_amount = d.withdrawal_amount + EXCLUDED.withdrawal_amount;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER withdrawals_team_days_insert AFTER INSERT ON withdrawals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION withdrawals_to_member_days();
CREATE TRIGGER withdrawals_team_days_update AFTER UPDATE ON withdrawals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION withdrawals_to_member_days();

-- A member moved under another agent: its branch's days leave every agent above it (before the
-- move, while member_ancestors still holds the old line) and join every agent of the new line
-- (after members_ancestors_move has written it: triggers fire by name).
CREATE FUNCTION team_days_shift(p_root integer, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_team_days(ARRAY(
    SELECT ROW(line.ancestor_id, d.day, p_sign * sum(d.joined), p_sign * count(*) FILTER (WHERE d.valid_bet > 0), p_sign * sum(d.valid_bet),
               p_sign * sum(d.pnl), p_sign * sum(d.deposit_count), p_sign * sum(d.deposit_amount), p_sign * sum(d.first_deposit_count),
               p_sign * sum(d.first_deposit_amount), p_sign * sum(d.withdrawal_count), p_sign * sum(d.withdrawal_amount), p_sign * sum(d.bonus))::team_days
      FROM (SELECT ancestor_id FROM member_ancestors WHERE member_id = p_root) line
     CROSS JOIN (SELECT p_root AS member_id UNION ALL SELECT member_id FROM member_ancestors WHERE ancestor_id = p_root) branch
      JOIN member_days d ON d.member_id = branch.member_id
     GROUP BY line.ancestor_id, d.day));

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

CREATE FUNCTION members_leaving_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM team_days_shift(NEW.id, -1);
  RETURN NEW;
END
$$;
CREATE FUNCTION members_joining_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM team_days_shift(NEW.id, 1);
  RETURN NULL;
END
$$;
CREATE TRIGGER members_team_days_leave BEFORE UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION members_leaving_team();
CREATE TRIGGER members_team_days_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION members_joining_team();

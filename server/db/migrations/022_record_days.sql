-- Day totals of the member's records, kept by the database itself, so that a record page's footer
-- (how many rows, the sums of every page) costs a few day rows plus the partial days at the range's
-- two ends, not a read of every bet or entry in the range. A heavy player's 90 days hold thousands of
-- bets and as many entries; every page of their records repeats the footer.
--
-- Days are UTC days. The reader (server/records/record-days.ts) takes whole UTC days from these
-- tables and the parts of days at the range's ends from the raw rows, so the totals are the same
-- whatever time zone the range was drawn in.
--
-- The totals follow every insert and update of a bet and every ledger entry through statement
-- triggers over the statement's transition tables: one upsert per statement and (member, day, game),
-- in key order so that two transactions meet the same rows in the same order (no deadlock). A
-- settlement updates a bet: the update's delta (new rows minus old rows) moves the day's totals.
-- Rows go with their member or account (ON DELETE CASCADE), as the bets and entries themselves do.

CREATE TABLE member_bet_days (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day date NOT NULL,
  -- 'G' game_bets, 'L' lottery_bets (the order number's letter)
  source char(1) NOT NULL,
  game_id integer NOT NULL,
  merchant_id integer NOT NULL,
  n bigint NOT NULL,
  stake bigint NOT NULL,
  -- stake and payout - stake of settled bets only (won, lost; not open, not void)
  valid bigint NOT NULL,
  payout bigint NOT NULL,
  pnl bigint NOT NULL,
  PRIMARY KEY (member_id, day, source, game_id)
);

CREATE TABLE account_entry_days (
  account_id integer NOT NULL REFERENCES ledger_accounts(id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL,
  n bigint NOT NULL,
  income bigint NOT NULL,
  expense bigint NOT NULL,
  PRIMARY KEY (account_id, day, kind)
);

-- The bet triggers: the inserted rows count +1, and on an update the new rows +1 and the rows they
-- replaced -1, so a settlement moves its day's stake, payout and settled sums by the difference.
-- Four near-identical bodies rather than dynamic SQL: these run on every bet, and static SQL keeps
-- its plan.
CREATE FUNCTION game_bets_inserted_to_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_bet_days AS d (member_id, day, source, game_id, merchant_id, n, stake, valid, payout, pnl)
  SELECT r.member_id, (r.created_at AT TIME ZONE 'UTC')::date, 'G', r.game_id, min(r.merchant_id), sum(r.sign), sum(r.sign * r.stake),
         coalesce(sum(r.sign * r.stake) FILTER (WHERE r.status = 'settled'), 0), sum(r.sign * r.payout),
         coalesce(sum(r.sign * (r.payout - r.stake)) FILTER (WHERE r.status = 'settled'), 0)
    FROM (SELECT *, 1 AS sign FROM new_rows) r
   GROUP BY 1, 2, 4
  HAVING sum(r.sign) <> 0 OR sum(r.sign * r.stake) <> 0 OR sum(r.sign * r.payout) <> 0
      OR coalesce(sum(r.sign * r.stake) FILTER (WHERE r.status = 'settled'), 0) <> 0
   ORDER BY 1, 2, 4
  ON CONFLICT (member_id, day, source, game_id) DO UPDATE
     SET n = d.n + EXCLUDED.n, stake = d.stake + EXCLUDED.stake, valid = d.valid + EXCLUDED.valid,
         payout = d.payout + EXCLUDED.payout, pnl = d.pnl + EXCLUDED.pnl;
  RETURN NULL;
END
$$;

CREATE FUNCTION game_bets_updated_to_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_bet_days AS d (member_id, day, source, game_id, merchant_id, n, stake, valid, payout, pnl)
  SELECT r.member_id, (r.created_at AT TIME ZONE 'UTC')::date, 'G', r.game_id, min(r.merchant_id), sum(r.sign), sum(r.sign * r.stake),
         coalesce(sum(r.sign * r.stake) FILTER (WHERE r.status = 'settled'), 0), sum(r.sign * r.payout),
         coalesce(sum(r.sign * (r.payout - r.stake)) FILTER (WHERE r.status = 'settled'), 0)
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) r
   GROUP BY 1, 2, 4
  HAVING sum(r.sign) <> 0 OR sum(r.sign * r.stake) <> 0 OR sum(r.sign * r.payout) <> 0
      OR coalesce(sum(r.sign * r.stake) FILTER (WHERE r.status = 'settled'), 0) <> 0
   ORDER BY 1, 2, 4
  ON CONFLICT (member_id, day, source, game_id) DO UPDATE
     SET n = d.n + EXCLUDED.n, stake = d.stake + EXCLUDED.stake, valid = d.valid + EXCLUDED.valid,
         payout = d.payout + EXCLUDED.payout, pnl = d.pnl + EXCLUDED.pnl;
  RETURN NULL;
END
$$;

CREATE FUNCTION lottery_bets_inserted_to_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_bet_days AS d (member_id, day, source, game_id, merchant_id, n, stake, valid, payout, pnl)
  SELECT r.member_id, (r.created_at AT TIME ZONE 'UTC')::date, 'L', r.game_id, min(r.merchant_id), sum(r.sign), sum(r.sign * r.stake),
         coalesce(sum(r.sign * r.stake) FILTER (WHERE r.status IN ('won', 'lost')), 0), sum(r.sign * r.payout),
         coalesce(sum(r.sign * (r.payout - r.stake)) FILTER (WHERE r.status IN ('won', 'lost')), 0)
    FROM (SELECT *, 1 AS sign FROM new_rows) r
   GROUP BY 1, 2, 4
  HAVING sum(r.sign) <> 0 OR sum(r.sign * r.stake) <> 0 OR sum(r.sign * r.payout) <> 0
      OR coalesce(sum(r.sign * r.stake) FILTER (WHERE r.status IN ('won', 'lost')), 0) <> 0
   ORDER BY 1, 2, 4
  ON CONFLICT (member_id, day, source, game_id) DO UPDATE
     SET n = d.n + EXCLUDED.n, stake = d.stake + EXCLUDED.stake, valid = d.valid + EXCLUDED.valid,
         payout = d.payout + EXCLUDED.payout, pnl = d.pnl + EXCLUDED.pnl;
  RETURN NULL;
END
$$;

CREATE FUNCTION lottery_bets_updated_to_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_bet_days AS d (member_id, day, source, game_id, merchant_id, n, stake, valid, payout, pnl)
  SELECT r.member_id, (r.created_at AT TIME ZONE 'UTC')::date, 'L', r.game_id, min(r.merchant_id), sum(r.sign), sum(r.sign * r.stake),
         coalesce(sum(r.sign * r.stake) FILTER (WHERE r.status IN ('won', 'lost')), 0), sum(r.sign * r.payout),
         coalesce(sum(r.sign * (r.payout - r.stake)) FILTER (WHERE r.status IN ('won', 'lost')), 0)
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) r
   GROUP BY 1, 2, 4
  HAVING sum(r.sign) <> 0 OR sum(r.sign * r.stake) <> 0 OR sum(r.sign * r.payout) <> 0
      OR coalesce(sum(r.sign * r.stake) FILTER (WHERE r.status IN ('won', 'lost')), 0) <> 0
   ORDER BY 1, 2, 4
  ON CONFLICT (member_id, day, source, game_id) DO UPDATE
     SET n = d.n + EXCLUDED.n, stake = d.stake + EXCLUDED.stake, valid = d.valid + EXCLUDED.valid,
         payout = d.payout + EXCLUDED.payout, pnl = d.pnl + EXCLUDED.pnl;
  RETURN NULL;
END
$$;

-- Only members' accounts: the house and cashier accounts take an entry on every bet of everyone,
-- and no record lists them.
CREATE FUNCTION ledger_entries_to_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_entry_days AS d (account_id, day, kind, n, income, expense)
  SELECT e.account_id, (e.created_at AT TIME ZONE 'UTC')::date, e.kind, count(*),
         coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0), coalesce(sum(-e.amount) FILTER (WHERE e.amount < 0), 0)
    FROM new_rows e JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (account_id, day, kind) DO UPDATE
     SET n = d.n + EXCLUDED.n, income = d.income + EXCLUDED.income, expense = d.expense + EXCLUDED.expense;
  RETURN NULL;
END
$$;

CREATE TRIGGER game_bets_days_insert AFTER INSERT ON game_bets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION game_bets_inserted_to_days();
CREATE TRIGGER game_bets_days_update AFTER UPDATE ON game_bets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION game_bets_updated_to_days();
CREATE TRIGGER lottery_bets_days_insert AFTER INSERT ON lottery_bets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lottery_bets_inserted_to_days();
CREATE TRIGGER lottery_bets_days_update AFTER UPDATE ON lottery_bets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lottery_bets_updated_to_days();
CREATE TRIGGER ledger_entries_days_insert AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_to_days();

-- What is already there.
INSERT INTO member_bet_days (member_id, day, source, game_id, merchant_id, n, stake, valid, payout, pnl)
SELECT member_id, (created_at AT TIME ZONE 'UTC')::date, 'G', game_id, min(merchant_id), count(*), sum(stake),
       coalesce(sum(stake) FILTER (WHERE status = 'settled'), 0), sum(payout), coalesce(sum(payout - stake) FILTER (WHERE status = 'settled'), 0)
  FROM game_bets GROUP BY 1, 2, 4;
INSERT INTO member_bet_days (member_id, day, source, game_id, merchant_id, n, stake, valid, payout, pnl)
SELECT member_id, (created_at AT TIME ZONE 'UTC')::date, 'L', game_id, min(merchant_id), count(*), sum(stake),
       coalesce(sum(stake) FILTER (WHERE status IN ('won', 'lost')), 0), sum(payout),
       coalesce(sum(payout - stake) FILTER (WHERE status IN ('won', 'lost')), 0)
  FROM lottery_bets GROUP BY 1, 2, 4;
INSERT INTO account_entry_days (account_id, day, kind, n, income, expense)
SELECT e.account_id, (e.created_at AT TIME ZONE 'UTC')::date, e.kind, count(*),
       coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0), coalesce(sum(-e.amount) FILTER (WHERE e.amount < 0), 0)
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
 GROUP BY 1, 2, 3;

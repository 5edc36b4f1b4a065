-- The member's records (betting record, account record, profit and loss): what their pages and
-- CSV exports read fast on a large ledger.
--
-- An account record row is one ledger entry of the member's own wallets, listed by its movement's
-- time and filtered by its movement's kind. Both live on ledger_transactions, so every page would
-- join all of a member's entries to find a page of them. The entry now carries its movement's time
-- and kind (written by the one writer, ledger.service.ts postIn, and never changed after), so a
-- page of the record is one range of one index per wallet, in the order it is shown.
ALTER TABLE ledger_entries ADD COLUMN created_at timestamptz;
ALTER TABLE ledger_entries ADD COLUMN kind text;
UPDATE ledger_entries e SET created_at = t.created_at, kind = t.kind FROM ledger_transactions t WHERE t.id = e.transaction_id;
ALTER TABLE ledger_entries ALTER COLUMN created_at SET NOT NULL;
ALTER TABLE ledger_entries ALTER COLUMN kind SET NOT NULL;
-- kind and amount included: a count or a footer of the range is read from the index alone
CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at DESC, id DESC) INCLUDE (kind, amount);

-- Bets by member and time, as before, with what the record's totals add up included: the footer of
-- a range (and the profit and loss per day) is an index-only scan, not a read of every bet row.
-- Same key as the indexes they replace, so every query that used those uses these.
CREATE INDEX game_bets_member_record ON game_bets (member_id, created_at DESC, id DESC) INCLUDE (game_id, stake, payout, status);
DROP INDEX game_bets_member_created;
CREATE INDEX lottery_bets_member_record ON lottery_bets (member_id, created_at DESC, id DESC) INCLUDE (game_id, stake, payout, status);
DROP INDEX lottery_bets_member_created;

-- Lifetime net deposits of a member: the completed withdrawals (the deposits are the ledger's
-- deposit credits, read through ledger_entries_account_time).
CREATE INDEX withdrawals_member_completed ON withdrawals (member_id) INCLUDE (amount) WHERE status = 'completed';

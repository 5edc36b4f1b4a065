-- The agent centre's team pages (issue 14) read a team of thousands of members many times a minute.
--
-- A team is walked from the agent down, one level at a time: each step asks for the members directly
-- under the previous level's, and team management's list counts each row's direct downlines. Without
-- this index every step reads every member of the merchant.
CREATE INDEX members_upline ON members (upline_id);

-- A member's wallet by member: ledger_accounts_owner is keyed on coalesce(member_id, 0) for the
-- merchant's own accounts, which a join on member_id cannot use.
CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id, kind);

-- The credits the team overview counts (deposits, bonuses, rebates) among a member's entries,
-- mostly bets and wins: the period's credits and whether a member deposited before it are a few
-- index rows, not a read of the member's whole history.
CREATE INDEX ledger_entries_credits ON ledger_entries (account_id, kind, created_at) INCLUDE (amount)
  WHERE amount > 0 AND kind IN ('deposit', 'bonus', 'rebate');

-- Who played on a given UTC day: a period's sum takes its whole days from the day totals and reads
-- the bets of its two cut days for those players only, not for every member of the team.
CREATE INDEX member_bet_days_day ON member_bet_days (day, member_id);

-- The daily rebate payouts (issue 14): each member's rebate on a merchant day, paid the day after
-- from the rates of member_rebates (server/rebates/). One row per member and day, written in the
-- same transaction as its ledger movement. The primary key is the "never twice": two gateways
-- settling the same day at once, or a run that stopped half way and ran again, meet here and the
-- second pays nothing. The statement is what the member reads: per product its rate, its own valid
-- bet, each direct downline's team valid bet and rate where the member earned on it, and how the
-- amount was rounded.
CREATE TABLE rebate_payouts (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- the merchant day, in the merchant's calendar (settings->>'utcOffsetMinutes')
  day date NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- minor units: the betting and the agent rebate together. The job writes only members with
  -- something to pay: a member with nothing has no movement to record, and the day's mark below
  -- says that it was settled.
  amount bigint NOT NULL CHECK (amount >= 0),
  statement jsonb NOT NULL,
  -- set in the same transaction, once the movement is posted
  transaction_id integer REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, day)
);
CREATE INDEX rebate_payouts_merchant_day ON rebate_payouts (merchant_id, day);

-- A merchant day whose rebates are all written. The job runs every few minutes over the last week:
-- a settled day then costs this one read instead of a new read of the whole day's bets. Written
-- after the last member's payout, so a run that stopped half way leaves the day unmarked and the
-- next run finishes it.
CREATE TABLE rebate_days (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  day date NOT NULL,
  -- what rebate_payouts holds for the day when it was marked: members paid and minor units
  members integer NOT NULL,
  paid bigint NOT NULL,
  settled_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, day)
);

-- The valid bets of a merchant day, summed per member and product in one read (what the rebate
-- settlement asks once per day). The bets' own indexes start with the member, so without these the
-- read goes through every bet of the merchant; with them it reads the day's valid bets only, from
-- the index alone. Valid as team-figures.ts counts them: game rounds settled, lottery bets won or lost.
CREATE INDEX game_bets_merchant_valid ON game_bets (merchant_id, created_at) INCLUDE (member_id, game_id, stake) WHERE status = 'settled';
CREATE INDEX lottery_bets_merchant_valid ON lottery_bets (merchant_id, created_at) INCLUDE (member_id, stake) WHERE status IN ('won', 'lost');

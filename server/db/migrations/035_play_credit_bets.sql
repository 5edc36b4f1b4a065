-- Free play (issue 32): a trial account (type 4) plays the demo games with play credit, which is
-- not money. Its wallet is the ledger account kind 'play_credit', funded from the merchant's
-- 'play_credit_house' (never 'house'), and its rounds are kept here, apart from game_bets: every
-- figure of real play (betting and profit records, team days, rebates, salaries, turnover, the
-- winners board) is read from game_bets and the real accounts, so none of them can count play
-- credit, now or in a report written later. Same columns and rules as game_bets (012_game_play.sql).
CREATE TABLE play_credit_bets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  play_session_id integer NOT NULL REFERENCES game_play_sessions(id) ON DELETE CASCADE,
  bet_id text NOT NULL,
  round_id text NOT NULL UNIQUE,
  engine text NOT NULL,
  -- always 'play_credit'
  wallet_kind text NOT NULL CHECK (wallet_kind = 'play_credit'),
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status text NOT NULL CHECK (status IN ('open', 'settled', 'void')),
  rtp_reference text NOT NULL,
  outcome jsonb NOT NULL,
  bet_transaction_id integer NOT NULL REFERENCES ledger_transactions(id),
  win_transaction_id integer REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (member_id, bet_id)
);
CREATE INDEX play_credit_bets_open ON play_credit_bets (member_id) WHERE status = 'open';

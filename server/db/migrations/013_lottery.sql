-- Draw lotteries: the schedule of each lottery game, the draws the draw job holds, and the bets
-- members place on a draw (numero) before it closes. Amounts are integer minor units; money only
-- moves in the ledger (008), a bet row points at its movements.

-- A lottery game draws every draw_interval_s seconds, shifted by draw_offset_s from midnight UTC
-- (011). A daily game (86400) draws only on draw_days: ISO weekdays of the draw in Vietnam time
-- (UTC+7), e.g. '1,4' for Monday and Thursday; null = every day. Bets close draw_lock_s seconds
-- before each draw. draw_menu_tag groups the games in the lottery lobby (NORTH, CENTRAL, SOUTH,
-- FAST, KENO, DIGITS).
ALTER TABLE games ADD COLUMN draw_days text;
ALTER TABLE games ADD COLUMN draw_lock_s integer CHECK (draw_lock_s >= 0);
ALTER TABLE games ADD COLUMN draw_menu_tag text;

-- One row per drawn numero. The unique key is what makes drawing idempotent: every gateway may run
-- the draw job, the first insert wins and the others keep its numbers.
CREATE TABLE lottery_draws (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  numero text NOT NULL,
  -- the scheduled time of the draw
  draw_at timestamptz NOT NULL,
  -- VN_NORTH, VN_SOUTH, DIGITS5, KENO_20_5 (server/lottery/lottery-formats.ts)
  format text NOT NULL,
  -- the winning numbers as strings, special prize first
  winning_numbers jsonb NOT NULL,
  -- when the job drew it
  drawn_at timestamptz NOT NULL,
  UNIQUE (game_id, numero)
);
CREATE INDEX lottery_draws_game_time ON lottery_draws (game_id, draw_at DESC);
-- the draw job prunes old quick-game draws that no bet refers to
CREATE INDEX lottery_draws_time ON lottery_draws (draw_at);

-- A member's bet on one numero. bet_id is the betting page's own id for the bet and the
-- idempotency key of its ledger movements: a replayed bet moves no money twice. A bet stays open
-- until its numero is drawn, then it is won or lost (void: refunded).
CREATE TABLE lottery_bets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  play_session_id integer REFERENCES game_play_sessions(id) ON DELETE SET NULL,
  bet_id text NOT NULL,
  numero text NOT NULL,
  draw_at timestamptz NOT NULL,
  -- DE, LO, BA_CANG, LAST2, LAST3, SUM, PICK (server/lottery/lottery-bet-kinds.ts)
  bet_kind text NOT NULL,
  -- the chosen number(s) or option, as strings
  picks jsonb NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  status text NOT NULL CHECK (status IN ('open', 'won', 'lost', 'void')),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  -- the ledger account the stake came from ('main' or 'vendor:<code>')
  wallet_kind text NOT NULL,
  -- the bet kind's paytable and stated return to player, e.g. 'vn-de-v1 RTP 95.00%'
  rtp_reference text NOT NULL,
  bet_transaction_id integer NOT NULL REFERENCES ledger_transactions(id),
  win_transaction_id integer REFERENCES ledger_transactions(id),
  draw_id integer REFERENCES lottery_draws(id),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (member_id, bet_id)
);
CREATE INDEX lottery_bets_open ON lottery_bets (game_id, numero) WHERE status = 'open';
CREATE INDEX lottery_bets_game_numero ON lottery_bets (game_id, numero);
CREATE INDEX lottery_bets_member_game ON lottery_bets (member_id, game_id, created_at DESC, id DESC);
CREATE INDEX lottery_bets_member_created ON lottery_bets (member_id, created_at DESC, id DESC);

-- Every bet of a member, whatever played it, for the betting record: the demo games' bets (012)
-- and the lottery bets. `reference` is the round id or the numero; status is the source's own
-- (open, settled, void; open, won, lost, void).
CREATE VIEW member_bet_records AS
  SELECT 'game' AS source, b.id, b.merchant_id, b.member_id, b.game_id, b.bet_id, b.round_id AS reference, b.stake, b.payout,
         b.status, b.wallet_kind, b.created_at, b.settled_at
    FROM game_bets b
  UNION ALL
  SELECT 'lottery' AS source, l.id, l.merchant_id, l.member_id, l.game_id, l.bet_id, l.numero AS reference, l.stake, l.payout,
         l.status, l.wallet_kind, l.created_at, l.settled_at
    FROM lottery_bets l;

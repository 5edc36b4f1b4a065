-- Playing games: launches with their single-use tickets, the play sessions the gateway's demo game
-- pages act with, and every bet those pages place. Amounts are integer minor units. Money itself
-- only moves in the ledger (008): a bet row points at its ledger movements.

-- An operator may take one game out of play while its vendor stays open (launch refuses it).
ALTER TABLE games ADD COLUMN maintenance boolean NOT NULL DEFAULT false;

-- One row per launch. The launch answers a URL carrying a random ticket (only its SHA-256 is kept
-- here) that the game page trades, once and within a minute, for a play-session token (also kept
-- hashed). The member's own session token never reaches a game page.
CREATE TABLE game_play_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  -- the game's vendor (vassalage) at launch: names the vendor wallet in transfer mode
  vendor text NOT NULL,
  -- the merchant's wallet model at launch: 'single' (bets move the main wallet) or 'transfer'
  -- (the main balance moves into the vendor wallet at launch and back at exit)
  wallet_mode text NOT NULL CHECK (wallet_mode IN ('single', 'transfer')),
  -- accountType of the launch: 1 real money, 0 free play (trial accounts)
  account_type integer NOT NULL CHECK (account_type IN (0, 1)),
  language text NOT NULL,
  -- a path of the site to return to (never another origin)
  back_url text NOT NULL,
  ticket_hash text NOT NULL UNIQUE,
  ticket_expires_at timestamptz NOT NULL,
  ticket_used_at timestamptz,
  token_hash text UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- exit, close, or replaced by a later launch in transfer mode
  ended_at timestamptz
);
CREATE INDEX game_play_sessions_open ON game_play_sessions (member_id) WHERE ended_at IS NULL;

-- Every bet of a demo game, for the betting-record pages. `bet_id` is the page's own id for the
-- bet: the idempotency key of its ledger movements, so a replayed bet never moves money twice.
-- A round that needs the player's choice (the card game's higher/lower) stays open until settled.
CREATE TABLE game_bets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  play_session_id integer NOT NULL REFERENCES game_play_sessions(id) ON DELETE CASCADE,
  bet_id text NOT NULL,
  round_id text NOT NULL UNIQUE,
  -- slot, cards, lottery: which demo game engine played it
  engine text NOT NULL,
  -- the ledger account the stake came from and the payout goes to ('main' or 'vendor:<code>')
  wallet_kind text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status text NOT NULL CHECK (status IN ('open', 'settled', 'void')),
  -- the engine's paytable and its stated return to player, e.g. 'slot-3x3-5l-v1 RTP 96.00%'
  rtp_reference text NOT NULL,
  -- what the player chose and what was drawn (reels, cards, numbers)
  outcome jsonb NOT NULL,
  bet_transaction_id integer NOT NULL REFERENCES ledger_transactions(id),
  win_transaction_id integer REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (member_id, bet_id)
);
CREATE INDEX game_bets_member_created ON game_bets (member_id, created_at DESC, id DESC);
CREATE INDEX game_bets_open ON game_bets (member_id) WHERE status = 'open';

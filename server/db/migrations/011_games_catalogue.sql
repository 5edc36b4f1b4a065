-- The games catalogue of each merchant: game types, vendors (vassalages), games with names in the
-- three message languages, members' favourites and recently played games, and PVP rooms. Amounts are integer minor units. A game's node id is its id on the wire (a string)
-- and is unique across merchants, so a game icon URL needs no merchant.

-- Platform-wide game types; `category_id` is the id clients use for a category (COCKFIGHT is 5).
CREATE TABLE game_types (
  code text PRIMARY KEY,
  category_id integer NOT NULL UNIQUE,
  position integer NOT NULL,
  -- {"MS": …, "EN": …, "CN": …}
  names jsonb NOT NULL
);

CREATE TABLE game_vendors (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- the vendor code clients call vassalage (DS88, FB, TCG_LOTTO_VN, …)
  vassalage text NOT NULL,
  display_name text NOT NULL,
  game_type text NOT NULL REFERENCES game_types(code),
  sort integer NOT NULL DEFAULT 0,
  is_hot boolean NOT NULL DEFAULT false,
  -- active: listed and playable; maintenance: listed, flagged, not launchable; disabled: hidden
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'maintenance', 'disabled')),
  logo_url text NOT NULL,
  UNIQUE (merchant_id, vassalage)
);
CREATE INDEX game_vendors_merchant_type ON game_vendors (merchant_id, game_type, sort);

CREATE TABLE games (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  node_id text NOT NULL UNIQUE,
  vendor_id integer NOT NULL REFERENCES game_vendors(id) ON DELETE CASCADE,
  -- the vendor's type, repeated here so list queries filter on one table
  game_type text NOT NULL REFERENCES game_types(code),
  -- the vendor's own code for the game, sent back at launch
  game_code text NOT NULL,
  name_ms text NOT NULL,
  name_en text NOT NULL,
  name_cn text NOT NULL,
  -- SLOT, JACKPOT_SLOT, SCRATCH, VIDEO_POKER, TABLE, ARCADE, BINGO, BACCARAT, … (server/games/game-classes.ts)
  game_class text NOT NULL,
  min_bet integer NOT NULL CHECK (min_bet > 0),
  min_line_num integer NOT NULL DEFAULT 1,
  -- {flash,html5-desktop} or {flash}; sent as 'flash,html5-desktop'
  platforms text[] NOT NULL,
  is_hot boolean NOT NULL DEFAULT false,
  popularity integer NOT NULL DEFAULT 0,
  -- display order inside the vendor
  sort integer NOT NULL DEFAULT 0,
  icon_url text NOT NULL,
  release_date date NOT NULL,
  -- lottery games only: a draw every draw_interval_s seconds, shifted by draw_offset_s
  draw_interval_s integer,
  draw_offset_s integer,
  UNIQUE (merchant_id, game_code, vendor_id)
);
CREATE INDEX games_merchant_type ON games (merchant_id, game_type, vendor_id, sort, id);
CREATE INDEX games_vendor ON games (vendor_id, sort, id);
CREATE INDEX games_merchant_hot ON games (merchant_id, game_type, popularity DESC) WHERE is_hot;

-- Bumped by every operator change to a merchant's catalogue; gateways compare it to drop caches.
CREATE TABLE game_catalogue_state (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE favourite_games (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE recent_games (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  last_played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_member_time ON recent_games (member_id, last_played_at DESC);

-- Tables of the card (PVP) games; players is the seated count shown in the lobby.
CREATE TABLE pvp_rooms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room_id text NOT NULL UNIQUE,
  game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  -- BEGINNER, STANDARD, VIP, HIGH_ROLLER: the client names them
  tier text NOT NULL,
  min_bet integer NOT NULL CHECK (min_bet > 0),
  seats integer NOT NULL CHECK (seats > 0),
  players integer NOT NULL DEFAULT 0 CHECK (players >= 0 AND players <= seats),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'maintenance')),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX pvp_rooms_game ON pvp_rooms (game_id, sort);

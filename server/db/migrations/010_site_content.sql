-- Site content of the shell: banners per route group, notices (notice bar, news popup),
-- promotions, help centre, VIP ranks, member messages, the winners board's demo list and the
-- footer. HTML columns hold markup already sanitised when it was published (server/content/
-- html-sanitizer.ts). Every item carries its language and an active window [start_at, end_at).

CREATE TABLE content_banners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  -- w_home, w_rng, w_register_EN, w_login, ... (server/content/banner-groups.ts)
  group_name text NOT NULL,
  language text NOT NULL,
  -- W desktop, M mobile, A both
  platform text NOT NULL DEFAULT 'A' CHECK (platform IN ('W', 'M', 'A')),
  title text NOT NULL DEFAULT '',
  image_url text NOT NULL,
  -- null: not clickable; ROUTE: a path of the site; URL: an outside address; PROMOTION: a promotion code or id
  linkage_type text CHECK (linkage_type IN ('ROUTE', 'URL', 'PROMOTION')),
  linkage_target text,
  sort integer NOT NULL DEFAULT 0,
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((linkage_type IS NULL) = (linkage_target IS NULL))
);
CREATE INDEX content_banners_lookup ON content_banners (merchant_id, language, group_name, sort);

CREATE TABLE content_notices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  language text NOT NULL,
  platform text NOT NULL DEFAULT 'A' CHECK (platform IN ('W', 'M', 'A')),
  title text NOT NULL,
  content text NOT NULL,
  -- GENERAL, NEWS, MAINTENANCE, PROMOTION, PAYMENT (sent as promotionType)
  notice_type text NOT NULL DEFAULT 'GENERAL',
  -- also listed in the news popup that opens after a login
  show_after_login boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX content_notices_lookup ON content_notices (merchant_id, language, sort);

CREATE TABLE content_promotions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  language text NOT NULL,
  platform text NOT NULL DEFAULT 'A' CHECK (platform IN ('W', 'M', 'A')),
  -- the same promotion in several languages shares a code (banners link to it by code)
  code text,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL,
  image_url text NOT NULL,
  -- NEW_MEMBER, DEPOSIT, REBATE, SLOTS, LIVE, SPORTS, VIP, DAILY, ...
  category text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX content_promotions_lookup ON content_promotions (merchant_id, language, sort);
CREATE UNIQUE INDEX content_promotions_code ON content_promotions (merchant_id, language, code);

CREATE TABLE help_categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  language text NOT NULL,
  code text NOT NULL,
  title text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, language, code)
);

CREATE TABLE help_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category_id integer NOT NULL REFERENCES help_categories(id) ON DELETE CASCADE,
  -- the page hash (/help#agent, #term)
  code text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (category_id, code)
);

-- Club ranks; amounts in minor units, the rebate in basis points (80 = 0.80 %).
CREATE TABLE vip_ranks (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  level integer NOT NULL CHECK (level >= 1),
  name text NOT NULL,
  deposit_required bigint NOT NULL DEFAULT 0,
  turnover_required bigint NOT NULL DEFAULT 0,
  upgrade_bonus bigint NOT NULL DEFAULT 0,
  monthly_bonus bigint NOT NULL DEFAULT 0,
  birthday_bonus bigint NOT NULL DEFAULT 0,
  rebate_rate_bp integer NOT NULL DEFAULT 0,
  daily_withdrawal_count integer NOT NULL DEFAULT 0,
  daily_withdrawal_limit bigint NOT NULL DEFAULT 0,
  dedicated_service boolean NOT NULL DEFAULT false,
  PRIMARY KEY (merchant_id, level)
);

ALTER TABLE members ADD COLUMN club_level integer NOT NULL DEFAULT 1;

-- the lowest club rank a customer-service desk serves (the VIP desk); null = everyone
ALTER TABLE customer_service ADD COLUMN min_rank_level integer;

CREATE TABLE member_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX member_messages_member ON member_messages (member_id, created_at);

-- Demo rows for the winners board while no game has recorded a win in the ledger.
CREATE TABLE content_winners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  customer_name text NOT NULL,
  game_name text NOT NULL,
  game_type text NOT NULL,
  vendor text NOT NULL,
  node_id text NOT NULL,
  win_amount bigint NOT NULL CHECK (win_amount > 0),
  won_at timestamptz NOT NULL
);
CREATE INDEX content_winners_merchant ON content_winners (merchant_id, won_at);

-- Footer of the shell: licences, certificate/payment/responsible-gaming pictures, copyright.
CREATE TABLE site_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  footer jsonb NOT NULL
);

-- Which content seeds ran per merchant, so a seed runs once and an operator's removals stick.
CREATE TABLE content_seed_runs (
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  name text NOT NULL,
  applied_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, name)
);

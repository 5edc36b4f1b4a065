-- The canonical key of every typed identifier (server/identity/identifier-key.ts): usernames and
-- invitation codes are looked up, kept unique and counted by it. It is computed by the gateway, never
-- by the database: PostgreSQL's lower()/upper() follow the server's locale and disagree with the
-- gateway on letters such as U+0130, which let another spelling of a name pass the login counters.
-- The rows that exist get their keys from the data step that follows this file (migrate.ts);
-- 015 then makes the keys required and unique.
ALTER TABLE members ADD COLUMN username_key text;
ALTER TABLE members ADD COLUMN affiliate_code_key text;

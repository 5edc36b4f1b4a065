-- Usernames are unique per merchant by their confusable skeleton too (server/identity/
-- username-confusables.ts, Unicode TR39): `раураl` in Cyrillic letters, `rnike` beside `mike`. Like the
-- identifier keys, the skeleton is computed by the gateway; the rows that exist get theirs from the
-- data step that follows this file (migrate.ts), and 033 makes it unique.
--
-- The column stays nullable for twins that exist already: the oldest account of each skeleton holds
-- it, a later one keeps its name and its login with no skeleton, and no new name can take the
-- skeleton from either.
ALTER TABLE members ADD COLUMN username_skeleton text;

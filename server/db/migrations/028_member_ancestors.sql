-- Every member's agents above it, at every depth (a closure of members.upline_id), kept by the
-- database itself (issue 14).
--
-- The agent centre reads "the team": every member under an agent, at any depth. Walked from the
-- agent down one level at a time, a team of 10,000 costs 10,000 index probes and a sort on every
-- page of team management, every overview and every report. Here it is one range of an index:
-- ancestor_id = the agent, in the order team management lists it (level, joined, id).
--
-- depth 1 is the direct upline. A member's account and join time never change, so both are kept
-- here too: the list's order comes straight from the index, its first page is read without reading
-- the team, and a search by account reads the agent's range of the index alone.

CREATE TABLE member_ancestors (
  ancestor_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  depth integer NOT NULL CHECK (depth >= 1),
  member_created_at timestamptz NOT NULL,
  -- the member's account in canonical form (members.username_key)
  member_key text NOT NULL,
  PRIMARY KEY (ancestor_id, depth, member_created_at, member_id) INCLUDE (member_key)
);
-- a member's own line up (and the rows ON DELETE CASCADE finds)
CREATE INDEX member_ancestors_member ON member_ancestors (member_id, depth);

-- The line above each member, walked up members.upline_id; 64 levels at most, so a loop in old
-- data cannot walk for ever.
INSERT INTO member_ancestors (ancestor_id, member_id, depth, member_created_at, member_key)
WITH RECURSIVE up(member_id, ancestor_id, depth, created_at, member_key) AS (
  SELECT id, upline_id, 1, created_at, username_key FROM members WHERE upline_id IS NOT NULL
  UNION ALL
  SELECT u.member_id, m.upline_id, u.depth + 1, u.created_at, u.member_key FROM up u JOIN members m ON m.id = u.ancestor_id
   WHERE m.upline_id IS NOT NULL AND u.depth < 64
)
SELECT DISTINCT ON (ancestor_id, member_id) ancestor_id, member_id, depth, created_at, member_key FROM up ORDER BY ancestor_id, member_id, depth;

-- New members: one statement may insert a member and the agent above it (an import, the bench's
-- generator), so the line is walked in members itself, which holds the whole statement's rows by now.
CREATE FUNCTION members_inserted_to_ancestors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_ancestors (ancestor_id, member_id, depth, member_created_at, member_key)
  WITH RECURSIVE up(member_id, ancestor_id, depth, created_at, member_key) AS (
    SELECT id, upline_id, 1, created_at, username_key FROM new_rows WHERE upline_id IS NOT NULL
    UNION ALL
    SELECT u.member_id, m.upline_id, u.depth + 1, u.created_at, u.member_key FROM up u JOIN members m ON m.id = u.ancestor_id
     WHERE m.upline_id IS NOT NULL AND u.depth < 64
  )
  SELECT DISTINCT ON (ancestor_id, member_id) ancestor_id, member_id, depth, created_at, member_key FROM up ORDER BY ancestor_id, member_id, depth;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_ancestors_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION members_inserted_to_ancestors();

-- No flow moves a member to another upline today. Should one (an operator's correction), the
-- member's whole branch moves with it: the branch loses the line above the member and gains the
-- new one. A move under the member's own branch would make a loop, and is refused.
CREATE FUNCTION members_moved_in_ancestors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND (NEW.upline_id = NEW.id OR EXISTS (
      SELECT 1 FROM member_ancestors WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id)) THEN
    RAISE EXCEPTION 'member % cannot be moved under its own downline %', NEW.id, NEW.upline_id;
  END IF;
  DELETE FROM member_ancestors
   WHERE ancestor_id IN (SELECT ancestor_id FROM member_ancestors WHERE member_id = NEW.id)
     AND (member_id = NEW.id OR member_id IN (SELECT member_id FROM member_ancestors WHERE ancestor_id = NEW.id));
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_ancestors (ancestor_id, member_id, depth, member_created_at, member_key)
    SELECT above.ancestor_id, branch.member_id, above.depth + branch.depth, branch.created_at, branch.member_key
      FROM (SELECT NEW.upline_id AS ancestor_id, 1 AS depth
            UNION ALL SELECT ancestor_id, depth + 1 FROM member_ancestors WHERE member_id = NEW.upline_id) above
     CROSS JOIN (SELECT NEW.id AS member_id, 0 AS depth, NEW.created_at AS created_at, NEW.username_key AS member_key
                 UNION ALL SELECT member_id, depth, member_created_at, member_key FROM member_ancestors WHERE ancestor_id = NEW.id) branch;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_ancestors_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION members_moved_in_ancestors();
